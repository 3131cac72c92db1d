import { useQuery } from '@tanstack/react-query';
import { Loader, Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import {
  nomeDoPasso,
  PEDIDO_STATUS,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import { formatDateTime } from '../../lib/dates';
import { fetchHistorico, pedidoQueryKey } from './pedidos-api';
import { PEDIDO_LABELS as L } from './pedidos.labels';

const nomeStatus = (status: string | null) =>
  status ? (PEDIDO_STATUS[status as PedidoStatus] ?? status) : '';

/**
 * Every move of the order, oldest first: when, what, from which situation to which, who
 * (or the automatic dispatch) and why. Read again whenever the order changes (`versao`).
 */
export function PedidoHistorico({ protocolo, versao }: { protocolo: string; versao: string }) {
  const query = useQuery({
    queryKey: [...pedidoQueryKey(protocolo), 'historico', versao],
    queryFn: () => fetchHistorico(protocolo),
    placeholderData: (anterior) => anterior,
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="sm">
        {L.historico}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label="Carregando o histórico" />
      ) : !query.data?.length ? (
        <Text c="dimmed">{L.historicoVazio}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={720} aria-label={L.historico}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{L.quando}</Table.Th>
                <Table.Th>{L.passo}</Table.Th>
                <Table.Th>{L.de}</Table.Th>
                <Table.Th>{L.para}</Table.Th>
                <Table.Th>{L.quem}</Table.Th>
                <Table.Th>{L.justificativa}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((item, index) => (
                <Table.Tr key={`${item.em}:${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.em)}</Table.Td>
                  <Table.Td>{nomeDoPasso(item.acao)}</Table.Td>
                  <Table.Td>{nomeStatus(item.statusAnterior)}</Table.Td>
                  <Table.Td>{nomeStatus(item.status)}</Table.Td>
                  <Table.Td>{item.usuario ?? L.envioAutomatico}</Table.Td>
                  <Table.Td>{item.justificativa ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
