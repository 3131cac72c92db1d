import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Indicator,
  Paper,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconChecks from '@tabler/icons-react/dist/esm/icons/IconChecks.mjs';
import { formatData } from '@portal/shared/common/datas';
import type { Notificacao } from '@portal/shared/mensagens/schemas';
import {
  fetchNotificacoes,
  markMensagemRead,
  markAllMensagensRead,
  NOTIFICACOES_QUERY_KEY,
} from './mensagens-api';
import { MENSAGEM_LABELS as L } from './mensagens.labels';

/** How often the bell asks for new messages: once a minute, and when the window regains focus. */
export const NOTIFICACOES_INTERVALO_MS = 60_000;

/**
 * The top bar's notifications (spec §2.5, §3 qtdNotificacoes): a bell with the count of unread
 * messages; its popover lists the messages in force addressed to the user, each marked read on
 * its own or all at once (the read state is the user's, kept by the server).
 */
export function NotificacoesBell() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: NOTIFICACOES_QUERY_KEY,
    queryFn: fetchNotificacoes,
    refetchInterval: NOTIFICACOES_INTERVALO_MS,
    staleTime: NOTIFICACOES_INTERVALO_MS / 2,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICACOES_QUERY_KEY });
  const markRead = useMutation({ mutationFn: markMensagemRead, onSuccess: refresh });
  const markAllRead = useMutation({ mutationFn: markAllMensagensRead, onSuccess: refresh });

  // A phone's header is full: the bell takes a little less room there.
  const isPhone = useMediaQuery('(max-width: 36em)');
  const naoLidas = query.data?.qtdNotificacoes ?? 0;
  const mensagens = query.data?.mensagens ?? [];
  const label = L.notificacoesNaoLidas(naoLidas);

  return (
    <Popover width={360} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Tooltip label={label}>
          <Indicator
            label={naoLidas > 99 ? '99+' : naoLidas}
            size={16}
            color="red"
            disabled={naoLidas === 0}
            offset={4}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size={isPhone ? 'md' : 'lg'}
              aria-label={label}
            >
              <IconBell size={isPhone ? 18 : 20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={L.notificacoes} role="dialog">
        <Group justify="space-between" mb="xs" px={4}>
          <Text fw={600} size="sm">
            {L.notificacoes}
          </Text>
          {naoLidas > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconChecks size={14} aria-hidden />}
              loading={markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              {L.marcarTodas}
            </Button>
          )}
        </Group>
        {mensagens.length === 0 ? (
          <Text size="sm" c="dimmed" px={4} py="sm">
            {L.semNotificacoes}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {mensagens.map((m) => (
                <NotificacaoItem
                  key={m.id}
                  mensagem={m}
                  isMarking={markRead.isPending && markRead.variables === m.id}
                  onMarkRead={() => markRead.mutate(m.id)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificacaoItem({
  mensagem,
  isMarking,
  onMarkRead,
}: {
  mensagem: Notificacao;
  isMarking: boolean;
  onMarkRead: () => void;
}) {
  return (
    <Paper component="li" withBorder p="xs" bg={mensagem.lida ? undefined : 'blue.0'}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm">
              {mensagem.titulo}
            </Text>
            {!mensagem.lida && (
              <Badge size="xs" color="blue">
                {L.nova}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {mensagem.texto}
          </Text>
          <Text size="xs" c="dimmed">
            {formatData(mensagem.dataInicio)}
          </Text>
        </Stack>
        {!mensagem.lida && (
          <Tooltip label={L.marcarLida}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={L.marcarLidaDe(mensagem.titulo)}
              loading={isMarking}
              onClick={onMarkRead}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
}
