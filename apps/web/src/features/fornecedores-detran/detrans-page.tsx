import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Badge,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { UF_TABELA, ufOptions, UFS, type Uf } from '@portal/shared/common/ufs';
import { formatCnpj } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
import { PaginationBar } from '../../components/pagination-bar';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { EMPTY_CELL, CadastroEmptyRow } from '../../components/cadastro-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { ufsDetransQuery } from '../../lib/lookups/ufs-detrans';
import { consultarDetrans, DETRANS_QUERY_KEY, type DetranFiltro } from './detrans-api';
import { DETRAN_LABELS as L } from './detrans.labels';
import { DetranFormModal, type DetranDialog } from './detran-form-modal';
import { useDetranAccess } from './use-detran-access';

type Situacao = 'todos' | 'ativos' | 'inativos';

interface Filtros {
  uf: Uf | null;
  nome: string;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { uf: null, nome: '', situacao: 'todos' };

const UF_OPTIONS = ufOptions();

function filtroOf(filtros: Filtros): DetranFiltro {
  return {
    ...(filtros.uf ? { uf: filtros.uf } : {}),
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(filtros.situacao === 'todos' ? {} : { ativo: filtros.situacao === 'ativos' }),
  };
}

/**
 * Detrans (Parametrização): the 27 state registries, suppliers of type DETRAN. Listed in UF
 * order and paged by the server; each can be viewed and, with permission, edited (contacts,
 * CNPJ, the RJ fee flag, active). They are reference data: none is created or deleted here.
 */
export default function DetransPage() {
  const access = useDetranAccess();
  const lista = usePagedList({
    queryKey: DETRANS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => consultarDetrans(filtro, page, size),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<DetranDialog>(null);

  const ufsAtendidas = useQuery({
    ...ufsDetransQuery(),
    enabled: access.canConsult,
  });

  if (!access.canConsult) {
    return (
      <Alert color="orange" title="Atenção">
        {L.semPermissao}
      </Alert>
    );
  }

  const rows = lista.query.data?.content ?? [];
  const atendidas = new Set(ufsAtendidas.data?.map((item) => item.uf));
  const semDetranAtivo = UFS.filter((uf) => !atendidas.has(uf));

  return (
    <Stack gap="md">
      <CadastroFiltros gridCols={{ base: 1, sm: 3 }} onSearch={lista.search} onClear={lista.clear}>
        <Select
          label={L.uf}
          placeholder={L.todas}
          searchable
          clearable
          data={UF_OPTIONS}
          value={filtros.uf}
          onChange={(uf) => setFiltros({ ...filtros, uf: uf as Uf | null })}
        />
        <TextInput
          label={L.nome}
          maxLength={150}
          value={filtros.nome}
          onChange={(event) => setFiltros({ ...filtros, nome: event.currentTarget.value })}
        />
        <Select
          label={L.situacao}
          allowDeselect={false}
          data={[
            { value: 'todos', label: L.todos },
            { value: 'ativos', label: L.ativos },
            { value: 'inativos', label: L.inativos },
          ]}
          value={filtros.situacao}
          onChange={(situacao) =>
            setFiltros({ ...filtros, situacao: (situacao ?? 'todos') as Situacao })
          }
        />
      </CadastroFiltros>

      {ufsAtendidas.data &&
        (semDetranAtivo.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {L.semDetranAtivo(semDetranAtivo.join(', '))}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {L.todasAtendidas(UFS.length)}
          </Text>
        ))}

      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{L.uf}</Table.Th>
                <Table.Th>{L.nome}</Table.Th>
                <Table.Th>{L.cnpj}</Table.Th>
                <Table.Th>{L.email}</Table.Th>
                <Table.Th>{L.telefone}</Table.Th>
                <Table.Th>{L.taxaRj}</Table.Th>
                <Table.Th>{L.situacao}</Table.Th>
                <Table.Th w={100}>{L.acoes}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <CadastroEmptyRow
                  colSpan={8}
                  isLoading={lista.query.isPending}
                  failure={
                    lista.query.isError
                      ? { message: L.falha, onRetry: () => void lista.query.refetch() }
                      : null
                  }
                />
              )}
              {rows.map((detran) => (
                <Table.Tr key={detran.id}>
                  <Table.Td>
                    <Tooltip label={detran.uf ? UF_TABELA[detran.uf as Uf].nome : ''}>
                      <Text span fw={600} size="sm">
                        {detran.uf}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{detran.nome}</Text>
                    {detran.descricao && (
                      <Text size="xs" c="dimmed">
                        {detran.descricao}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {detran.cnpj ? formatCnpj(detran.cnpj) || detran.cnpj : EMPTY_CELL}
                  </Table.Td>
                  <Table.Td>{detran.email ?? EMPTY_CELL}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {detran.telefone ? maskTelefone(detran.telefone) : EMPTY_CELL}
                  </Table.Td>
                  <Table.Td>{detran.pagadorTaxaDetranRj ? 'Sim' : 'Não'}</Table.Td>
                  <Table.Td>
                    <Badge color={detran.ativo ? 'teal' : 'gray'} variant="light">
                      {detran.ativo ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={L.visualizar}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${L.visualizar} ${detran.nome}`}
                          onClick={() => setDialog({ mode: 'visualizar', id: detran.id })}
                        >
                          <IconEye size={18} />
                        </ActionIcon>
                      </Tooltip>
                      {access.canEdit && (
                        <Tooltip label={L.editar}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${L.editar} ${detran.nome}`}
                            onClick={() => setDialog({ mode: 'editar', id: detran.id })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PaginationBar
          isError={lista.query.isError}
          page={paging.page}
          size={paging.size}
          total={lista.query.data?.totalElements ?? 0}
          onChange={paging.setPaging}
        />
      </Paper>

      <DetranFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
