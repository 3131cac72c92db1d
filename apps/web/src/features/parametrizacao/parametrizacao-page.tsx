import { useMemo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconCar from '@tabler/icons-react/dist/esm/icons/IconCar.mjs';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconUserCheck from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
import IconUsersGroup from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { useSession } from '../../hooks/use-session';
import { IS_PRODUCTION } from '../../lib/env';
import classes from './parametrizacao-page.module.css';
import { visibleTiles, type ParametrizacaoIcon } from './parametrizacao-tiles';

const ICONS: Record<
  ParametrizacaoIcon,
  ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
> = {
  cidade: IconMapPin,
  detran: IconBuildingBank,
  grupo: IconUsersGroup,
  despachante: IconUserCheck,
  'marca-modelo': IconCategory,
  veiculo: IconCar,
};

/** The roles of the stored user (the shell keeps it fresh); none when it cannot be read. */
function useRoles(): readonly string[] {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    return parsed.success ? parsed.data.roles : [];
  }, [storedUser]);
}

/**
 * Parametrização (Administrativo menu): a card grid whose tiles open the reference-data pages
 * of spec §2.4. Its title comes from the page-title bar.
 */
export default function ParametrizacaoPage() {
  const roles = useRoles();
  const tiles = visibleTiles(roles, { isProduction: IS_PRODUCTION });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" maw={1100}>
      {tiles.map((tile) => {
        const Icon = ICONS[tile.icon];
        return (
          <Card
            key={tile.url}
            component={Link}
            to={tile.url}
            withBorder
            radius="md"
            padding="lg"
            // Named by its text (title, then description): WCAG 2.5.3 wants the visible words.
            className={classes.tile}
          >
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon variant="light" size={44} radius="md">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>{tile.title}</Text>
                <Text size="sm" c="dimmed">
                  {tile.description}
                </Text>
              </div>
              <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
