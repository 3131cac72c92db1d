import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import classes from './menu-tile.module.css';

export type TileIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

export interface MenuTileProps {
  title: string;
  description: string;
  icon: TileIcon;
  /** Where the tile leads; none: the page is not built yet and the tile says `unavailable`. */
  url?: string;
  unavailable?: string;
}

/**
 * One card of a card-grid menu page (spec §2.5: Parametrização, Registrar, Consultar...): a link
 * named by its visible words (title, then description; WCAG 2.5.3), or, for a page not built
 * yet, a card that says so and leads nowhere.
 */
export function MenuTile({ title, description, icon: Icon, url, unavailable }: MenuTileProps) {
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon variant="light" size={44} radius="md" color={url ? undefined : 'gray'}>
        <Icon size={24} aria-hidden />
      </ThemeIcon>
      <div style={{ flex: 1 }}>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {!url && unavailable && (
          <Badge mt={6} color="gray" variant="light">
            {unavailable}
          </Badge>
        )}
      </div>
      {url && <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />}
    </Group>
  );
  return url ? (
    <Card component={Link} to={url} withBorder radius="md" padding="lg" className={classes.tile}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="lg" className={classes.unavailable}>
      {body}
    </Card>
  );
}

/** The grid the tiles of a menu page sit in. */
export function MenuTileGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" maw={1100}>
      {children}
    </SimpleGrid>
  );
}

/** A card of a card-grid menu page (spec §2.5), as its feature lists them. */
export interface MenuCard<I extends string> {
  title: string;
  description: string;
  icon: I;
  /** Where the card leads. */
  url: string;
  /** Built yet: a card of what is not says so instead of leading to a placeholder. */
  isAvailable: boolean;
}

/** The grid of a menu page's cards, each with its feature's icon. */
export function MenuCardGrid<I extends string>({
  cards,
  icons,
  unavailable,
}: {
  cards: readonly MenuCard<I>[];
  icons: Record<I, TileIcon>;
  unavailable: string;
}) {
  return (
    <MenuTileGrid>
      {cards.map((card) => (
        <MenuTile
          key={card.title}
          title={card.title}
          description={card.description}
          icon={icons[card.icon]}
          url={card.isAvailable ? card.url : undefined}
          unavailable={unavailable}
        />
      ))}
    </MenuTileGrid>
  );
}
