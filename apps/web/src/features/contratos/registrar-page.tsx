import { Stack, Title } from '@mantine/core';
import IconFilePlus from '@tabler/icons-react/dist/esm/icons/IconFilePlus.mjs';
import IconFileStack from '@tabler/icons-react/dist/esm/icons/IconFileStack.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import { MenuCardGrid, type TileIcon } from '../../components/menu-tile';
import { SemPermissao } from '../../components/sem-permissao';
import { IS_PRODUCTION } from '../../lib/env';
import { CONTRATO_LABELS as L } from './contratos.labels';
import { RascunhosList } from './rascunhos-list';
import { visibleCards, type RegistrarIcon } from './registrar-cards';
import { useContratoAccess } from './use-contrato-access';

const ICONS: Record<RegistrarIcon, TileIcon> = {
  contrato: IconFileText,
  aditivo: IconFilePlus,
  imagem: IconPhoto,
  lote: IconFileStack,
};

/**
 * Registrar (spec §2.5): a card grid, each card shown only to who may open its page, and
 * the drafts a person may resume. What is not built yet says so instead of leading nowhere.
 */
export default function RegistrarPage() {
  const access = useContratoAccess();
  const cards = access.user ? visibleCards(access.user, { isProduction: IS_PRODUCTION }) : [];
  if (cards.length === 0) return <SemPermissao>{L.semAcesso}</SemPermissao>;
  return (
    <Stack gap="xl" maw={1100}>
      <MenuCardGrid cards={cards} icons={ICONS} unavailable={L.indisponivel} />
      {access.canRegistrar && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            {L.rascunhos}
          </Title>
          <RascunhosList isRegistradora={access.isRegistradora} />
        </Stack>
      )}
    </Stack>
  );
}
