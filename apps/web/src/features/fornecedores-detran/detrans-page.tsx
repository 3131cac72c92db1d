import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { UF_TABELA, ufOptions, UFS, type Uf } from '@portal/shared/common/ufs';
import { formatCnpj } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
import type { Fornecedor } from '@portal/shared/fornecedores/schemas';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import { CadastroTable, EMPTY_CELL, type CadastroColumn } from '../../components/cadastro-table';
import { usePagedList } from '../../hooks/use-paged-list';
import { ufsDetransQuery } from '../../lib/lookups/ufs-detrans';
import { listDetrans, DETRANS_QUERY_KEY, type DetranFiltro } from './detrans-api';
import { DETRAN_LABELS as L } from './detrans.labels';
import { DetranFormModal, type DetranDialog } from './detran-form-modal';
import { useDetranAccess } from './use-detran-access';

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
    ...ativoOf(filtros.situacao),
  };
}

/** The list's columns, in UF order as the server sends them: no header sorts. */
const COLUMNS: CadastroColumn<Fornecedor>[] = [
  {
    label: L.uf,
    width: 60,
    render: (detran) => (
      <Tooltip label={detran.uf ? UF_TABELA[detran.uf as Uf].nome : ''}>
        <Text span fw={600} size="sm">
          {detran.uf}
        </Text>
      </Tooltip>
    ),
  },
  {
    label: L.nome,
    render: (detran) => (
      <>
        <Text size="sm">{detran.nome}</Text>
        {detran.descricao && (
          <Text size="xs" c="dimmed">
            {detran.descricao}
          </Text>
        )}
      </>
    ),
  },
  {
    label: L.cnpj,
    isNowrap: true,
    render: (detran) => (detran.cnpj ? formatCnpj(detran.cnpj) || detran.cnpj : EMPTY_CELL),
  },
  { label: L.email, render: (detran) => detran.email ?? EMPTY_CELL },
  {
    label: L.telefone,
    isNowrap: true,
    render: (detran) => (detran.telefone ? maskTelefone(detran.telefone) : EMPTY_CELL),
  },
  { label: L.taxaRj, render: (detran) => (detran.pagadorTaxaDetranRj ? 'Sim' : 'Não') },
  { label: L.situacao, render: (detran) => <SituacaoBadge ativo={detran.ativo} /> },
];

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
    fetchPage: (filtro, { page, size }) => listDetrans(filtro, page, size),
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
        <SituacaoSelect
          value={filtros.situacao}
          onChange={(situacao) => setFiltros({ ...filtros, situacao })}
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

      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        rows={lista.query.data?.content ?? []}
        rowKey={(detran) => detran.id}
        actions={(detran) => (
          // Reference data: edited, never deleted here.
          <CadastroRowActions
            name={detran.nome}
            onView={() => setDialog({ mode: 'visualizar', id: detran.id })}
            onEdit={access.canEdit ? () => setDialog({ mode: 'editar', id: detran.id }) : undefined}
          />
        )}
        actionsWidth={100}
        isLoading={lista.query.isPending}
        query={lista.query}
        failureMessage={L.falha}
        total={lista.query.data?.totalElements ?? 0}
        page={paging.page}
        size={paging.size}
        onPageChange={paging.setPaging}
        minWidth={900}
      />

      <DetranFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
