import { Badge, Stack } from '@mantine/core';
import {
  type UsuarioRelatorio,
  type UsuarioRelatorioFiltro,
} from '@portal/shared/relatorios/schemas';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import {
  USUARIO_STATUS,
  USUARIO_STATUS_CODIGOS,
  type UsuarioStatus,
} from '@portal/shared/usuarios/status';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import {
  CadastroTable,
  EMPTY_CELL,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroCliente } from '../../components/cliente-select';
import { FiltroSelect, FiltroTexto } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePermission } from '../../hooks/use-permission';
import { useIsRegistradora } from '../../hooks/use-is-registradora';
import { formatDateTime } from '../../lib/dates';
import { ReportExportButtons } from './export-buttons';
import { listUsuariosRelatorio, RELATORIOS_QUERY_KEY } from './relatorios-api';
import { RELATORIOS_LABELS as L } from './relatorios.labels';

type SortKey = 'nome' | 'username' | 'ultimoAcesso';

interface Filtros {
  usuario: string;
  perfil: string | null;
  status: string | null;
  clienteId: string | null;
}

const SEM_FILTROS: Filtros = { usuario: '', perfil: null, status: null, clienteId: null };
const ORDEM_PADRAO: CadastroSort<SortKey> = { key: 'nome', direction: 'asc' };

function filtroOf(f: Filtros): UsuarioRelatorioFiltro {
  return {
    ...(f.usuario.trim() ? { usuario: f.usuario.trim() } : {}),
    ...(f.perfil ? { perfil: f.perfil as PerfilCodigo } : {}),
    ...(f.status ? { status: f.status as UsuarioStatus } : {}),
    ...(f.clienteId ? { clienteId: f.clienteId } : {}),
  };
}

const PERFIL_OPTIONS = (Object.keys(PERFIS) as PerfilCodigo[])
  .filter((codigo) => PERFIS[codigo].ativo)
  .map((value) => ({ value, label: PERFIS[value].label }));
const STATUS_OPTIONS = USUARIO_STATUS_CODIGOS.map((value) => ({
  value,
  label: USUARIO_STATUS[value],
}));

const COR_DO_STATUS: Record<UsuarioStatus, string> = {
  ATIVO: 'teal',
  INATIVO: 'gray',
  BLOQUEADO: 'red',
  REMOVIDO: 'dark',
  PRE_CADASTRADO: 'blue',
};

const COLUMNS: CadastroColumn<UsuarioRelatorio, SortKey>[] = [
  { label: L.nome, sortKey: 'nome', render: (u) => u.nome },
  { label: L.login, sortKey: 'username', render: (u) => u.username },
  { label: L.email, render: (u) => u.email },
  { label: L.perfil, render: (u) => PERFIS[u.perfil as PerfilCodigo]?.label ?? u.perfil },
  {
    label: L.situacao,
    render: (u) => (
      <Badge color={COR_DO_STATUS[u.status]} variant="light" miw="max-content">
        {USUARIO_STATUS[u.status]}
      </Badge>
    ),
  },
  { label: L.organizacao, render: (u) => u.cliente ?? u.fornecedor ?? EMPTY_CELL },
  {
    label: L.ultimoAcesso,
    sortKey: 'ultimoAcesso',
    isNowrap: true,
    render: (u) => formatDateTime(u.ultimoAcesso) ?? L.nunca,
  },
];

/**
 * Relatório de usuários (spec §2.4 relatorio/usuarios): every user with profile, status,
 * client and last access, exported with a justification. A client's administrator sees its
 * own users only.
 */
export default function UsuariosRelatorioPage() {
  const canConsult = usePermission('RELATORIO_USUARIOS');
  const isRegistradora = useIsRegistradora();
  const lista = usePagedList({
    queryKey: [...RELATORIOS_QUERY_KEY, 'usuarios'],
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listUsuariosRelatorio(filtro, { page, size, sort: sortParamOf(sort) }),
    enabled: canConsult,
  });
  if (!canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  return (
    <Stack gap="md">
      <CadastroFiltros
        columns={isRegistradora ? 4 : 3}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroTexto lista={lista} name="usuario" label={L.usuario} maxLength={100} />
        <FiltroSelect
          lista={lista}
          name="perfil"
          label={L.perfil}
          data={PERFIL_OPTIONS}
          clearable
          searchable
          placeholder={L.todos}
        />
        <FiltroSelect
          lista={lista}
          name="status"
          label={L.situacao}
          data={STATUS_OPTIONS}
          clearable
          placeholder={L.todos}
        />
        {isRegistradora && <FiltroCliente lista={lista} label={L.cliente} enabled={canConsult} />}
      </CadastroFiltros>
      <ReportExportButtons relatorio="usuarios" filtro={lista.applied} />
      <CadastroTable
        label={L.listaUsuarios}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(u) => u.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={1000}
      />
    </Stack>
  );
}
