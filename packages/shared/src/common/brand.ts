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

/**
 * The provider's public contact, shown in the public pages' footer and on 'Quem somos': the one
 * place to change it. The whistleblower channel is a mailbox read only by the compliance
 * officer, apart from customer service.
 */
export const CONTATO = {
  telefone: '(11) 3090-2015',
  telefoneHref: 'tel:+551130902015',
  email: 'atendimento@vbregistradora.com.br',
  emailDenuncia: 'canaldedenuncias@vbregistradora.com.br',
  emailPrivacidade: 'privacidade@vbregistradora.com.br',
  horario: 'Segunda a sexta, das 8h às 18h',
  cidade: 'São Paulo (SP)',
} as const;
