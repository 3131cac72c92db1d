import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Stack, Text, Tooltip } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { UF_TABELA, UFS, type Uf } from '@portal/shared/common/ufs';
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
import { FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { ufsDetransQuery } from '../../lib/lookups/ufs-detrans';
import { listDetrans, DETRANS_QUERY_KEY, type DetranFiltro } from './detrans-api';
import { DETRAN_LABELS as L } from './detrans.labels';
import { DetranFormModal, type DetranDialog } from './detran-form-modal';
import { useDetranAccess } from './use-detran-access';

interface Filtros {
  uf: string | null;
  nome: string;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { uf: null, nome: '', situacao: 'todos' };

function filtroOf(filtros: Filtros): DetranFiltro {
  return {
    ...(filtros.uf ? { uf: filtros.uf as Uf } : {}),
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
  const [dialog, setDialog] = useState<DetranDialog>(null);

  const ufsAtendidas = useQuery({
    ...ufsDetransQuery(),
    enabled: access.canConsult,
  });

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  const atendidas = new Set(ufsAtendidas.data?.map((item) => item.uf));
  const semDetranAtivo = UFS.filter((uf) => !atendidas.has(uf));

  return (
    <Stack gap="md">
      <CadastroFiltros gridCols={{ base: 1, sm: 3 }} onSearch={lista.search} onClear={lista.clear}>
        <FiltroUf lista={lista} name="uf" label={L.uf} placeholder={L.todas} withNames />
        <FiltroTexto lista={lista} name="nome" label={L.nome} maxLength={150} />
        <SituacaoSelect lista={lista} />
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
        {...pagedTableProps(lista)}
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
        failureMessage={L.falha}
        minWidth={900}
      />

      <DetranFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
