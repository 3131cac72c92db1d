import { canOpenPage } from '@portal/shared/menu/page-access';
import type { MenuContext, MenuUser } from '@portal/shared/menu/rules';
import type { MenuCard } from '../../components/menu-tile';
import { CONSULTA_LABELS as L } from './pedidos-consulta.labels';

export type ConsultarIcon = 'contrato' | 'imagem' | 'remessa' | 'gravame';

export type ConsultarCard = MenuCard<ConsultarIcon>;

const VBAUTO = '/vbconnection/vbauto';
export const CONSULTA_PEDIDOS_URL = `${VBAUTO}/contrato/consultar`;

/** The cards of Consultar (spec §2.5: contract, image, remittance list, gravame). */
export const CONSULTAR_CARDS: readonly ConsultarCard[] = [
  {
    title: L.cardContrato,
    description: L.cardContratoDescricao,
    icon: 'contrato',
    url: CONSULTA_PEDIDOS_URL,
    isAvailable: true,
  },
  {
    title: L.cardImagem,
    description: L.cardImagemDescricao,
    icon: 'imagem',
    url: `${VBAUTO}/imagem`,
    isAvailable: false,
  },
  {
    title: L.cardRemessa,
    description: L.cardRemessaDescricao,
    icon: 'remessa',
    url: `${VBAUTO}/arquivo/consultar`,
    isAvailable: false,
  },
  {
    title: L.cardGravame,
    description: L.cardGravameDescricao,
    icon: 'gravame',
    url: `${VBAUTO}/gravame/consulta`,
    isAvailable: true,
  },
];

/** The cards the user may see: those whose page its profile opens (spec §2.5, §6). */
export function visibleConsultarCards(user: MenuUser, ctx: MenuContext): ConsultarCard[] {
  return CONSULTAR_CARDS.filter((card) => canOpenPage(user, ctx, card.url));
}
