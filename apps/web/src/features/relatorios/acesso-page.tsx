import { Badge, Stack } from '@mantine/core';
import {
  EVENTO_ACESSO_TIPOS,
  EVENTO_ACESSO_TIPO_CODIGOS,
  type EventoAcesso,
  type EventoAcessoFiltro,
} from '@portal/shared/relatorios/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { CadastroTable, EMPTY_CELL, type CadastroColumn } from '../../components/cadastro-table';
import { FiltroSelect, FiltroTexto } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePermission } from '../../hooks/use-permission';
import { formatDateTime } from '../../lib/dates';
import { ReportExportButtons } from './export-buttons';
import { listEventosAcesso, RELATORIOS_QUERY_KEY } from './relatorios-api';
import { RELATORIOS_LABELS as L } from './relatorios.labels';

interface Filtros {
  usuario: string;
  tipo: string | null;
  dataInicial: string;
  dataFinal: string;
}

const SEM_FILTROS: Filtros = { usuario: '', tipo: null, dataInicial: '', dataFinal: '' };

function filtroOf(f: Filtros): EventoAcessoFiltro {
  return {
    ...(f.usuario.trim() ? { usuario: f.usuario.trim() } : {}),
    ...(f.tipo ? { tipo: f.tipo as EventoAcessoFiltro['tipo'] } : {}),
    ...(f.dataInicial ? { dataInicial: f.dataInicial } : {}),
    ...(f.dataFinal ? { dataFinal: f.dataFinal } : {}),
  };
}

const TIPO_OPTIONS = EVENTO_ACESSO_TIPO_CODIGOS.map((value) => ({
  value,
  label: EVENTO_ACESSO_TIPOS[value],
}));

const COR_DO_TIPO: Record<EventoAcesso['tipo'], string> = {
  LOGIN: 'teal',
  LOGOUT: 'gray',
  FALHA: 'orange',
  RECUSADO_TENTATIVAS: 'orange',
  BLOQUEIO_TENTATIVAS: 'red',
  BLOQUEIO: 'red',
  DESBLOQUEIO: 'blue',
  SENHA_ALTERADA: 'blue',
  SENHA_REDEFINIDA: 'blue',
  FALHA_DUAS_ETAPAS: 'orange',
  DUAS_ETAPAS_ATIVADA: 'teal',
  DUAS_ETAPAS_DESATIVADA: 'gray',
  DUAS_ETAPAS_DESATIVADA_ADMIN: 'orange',
  CODIGOS_RECUPERACAO_GERADOS: 'blue',
  RECUSADO_SITUACAO: 'red',
  SESSAO_ENCERRADA_ADMIN: 'gray',
};

const COLUMNS: CadastroColumn<EventoAcesso>[] = [
  { label: L.dataHora, isNowrap: true, render: (e) => formatDateTime(e.em) },
  {
    label: L.tipo,
    render: (e) => (
      <Badge color={COR_DO_TIPO[e.tipo]} variant="light" miw="max-content">
        {EVENTO_ACESSO_TIPOS[e.tipo]}
      </Badge>
    ),
  },
  { label: L.login, render: (e) => e.username },
  { label: L.nome, render: (e) => e.nome ?? EMPTY_CELL },
  { label: L.endereco, isNowrap: true, render: (e) => e.ip },
  { label: L.navegador, render: (e) => e.dispositivo ?? EMPTY_CELL },
];

/**
 * Relatório de acessos (spec §2.4 relatorio/acesso, hidden in production): every login,
 * failure, lock and logout, newest first, filtered by period, user and kind, and exported
 * with a justification. A client's administrator sees its own users' events only.
 */
export default function AcessoPage() {
  const canConsult = usePermission('RELATORIO_ACESSO');
  const lista = usePagedList({
    queryKey: [...RELATORIOS_QUERY_KEY, 'acesso'],
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => listEventosAcesso(filtro, { page, size }),
    enabled: canConsult,
  });
  if (!canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  return (
    <Stack gap="md">
      <CadastroFiltros columns={4} onSearch={lista.search} onClear={lista.clear}>
        <FiltroTexto lista={lista} name="usuario" label={L.usuario} maxLength={100} />
        <FiltroSelect
          lista={lista}
          name="tipo"
          label={L.tipo}
          data={TIPO_OPTIONS}
          clearable
          placeholder={L.todos}
        />
        <FiltroTexto lista={lista} name="dataInicial" label={L.dataInicial} type="date" />
        <FiltroTexto lista={lista} name="dataFinal" label={L.dataFinal} type="date" />
      </CadastroFiltros>
      <ReportExportButtons relatorio="acesso" filtro={lista.applied} />
      <CadastroTable
        label={L.listaAcessos}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(e) => e.id}
        minWidth={900}
      />
    </Stack>
  );
}
