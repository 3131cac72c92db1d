import { hasPermission, type Permissao } from '../usuarios/permissoes';

export type ParametrizacaoIcon =
  'cidade' | 'detran' | 'grupo' | 'despachante' | 'marca-modelo' | 'veiculo';

/** One tile of the Parametrização card grid (spec §2.4). */
export interface ParametrizacaoTile {
  title: string;
  description: string;
  url: string;
  icon: ParametrizacaoIcon;
  /** What the tile's page needs to list its records; none when any logged-in user may. */
  permission?: Permissao;
  /** Spec §2.4: Despachantes, Marca / Modelo and Veículos are hidden in production. */
  isHiddenInProduction?: boolean;
}

/** The tiles in the spec's order. */
export const PARAMETRIZACAO_TILES: readonly ParametrizacaoTile[] = [
  {
    title: 'Cidades',
    description: 'Municípios brasileiros com o código IBGE e a UF.',
    url: '/vbconnection/vbauto/cidade',
    icon: 'cidade',
  },
  {
    title: 'Detrans',
    description: 'Os Detrans das 27 UFs: contatos, CNPJ e situação.',
    url: '/vbconnection/vbauto/detran',
    icon: 'detran',
    permission: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  },
  {
    title: 'Grupos Econômicos',
    description: 'Conglomerados que reúnem clientes.',
    url: '/vbconnection/vbauto/grupo-economico',
    icon: 'grupo',
    permission: 'ADMINISTRACAO_CLIENTES_CONSULTAR',
  },
  {
    title: 'Despachantes',
    description: 'Despachantes credenciados junto aos Detrans.',
    url: '/vbconnection/vbauto/despachante',
    icon: 'despachante',
    permission: 'DESPACHANTE_CONSULTAR',
    isHiddenInProduction: true,
  },
  {
    title: 'Marca / Modelo',
    description: 'Catálogo de marcas e modelos de veículos.',
    url: '/vbconnection/vbauto/marca-modelo',
    icon: 'marca-modelo',
    isHiddenInProduction: true,
  },
  {
    title: 'Veículos',
    description: 'Veículos cadastrados pelos clientes.',
    url: '/vbconnection/vbauto/veiculos',
    icon: 'veiculo',
    permission: 'VEICULO_CONSULTAR',
    isHiddenInProduction: true,
  },
];

/** Whether one tile shows for these roles (production leaves out what §2.4 hides there). */
export function isTileVisible(
  tile: ParametrizacaoTile,
  roles: readonly string[],
  { isProduction }: { isProduction: boolean },
): boolean {
  return (
    !(isProduction && tile.isHiddenInProduction) &&
    (!tile.permission || hasPermission(roles, tile.permission))
  );
}

/**
 * The tiles this user sees: the production build leaves out the three spec §2.4 hides there,
 * and a tile whose page the user could not list is left out too (spec §2.5: cards appear only
 * for allowed profiles; the server enforces the same permissions).
 */
export function visibleTiles(
  roles: readonly string[],
  ctx: { isProduction: boolean },
): ParametrizacaoTile[] {
  return PARAMETRIZACAO_TILES.filter((tile) => isTileVisible(tile, roles, ctx));
}
