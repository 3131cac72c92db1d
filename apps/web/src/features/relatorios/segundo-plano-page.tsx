import { Stack, Text } from '@mantine/core';
import {
  EXPORT_FORMATO_LABELS,
  EXPORTACAO_RECURSOS,
  EXPORTACAO_SITUACAO_CODIGOS,
  EXPORTACAO_SITUACOES,
  type ExportacaoSituacao,
} from '@portal/shared/common/exportacao';
import type {
  ExportacaoSegundoPlano,
  ExportacaoSegundoPlanoFiltro,
} from '@portal/shared/relatorios/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import {
  CadastroTable,
  EMPTY_CELL,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { ExportacaoSituacaoBadge } from '../../components/exportacao-situacao';
import { FiltroSelect, FiltroTexto } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePermission } from '../../hooks/use-permission';
import { formatDateTime } from '../../lib/dates';
import { listExportacoesSegundoPlano, RELATORIOS_QUERY_KEY } from './relatorios-api';
import { RELATORIOS_LABELS as L } from './relatorios.labels';

interface Filtros {
  usuario: string;
  situacao: string | null;
  dataInicial: string;
  dataFinal: string;
}

const SEM_FILTROS: Filtros = { usuario: '', situacao: null, dataInicial: '', dataFinal: '' };
const ORDEM_PADRAO: CadastroSort<'createdAt'> = { key: 'createdAt', direction: 'desc' };
const QUERY_KEY = [...RELATORIOS_QUERY_KEY, 'segundo-plano'] as const;

function filtroOf(f: Filtros): ExportacaoSegundoPlanoFiltro {
  return {
    ...(f.usuario.trim() ? { usuario: f.usuario.trim() } : {}),
    ...(f.situacao ? { situacao: f.situacao as ExportacaoSituacao } : {}),
    ...(f.dataInicial ? { dataInicial: f.dataInicial } : {}),
    ...(f.dataFinal ? { dataFinal: f.dataFinal } : {}),
  };
}

const SITUACAO_OPTIONS = EXPORTACAO_SITUACAO_CODIGOS.map((value) => ({
  value,
  label: EXPORTACAO_SITUACOES[value],
}));

const COLUMNS: CadastroColumn<ExportacaoSegundoPlano, 'createdAt'>[] = [
  {
    label: L.pedidaEm,
    sortKey: 'createdAt',
    isNowrap: true,
    render: (e) => formatDateTime(e.createdAt),
  },
  { label: L.protocolo, isNowrap: true, render: (e) => e.protocolo },
  {
    label: L.pedidaPor,
    render: (e) => (
      <>
        {e.nome}
        <Text size="xs" c="dimmed">
          {e.username}
          {e.cliente || e.fornecedor ? ` · ${e.cliente ?? e.fornecedor}` : ''}
        </Text>
      </>
    ),
  },
  {
    label: L.dados,
    render: (e) =>
      `${EXPORTACAO_RECURSOS[e.recurso] ?? e.recurso} (${EXPORT_FORMATO_LABELS[e.formato] ?? e.formato})`,
  },
  {
    label: L.registros,
    align: 'right',
    render: (e) => e.quantidadeRegistros.toLocaleString('pt-BR'),
  },
  {
    label: L.justificativa,
    render: (e) => (
      <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {e.justificativa || EMPTY_CELL}
      </Text>
    ),
  },
  {
    label: L.situacao,
    render: (e) => <ExportacaoSituacaoBadge situacao={e.situacao} mensagem={e.mensagem} />,
  },
  {
    label: L.concluidaEm,
    isNowrap: true,
    render: (e) => formatDateTime(e.concluidaEm) ?? EMPTY_CELL,
  },
];

/**
 * Exportações em segundo plano (spec §2.4 relatorio/segundo-plano, hidden in production): every
 * export too large to send at once, of every user the caller follows (the registradora's
 * everyone's, a client's administrator the client's), with who asked, what, why (the audit's
 * justification) and how it ended. The files stay with their requesters.
 */
export default function SegundoPlanoPage() {
  const canConsult = usePermission('RELATORIO_SEGUNDO_PLANO');
  const lista = usePagedList({
    queryKey: QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listExportacoesSegundoPlano(filtro, { page, size, sort: sortParamOf(sort) }),
    enabled: canConsult,
  });

  if (!canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  return (
    <Stack gap="md">
      <Text size="sm">{L.introducaoSegundoPlano}</Text>
      <CadastroFiltros columns={4} onSearch={lista.search} onClear={lista.clear}>
        <FiltroTexto lista={lista} name="usuario" label={L.usuario} maxLength={100} />
        <FiltroSelect
          lista={lista}
          name="situacao"
          label={L.situacao}
          data={SITUACAO_OPTIONS}
          clearable
          placeholder={L.todas}
        />
        <FiltroTexto lista={lista} name="dataInicial" label={L.dataInicial} type="date" />
        <FiltroTexto lista={lista} name="dataFinal" label={L.dataFinal} type="date" />
      </CadastroFiltros>
      <CadastroTable
        label={L.listaSegundoPlano}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(e) => e.protocolo}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={1100}
      />
    </Stack>
  );
}
