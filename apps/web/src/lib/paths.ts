/** Paths more than one part of the app navigates to (the menu's own live in shared/menu). */
export const LOGIN_PATH = '/vbconnection/login';

/** The Diretoria's home: the totals module (spec §2.1, §2.5). */
export const TOTAIS_PATH = '/totais';

/** The public landing page (spec §2.1). */
export const LANDING_PATH = '/';
