import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconAdjustments from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import IconFileDownload from '@tabler/icons-react/dist/esm/icons/IconFileDownload.mjs';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { EXPORTACOES_URL } from '@portal/shared/menu/urls';
import { perfilLabel } from '@portal/shared/usuarios/perfis';
import { withLoggedInStyles } from '../../styles/logged-in-styles';
import { useLogout } from './use-logout';
import classes from './user-menu.module.css';

// The form (react-hook-form, zod, the password rules) loads when first opened, not with every
// logged-in page.
// Each with Mantine's styles for the logged-in pages (logged-in-styles.ts).
const PasswordChangeModal = lazy(async () => ({
  default: (await withLoggedInStyles(() => import('./password-change-modal'))())
    .PasswordChangeModal,
}));
const PreferenciasDialog = lazy(async () => ({
  default: (await withLoggedInStyles(() => import('../../components/preferencias-dialog'))())
    .PreferenciasDialog,
}));

const TwoStepSettingsModal = lazy(async () => ({
  default: (await withLoggedInStyles(() => import('./two-step-settings-modal'))())
    .TwoStepSettingsModal,
}));

function initialsOf(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The top bar's help links (spec §2.5): icons in a wide header, menu items on a phone. */
export const TOP_BAR_LINKS = [
  { to: '/vbconnection/vbauto/central-informacao', label: 'Central de Informação', icon: IconBook },
  { to: '/vbconnection/vbauto/faq', label: 'Ajuda (FAQ)', icon: IconHelpCircle },
  { to: '/vbconnection/vbauto/sugestao', label: 'Sugestão de melhoria', icon: IconBulb },
] as const;

/** Wide enough for a full name at 1366 px; a phone shows the name inside the menu instead. */
const NAME_MAX_WIDTH = { base: 200, lg: 340 };

/**
 * The top bar's user block: name, profile and the menu with 'Alterar Senha' and 'Sair'. Below
 * 768 px the button keeps the initials only, and the menu opens with the name and profile
 * (and the help links the header has no room for).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [isPasswordOpen, passwordModal] = useDisclosure(false);
  // Kept mounted once opened, so that closing it keeps its transition.
  const [isPasswordLoaded, setIsPasswordLoaded] = useState(false);
  const [isTwoStepOpen, twoStepModal] = useDisclosure(false);
  const [isTwoStepLoaded, setIsTwoStepLoaded] = useState(false);
  const [isPreferenciasOpen, preferencias] = useDisclosure(false);
  const { confirmLogout } = useLogout();
  const openTwoStep = () => {
    setIsTwoStepLoaded(true);
    twoStepModal.open();
  };
  const openPassword = () => {
    setIsPasswordLoaded(true);
    passwordModal.open();
  };
  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md">
        <Menu.Target>
          {/* Named by what it shows (WCAG 2.5.3): the name and profile, which a phone hides from
              sight only. */}
          <UnstyledButton
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
        </Menu.Target>
        <Menu.Dropdown>
          <Box hiddenFrom="sm" data-testid="user-menu-identity">
            <Box px="sm" py={6}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {user.nome}
              </Text>
              <Text size="xs" c="dimmed">
                {perfilLabel(user.perfil.perfil)}
              </Text>
            </Box>
            <Menu.Divider />
          </Box>
          <Box hiddenFrom="md">
            {TOP_BAR_LINKS.map(({ to, label, icon: Icon }) => (
              <Menu.Item
                key={to}
                component={Link}
                to={to}
                leftSection={<Icon size={16} aria-hidden />}
              >
                {label}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </Box>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={openPassword}>
            Alterar Senha
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} onClick={openTwoStep}>
            Verificação em duas etapas
          </Menu.Item>
          <Menu.Item
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={preferencias.open}
          >
            Preferências
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={EXPORTACOES_URL}
            leftSection={<IconFileDownload size={16} aria-hidden />}
          >
            Minhas Exportações
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
      {isPreferenciasOpen && (
        <Suspense fallback={null}>
          <PreferenciasDialog user={user} opened onClose={preferencias.close} />
        </Suspense>
      )}
      {isPasswordLoaded && (
        <Suspense fallback={null}>
          <PasswordChangeModal opened={isPasswordOpen} onClose={passwordModal.close} />
        </Suspense>
      )}
      {isTwoStepLoaded && (
        <Suspense fallback={null}>
          <TwoStepSettingsModal opened={isTwoStepOpen} onClose={twoStepModal.close} />
        </Suspense>
      )}
    </>
  );
}
