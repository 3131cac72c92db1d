import { canOpenPage } from '@portal/shared/menu/page-access';
import type { MenuContext, MenuUser } from '@portal/shared/menu/rules';
import type { MenuCard } from '../../components/menu-tile';

export type RelatorioIcon = 'acesso' | 'usuarios' | 'sessoes' | 'emails' | 'relatorio';

const RELATORIO = '/vbconnection/vbauto/relatorio';

/** The reports of spec §2.4; each card shows only to who may open its page (§6, production). */
export const RELATORIO_CARDS: readonly MenuCard<RelatorioIcon>[] = [
  {
    title: 'Acessos dos Usuários',
    description: 'Logins, senhas incorretas, bloqueios e logouts.',
    icon: 'acesso',
    url: `${RELATORIO}/acesso`,
    isAvailable: true,
  },
  {
    title: 'Usuários',
    description: 'Perfil, situação, cliente e último acesso de cada usuário.',
    icon: 'usuarios',
    url: `${RELATORIO}/usuarios`,
    isAvailable: true,
  },
  {
    title: 'Sessões Ativas',
    description: 'Quem está conectado agora, de onde, e o encerramento de uma sessão.',
    icon: 'sessoes',
    url: `${RELATORIO}/sessao-ativa`,
    isAvailable: true,
  },
  {
    title: 'E-mails Enviados',
    description: 'O que o portal enviou, para quem, quando, as falhas e o reenvio.',
    icon: 'emails',
    url: `${RELATORIO}/emails-enviados`,
    isAvailable: true,
  },
  {
    title: 'Relatórios em Segundo Plano',
    description: 'As exportações grandes geradas em segundo plano: quem pediu, o quê e por quê.',
    icon: 'relatorio',
    url: `${RELATORIO}/segundo-plano`,
    isAvailable: true,
  },
  ...(
    [
      ['Faturamento', 'faturamento'],
      ['Movimentação', 'movimentacao'],
      ['Contratos Atuais', 'contratos-atuais'],
      ['Imagens de Contratos', 'imagem-contrato'],
      ['Monitoramento de Disponibilidade', 'monitoramento'],
      ['NFS-e', 'nfse'],
      ['Ranking Marca/Modelo', 'marca-modelo'],
      ['Erros de Validação', 'erro-validacao'],
    ] as const
  ).map(([title, path]): MenuCard<RelatorioIcon> => ({
    title,
    description: 'Relatório do módulo vbAuto.',
    icon: 'relatorio',
    url: `${RELATORIO}/${path}`,
    isAvailable: false,
  })),
];

export function visibleRelatorioCards(user: MenuUser, ctx: MenuContext) {
  return RELATORIO_CARDS.filter((card) => canOpenPage(user, ctx, card.url));
}
