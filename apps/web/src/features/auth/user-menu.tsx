import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { perfilLabel } from '@portal/shared/usuarios/perfis';
import { PasswordChangeModal } from './password-change-modal';
import { useLogout } from './use-logout';

function initialsOf(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The top bar's user block: name, profile and the menu with 'Alterar Senha' and 'Sair'. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  const { confirmLogout } = useLogout();
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <UnstyledButton
            data-testid="user-menu"
            aria-label={user.nome}
            px="xs"
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar color="brand" radius="xl" size={34} aria-hidden>
                {initialsOf(user.nome)}
              </Avatar>
              {/* Narrow screens keep the avatar only; aria-label keeps the name for everyone. */}
              <Box style={{ lineHeight: 1.2, minWidth: 0 }} visibleFrom="sm">
                <Text size="sm" fw={600} truncate maw={200}>
                  {user.nome}
                </Text>
                <Text size="xs" c="dimmed" truncate maw={200}>
                  {perfilLabel(user.perfil.perfil)}
                </Text>
              </Box>
              <Box visibleFrom="sm" lh={0}>
                <IconChevronDown size={16} aria-hidden />
              </Box>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={passwordModal.open}>
            Alterar Senha
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={confirmLogout}
          >
            Sair
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PasswordChangeModal opened={isPasswordOpen} onClose={passwordModal.close} />
    </>
  );
}
