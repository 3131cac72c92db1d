import { canOpenPage } from '@portal/shared/menu/page-access';
import type { MenuContext, MenuUser } from '@portal/shared/menu/rules';
import type { MenuCard } from '../../components/menu-tile';
import { CONTRATO_INSERIR_URL, contratoInserirUrl } from './contratos-urls';
import { CONTRATO_LABELS as L } from './contratos.labels';

export type RegistrarIcon = 'contrato' | 'aditivo' | 'imagem' | 'lote';

export interface RegistrarCard extends MenuCard<RegistrarIcon> {
  /** The route whose rule (the shared page table) decides who sees the card. */
  routePath: string;
}

const VBAUTO = '/vbconnection/vbauto';

/** The cards of Registrar (spec §2.5: contract and addendum, image, batch). */
export const REGISTRAR_CARDS: readonly RegistrarCard[] = [
  {
    title: L.cardContrato,
    description: L.cardContratoDescricao,
    icon: 'contrato',
    url: CONTRATO_INSERIR_URL,
    routePath: CONTRATO_INSERIR_URL,
    isAvailable: true,
  },
  {
    title: L.cardAditivo,
    description: L.cardAditivoDescricao,
    icon: 'aditivo',
    url: contratoInserirUrl({ modo: 2 }),
    routePath: CONTRATO_INSERIR_URL,
    isAvailable: true,
  },
  {
    title: L.cardImagem,
    description: L.cardImagemDescricao,
    icon: 'imagem',
    url: `${VBAUTO}/imagem/criar`,
    routePath: `${VBAUTO}/imagem/criar`,
    isAvailable: false,
  },
  {
    title: L.cardLote,
    description: L.cardLoteDescricao,
    icon: 'lote',
    url: `${VBAUTO}/arquivo/upload`,
    routePath: `${VBAUTO}/arquivo/upload`,
    isAvailable: false,
  },
];

/** The cards the user may see: those whose page its profile opens (spec §2.5, §6). */
export function visibleCards(user: MenuUser, ctx: MenuContext): RegistrarCard[] {
  return REGISTRAR_CARDS.filter((card) => canOpenPage(user, ctx, card.routePath));
}
