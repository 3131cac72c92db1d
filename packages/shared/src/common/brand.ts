/** The provider's name and the three document-title labels of spec §2.1. */
export const PROVEDOR = 'VB Registradora';

export const DOCUMENT_TITLES = {
  /** Public chassis-status page (vbexpress). */
  statusPublico: 'vbExpress | Status de Registro',
  /** Any page while a user is logged in. */
  areaLogada: 'vbConnection | Portal de Registro',
  /** Public pages of the provider (landing, login, pre-registration...). */
  institucional: 'VB Registradora',
} as const;

export function documentTitleFor(pathname: string, isLoggedIn: boolean): string {
  if (pathname.replace(/^\/+/, '').startsWith('vbexpress')) return DOCUMENT_TITLES.statusPublico;
  return isLoggedIn ? DOCUMENT_TITLES.areaLogada : DOCUMENT_TITLES.institucional;
}
