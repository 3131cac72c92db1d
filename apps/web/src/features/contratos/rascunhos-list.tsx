import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { RascunhoResumo } from '@portal/shared/contratos/rascunho-schemas';
import { CadastroTable, type CadastroColumn } from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { formatDateTime } from '../../lib/dates';
import { deleteRascunho, listRascunhos, RASCUNHOS_QUERY_KEY } from './contratos-api';
import { contratoInserirUrl } from './contratos-urls';
import { CONTRATO_LABELS as L } from './contratos.labels';

const COLUMNS: readonly CadastroColumn<RascunhoResumo>[] = [
  {
    label: L.numeroContrato,
    render: (rascunho) => (
      <>
        <Text size="sm" fw={600}>
          {rascunho.numeroContrato ?? L.semNumero}
        </Text>
        <Text size="xs" c="dimmed">
          {rascunho.modo === 2 ? L.modoAditivo : L.modoContrato}
        </Text>
      </>
    ),
  },
  { label: L.secoes.devedor, render: (rascunho) => rascunho.devedor ?? L.semDevedor },
  {
    label: L.chassi,
    render: (rascunho) => (
      <Box component="span" ff="monospace">
        {rascunho.chassi ?? L.semChassi}
      </Box>
    ),
  },
];
const CLIENTE_COLUMN: CadastroColumn<RascunhoResumo> = {
  label: L.cliente,
  render: (rascunho) => rascunho.cliente.nomeFantasia,
};
const ALTERADO_COLUMN: CadastroColumn<RascunhoResumo> = {
  label: L.alteradoEm,
  render: (rascunho) => (
    <>
      {formatDateTime(rascunho.updatedAt)} {L.por} {rascunho.usuario.nome}
    </>
  ),
};

/** The columns; a registradora user's drafts are of every client, so they name theirs. */
function columnsFor(isRegistradora: boolean): CadastroColumn<RascunhoResumo>[] {
  return [...COLUMNS, ...(isRegistradora ? [CLIENTE_COLUMN] : []), ALTERADO_COLUMN];
}

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
    <CadastroTable
      label={L.rascunhos}
      columns={columnsFor(isRegistradora)}
      rows={rows}
      rowKey={(rascunho) => rascunho.id}
      isLoading={false}
      minWidth={640}
      actions={(rascunho) => (
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
      )}
    />
  );
}
