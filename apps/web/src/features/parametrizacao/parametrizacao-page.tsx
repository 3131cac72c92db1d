import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconCar from '@tabler/icons-react/dist/esm/icons/IconCar.mjs';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconUserCheck from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
import IconUsersGroup from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
import { MenuTile, MenuTileGrid, type TileIcon } from '../../components/menu-tile';
import { IS_PRODUCTION } from '../../lib/env';
import { visibleTiles, type ParametrizacaoIcon } from './parametrizacao-tiles';
import { useStoredUser } from '../../hooks/use-stored-user';

const ICONS: Record<ParametrizacaoIcon, TileIcon> = {
  cidade: IconMapPin,
  detran: IconBuildingBank,
  grupo: IconUsersGroup,
  despachante: IconUserCheck,
  'marca-modelo': IconCategory,
  veiculo: IconCar,
};

/** The roles of the stored user (the shell keeps it fresh); none when it cannot be read. */
function useRoles(): readonly string[] {
  return useStoredUser()?.roles ?? [];
}

/**
 * Parametrização (Administrativo menu): a card grid whose tiles open the reference-data pages
 * of spec §2.4. Its title comes from the page-title bar.
 */
export default function ParametrizacaoPage() {
  const roles = useRoles();
  const tiles = visibleTiles(roles, { isProduction: IS_PRODUCTION });
  return (
    <MenuTileGrid>
      {tiles.map((tile) => (
        <MenuTile
          key={tile.url}
          title={tile.title}
          description={tile.description}
          icon={ICONS[tile.icon]}
          url={tile.url}
        />
      ))}
    </MenuTileGrid>
  );
}
