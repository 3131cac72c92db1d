/** Paths more than one part of the app navigates to (the menu's own live in shared/menu). */
export const LOGIN_PATH = '/vbconnection/login';

/** The Diretoria's home: the totals module (spec §2.1, §2.5). */
export const TOTAIS_PATH = '/totais';

/** The public landing page (spec §2.1). */
export const LANDING_PATH = '/';

/** 'Esqueci minha senha' (issue 12), linked from the login page and the password-link page. */
export const ESQUECI_SENHA_PATH = '/vbconnection/esqueci-senha';
