import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { perfilLabel } from '@portal/shared/usuarios/perfis';
import classes from './user-menu.module.css';

/** The top bar's help links (spec §2.5): icons in a wide header, menu items on a phone. */
export const TOP_BAR_LINKS = [
  { to: '/vbconnection/vbauto/central-informacao', label: 'Central de Informação', icon: IconBook },
  { to: '/vbconnection/vbauto/faq', label: 'Ajuda (FAQ)', icon: IconHelpCircle },
  { to: '/vbconnection/vbauto/sugestao', label: 'Sugestão de melhoria', icon: IconBulb },
] as const;

/** Wide enough for a full name at 1366 px; a phone shows the name inside the menu instead. */
const NAME_MAX_WIDTH = { base: 200, lg: 340 };

function initialsOf(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface UserMenuButtonProps {
  user: CurrentUser;
  onClick?: () => void;
}

/**
 * The user menu's button: name, profile and initials (below 768 px the initials only). The
 * shell shows it before the menu's code arrives (app/shell/app-header.tsx), and the menu wraps
 * it once it has (user-menu.tsx).
 */
export function UserMenuButton({ user, onClick, ...targetProps }: UserMenuButtonProps) {
  return (
    // Named by what it shows (WCAG 2.5.3): the name and profile, which a phone hides from
    // sight only.
    <UnstyledButton
      {...targetProps}
      onClick={onClick}
      data-testid="user-menu"
      px="xs"
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar color="brand" radius="xl" size={34} aria-hidden>
          {initialsOf(user.nome)}
        </Avatar>
        <Box className={classes.identity}>
          <Text size="sm" fw={600} truncate maw={NAME_MAX_WIDTH} title={user.nome}>
            {user.nome}
          </Text>
          <Text size="xs" c="dimmed" truncate maw={NAME_MAX_WIDTH}>
            {perfilLabel(user.perfil.perfil)}
          </Text>
        </Box>
        <Box visibleFrom="sm" lh={0}>
          <IconChevronDown size={16} aria-hidden />
        </Box>
      </Group>
    </UnstyledButton>
  );
}
