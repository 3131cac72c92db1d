import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RascunhoResumo } from '@portal/shared/contratos/rascunho-schemas';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { formatDateTime } from '../../lib/dates';
import { deleteRascunho, listRascunhos, RASCUNHOS_QUERY_KEY } from './contratos-api';
import { contratoInserirUrl } from './contratos-urls';
import { CONTRATO_LABELS as L } from './contratos.labels';

/**
 * The client's drafts, the most recent first: 'Retomar' opens the form on one (mode 3),
 * 'Excluir' drops it after a confirmation. Colleagues of one client share their drafts.
 */
export function RascunhosList({ isRegistradora }: { isRegistradora: boolean }) {
  const rascunhos = useQuery({ queryKey: RASCUNHOS_QUERY_KEY, queryFn: listRascunhos });
  const confirmDelete = useConfirmedDelete<string>({
    remove: deleteRascunho,
    queryKey: RASCUNHOS_QUERY_KEY,
    title: L.excluirRascunho,
    successMessage: L.rascunhoExcluido,
  });
  const rows: RascunhoResumo[] = rascunhos.data ?? [];
  // A failure is told by the global notice; the cards above still work.
  if (!rascunhos.isSuccess) return rascunhos.isPending ? <Loader size="sm" /> : null;
  if (rows.length === 0) {
    return <Text c="dimmed">{L.rascunhosVazio}</Text>;
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={L.rascunhos}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L.numeroContrato}</Table.Th>
              <Table.Th>{L.secoes.devedor}</Table.Th>
              <Table.Th>{L.chassi}</Table.Th>
              {isRegistradora && <Table.Th>{L.cliente}</Table.Th>}
              <Table.Th>{L.alteradoEm}</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((rascunho) => (
              <Table.Tr key={rascunho.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {rascunho.numeroContrato ?? L.semNumero}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {rascunho.modo === 2 ? L.modoAditivo : L.modoContrato}
                  </Text>
                </Table.Td>
                <Table.Td>{rascunho.devedor ?? L.semDevedor}</Table.Td>
                <Table.Td ff="monospace">{rascunho.chassi ?? L.semChassi}</Table.Td>
                {isRegistradora && <Table.Td>{rascunho.cliente.nomeFantasia}</Table.Td>}
                <Table.Td>
                  {formatDateTime(rascunho.updatedAt)} {L.por} {rascunho.usuario.nome}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      component={Link}
                      to={contratoInserirUrl({ rascunho: rascunho.id })}
                      size="compact-sm"
                      variant="light"
                    >
                      {L.retomar}{' '}
                      <VisuallyHidden component="span">
                        {rascunho.numeroContrato ?? L.semNumero}
                      </VisuallyHidden>
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => confirmDelete(rascunho.id, L.confirmarExclusao)}
                    >
                      {L.excluirRascunho}{' '}
                      <VisuallyHidden component="span">
                        {rascunho.numeroContrato ?? L.semNumero}
                      </VisuallyHidden>
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
