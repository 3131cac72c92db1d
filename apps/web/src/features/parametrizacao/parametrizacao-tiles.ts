// The tiles live in packages/shared: the route guard and the side menu read the same table.
export {
  PARAMETRIZACAO_TILES,
  visibleTiles,
  type ParametrizacaoIcon,
  type ParametrizacaoTile,
} from '@portal/shared/menu/parametrizacao-tiles';
