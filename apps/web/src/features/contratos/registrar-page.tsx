import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import IconFilePlus from '@tabler/icons-react/dist/esm/icons/IconFilePlus.mjs';
import IconFileStack from '@tabler/icons-react/dist/esm/icons/IconFileStack.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconPhoto from '@tabler/icons-react/dist/esm/icons/IconPhoto.mjs';
import { SemPermissao } from '../../components/sem-permissao';
import { IS_PRODUCTION } from '../../lib/env';
import { CONTRATO_LABELS as L } from './contratos.labels';
import { RascunhosList } from './rascunhos-list';
import { visibleCards, type RegistrarIcon } from './registrar-cards';
import classes from './registrar-page.module.css';
import { useContratoAccess } from './use-contrato-access';

const ICONS: Record<RegistrarIcon, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {cards.map((card) => {
          const Icon = ICONS[card.icon];
          const body = (
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon
                variant="light"
                size={44}
                radius="md"
                color={card.isAvailable ? undefined : 'gray'}
              >
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>{card.title}</Text>
                <Text size="sm" c="dimmed">
                  {card.description}
                </Text>
                {!card.isAvailable && (
                  <Badge mt={6} color="gray" variant="light">
                    {L.indisponivel}
                  </Badge>
                )}
              </div>
              {card.isAvailable && (
                <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-5)" />
              )}
            </Group>
          );
          return card.isAvailable ? (
            <Card
              key={card.title}
              component={Link}
              to={card.url}
              withBorder
              radius="md"
              padding="lg"
              className={classes.tile}
            >
              {body}
            </Card>
          ) : (
            <Card
              key={card.title}
              withBorder
              radius="md"
              padding="lg"
              className={classes.unavailable}
            >
              {body}
            </Card>
          );
        })}
      </SimpleGrid>
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
