import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import IconDeviceDesktop from '@tabler/icons-react/dist/esm/icons/IconDeviceDesktop.mjs';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconReport from '@tabler/icons-react/dist/esm/icons/IconReport.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { MenuCardGrid, type TileIcon } from '../../components/menu-tile';
import { SemPermissao } from '../../components/sem-permissao';
import { useStoredUser } from '../../hooks/use-stored-user';
import { IS_PRODUCTION } from '../../lib/env';
import { visibleRelatorioCards, type RelatorioIcon } from './relatorios-cards';

const ICONS: Record<RelatorioIcon, TileIcon> = {
  acesso: IconLogin,
  usuarios: IconUsers,
  sessoes: IconDeviceDesktop,
  emails: IconMail,
  relatorio: IconReport,
};

/**
 * Relatórios (spec §2.5's reports card grid): each card only for who may open its report (§6;
 * production leaves out what §2.4 hides there); what is not built yet says so.
 */
export default function RelatoriosPage() {
  const user = useStoredUser();
  const cards = useMemo(
    () => (user ? visibleRelatorioCards(user, { isProduction: IS_PRODUCTION }) : []),
    [user],
  );
  if (cards.length === 0)
    return <SemPermissao>Você não tem acesso a nenhum relatório.</SemPermissao>;
  return (
    <Stack gap="xl" maw={1100}>
      <MenuCardGrid cards={cards} icons={ICONS} unavailable="Ainda não disponível" />
    </Stack>
  );
}
