import { useQuery } from '@tanstack/react-query';
import { Loader, Paper, Text, Timeline, Title } from '@mantine/core';
import {
  nomeDoPasso,
  PEDIDO_STATUS,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import { refreshFlags, useShownSince } from '../../lib/background-refresh';
import { formatDateTime } from '../../lib/dates';
import { fetchHistorico, pedidoQueryKey } from './pedidos-api';
import { PEDIDO_LABELS as L } from './pedidos.labels';

const nomeStatus = (status: string | null) =>
  status ? (PEDIDO_STATUS[status as PedidoStatus] ?? status) : '';

/** A Detran's reasons kept with a step (`detalhes.motivos`), as the person reads them. */
function motivosDe(detalhes: Record<string, unknown> | null): string[] {
  const motivos = detalhes?.motivos;
  if (!Array.isArray(motivos)) return [];
  return motivos.flatMap((motivo: unknown) => {
    if (typeof motivo !== 'object' || motivo === null) return [];
    const { codigo, mensagem } = motivo as { codigo?: unknown; mensagem?: unknown };
    return typeof mensagem === 'string' ? [`${String(codigo ?? '')}: ${mensagem}`] : [];
  });
}

/** Red for a refusal, teal for a registration, the theme's blue for the rest. */
function corDoPasso(status: string): string | undefined {
  if (status === 'NAO_REGISTRADO') return 'red';
  if (status === 'REGISTRADO') return 'teal';
  return undefined;
}

/**
 * Every move of the order as a timeline, oldest first: when, what, from which situation to
 * which, who (or the automatic dispatch), why, and the Detran's reasons of a refusal. Read again
 * whenever the order changes (`versao`).
 */
export function PedidoHistorico({ protocolo, versao }: { protocolo: string; versao: string }) {
  const since = useShownSince();
  const query = useQuery({
    queryKey: [...pedidoQueryKey(protocolo), 'historico', versao],
    // A new version (the poll saw the order change) replaces the timeline on screen.
    queryFn: ({ client }) =>
      fetchHistorico(
        protocolo,
        refreshFlags(client, [...pedidoQueryKey(protocolo), 'historico'], { since }),
      ),
    placeholderData: (anterior) => anterior,
  });
  return (
    <Paper component="section" aria-labelledby="pedido-historico" withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="md" id="pedido-historico">
        {L.historico}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label="Carregando o histórico" />
      ) : !query.data?.length ? (
        <Text c="dimmed">{L.historicoVazio}</Text>
      ) : (
        <Timeline
          active={query.data.length - 1}
          bulletSize={16}
          lineWidth={2}
          role="list"
          aria-label={L.historico}
        >
          {query.data.map((item, index) => {
            const de = nomeStatus(item.statusAnterior);
            const para = nomeStatus(item.status);
            return (
              <Timeline.Item
                key={`${item.em}:${index}`}
                role="listitem"
                color={corDoPasso(item.status)}
                title={
                  <Text component="span" fw={600}>
                    {nomeDoPasso(item.acao)}
                  </Text>
                }
              >
                <Text size="sm">{de ? `${de} → ${para}` : para}</Text>
                <Text size="sm" c="dimmed">
                  {`${formatDateTime(item.em)} · `}
                  <span>{item.usuario ?? L.envioAutomatico}</span>
                </Text>
                {item.justificativa && (
                  <Text size="sm">{`${L.justificativa}: ${item.justificativa}`}</Text>
                )}
                {motivosDe(item.detalhes).map((motivo) => (
                  <Text size="sm" c="red.8" key={motivo}>
                    {motivo}
                  </Text>
                ))}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
