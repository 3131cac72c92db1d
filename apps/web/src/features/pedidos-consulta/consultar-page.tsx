import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import IconFileSearch from '@tabler/icons-react/dist/esm/icons/IconFileSearch.mjs';
import IconFiles from '@tabler/icons-react/dist/esm/icons/IconFiles.mjs';
import IconPhotoSearch from '@tabler/icons-react/dist/esm/icons/IconPhotoSearch.mjs';
import IconShieldSearch from '@tabler/icons-react/dist/esm/icons/IconShieldSearch.mjs';
import { MenuCardGrid, type TileIcon } from '../../components/menu-tile';
import { SemPermissao } from '../../components/sem-permissao';
import { IS_PRODUCTION } from '../../lib/env';
import { visibleConsultarCards, type ConsultarIcon } from './consultar-cards';
import { CONSULTA_LABELS as L } from './pedidos-consulta.labels';
import { useStoredUser } from '../../hooks/use-stored-user';

const ICONS: Record<ConsultarIcon, TileIcon> = {
  contrato: IconFileSearch,
  imagem: IconPhotoSearch,
  remessa: IconFiles,
  gravame: IconShieldSearch,
};

/**
 * Consultar (spec §2.5): a card grid, each card shown only to who may open its page; what is
 * not built yet says so instead of leading to a placeholder.
 */
export default function ConsultarPage() {
  const user = useStoredUser();
  const cards = useMemo(
    () => (user ? visibleConsultarCards(user, { isProduction: IS_PRODUCTION }) : []),
    [user],
  );
  if (cards.length === 0) return <SemPermissao>{L.semAcessoConsultar}</SemPermissao>;
  return (
    <Stack gap="xl" maw={1100}>
      <MenuCardGrid cards={cards} icons={ICONS} unavailable={L.indisponivel} />
    </Stack>
  );
}
