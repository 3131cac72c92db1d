import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconFileExport from '@tabler/icons-react/dist/esm/icons/IconFileExport.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconLockOpen from '@tabler/icons-react/dist/esm/icons/IconLockOpen.mjs';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { formatData, hojeEmBrasilia } from '@portal/shared/common/datas';
import { userDetailPath } from '@portal/shared/menu/rules';
import { PERFIL_CODIGOS, PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import {
  USUARIO_STATUS,
  USUARIO_STATUS_CODIGOS,
  type UsuarioStatus,
} from '@portal/shared/usuarios/status';
import {
  INTERVALOS_USUARIO,
  type IntervaloUsuario,
  type Usuario,
  type UsuarioFiltro,
  type UsuarioSortKey,
} from '@portal/shared/usuarios/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import {
  CadastroTable,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroCliente } from '../../components/cliente-select';
import { ExportJustificativaDialog } from '../../components/export-justificativa-dialog';
import { FiltroSelect, FiltroTexto } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { isRegistradoraUser } from '../../hooks/use-is-registradora';
import { useStoredUser } from '../../hooks/use-stored-user';
import { openConfirm } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import {
  exportUsuarios,
  listUsuarios,
  usuarioActions,
  USUARIOS_QUERY_KEY,
  type UsuarioAction,
} from './usuarios-api';
import { USUARIO_LABELS as L } from './usuarios.labels';

interface Filtros {
  nome: string;
  perfil: string | null;
  status: string | null;
  clienteId: string | null;
  intervalo: string | null;
}

const SEM_FILTROS: Filtros = {
  nome: '',
  perfil: null,
  status: null,
  clienteId: null,
  intervalo: null,
};

const CRIAR_URL = '/vbconnection/vbauto/administrativo/usuario/criar';

const DEFAULT_SORT: CadastroSort<UsuarioSortKey> = { key: 'nome', direction: 'asc' };

const PERFIL_OPTIONS = PERFIL_CODIGOS.filter((codigo) => PERFIS[codigo].ativo).map((codigo) => ({
  value: codigo,
  label: PERFIS[codigo].label,
}));
const STATUS_OPTIONS = USUARIO_STATUS_CODIGOS.map((status) => ({
  value: status,
  label: USUARIO_STATUS[status],
}));
const INTERVALO_OPTIONS = Object.entries(INTERVALOS_USUARIO).map(([value, label]) => ({
  value,
  label,
}));

const STATUS_COLORS: Record<UsuarioStatus, string> = {
  ATIVO: 'teal',
  INATIVO: 'gray',
  BLOQUEADO: 'red',
  REMOVIDO: 'dark',
  PRE_CADASTRADO: 'yellow',
};

function filtroOf(filtros: Filtros): UsuarioFiltro {
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(filtros.perfil ? { perfil: filtros.perfil as PerfilCodigo } : {}),
    ...(filtros.status ? { status: filtros.status as UsuarioStatus } : {}),
    ...(filtros.clienteId ? { clienteId: filtros.clienteId } : {}),
    ...(filtros.intervalo ? { intervalo: Number(filtros.intervalo) as IntervaloUsuario } : {}),
  };
}

const COLUMNS: readonly CadastroColumn<Usuario, UsuarioSortKey>[] = [
  { label: L.nome, sortKey: 'nome', render: (u) => u.nome },
  { label: L.username, sortKey: 'username', render: (u) => u.username },
  { label: L.email, sortKey: 'email', render: (u) => u.email },
  { label: L.perfil, sortKey: 'perfil', render: (u) => PERFIS[u.perfil].label },
  {
    label: L.organizacao,
    render: (u) => u.cliente?.nome ?? u.fornecedor?.nome ?? L.registradora,
  },
  {
    label: L.status,
    sortKey: 'status',
    render: (u) => (
      <Stack gap={2}>
        <Badge color={STATUS_COLORS[u.status]} variant="light" miw="max-content">
          {USUARIO_STATUS[u.status]}
        </Badge>
        {u.bloqueadoPorTentativas && (
          <Text size="xs" c="red">
            {L.bloqueadoTentativas}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    label: L.dataCadastro,
    sortKey: 'dataCadastro',
    isNowrap: true,
    // The day is enough in the list; the time is on the user's page.
    render: (u) => formatData(hojeEmBrasilia(new Date(u.dataCadastro))),
  },
];

interface RowAction {
  action: UsuarioAction;
  icon: typeof IconTrash;
  color?: string;
}

/** What may be done to a user in its status (the server refuses the rest anyway). */
function actionsFor(usuario: Usuario, selfId: string | undefined): RowAction[] {
  if (usuario.id === selfId || usuario.status === 'REMOVIDO') return [];
  const actions: RowAction[] = [];
  if (usuario.status === 'PRE_CADASTRADO') {
    actions.push({ action: 'aprovar', icon: IconCheck, color: 'teal' });
    actions.push({ action: 'reprovar', icon: IconX, color: 'red' });
    return actions;
  }
  if (usuario.aguardandoPrimeiroAcesso) {
    actions.push({ action: 'reenviarLink', icon: IconMailForward, color: 'blue' });
  }
  if (usuario.status === 'ATIVO') actions.push({ action: 'bloquear', icon: IconLock });
  if (usuario.status === 'BLOQUEADO' || usuario.bloqueadoPorTentativas) {
    actions.push({ action: 'desbloquear', icon: IconLockOpen });
  }
  actions.push({ action: 'remover', icon: IconTrash, color: 'red' });
  return actions;
}

/**
 * administrativo/usuario: the users the administrator manages (its client's or supplier's, or
 * all for the registradora), filtered, paged and sorted by the server, with the row actions its
 * permissions allow and the Excel export of the search after a justification.
 */
export default function UsuariosPage() {
  const user = useStoredUser();
  const roles = user?.roles ?? [];
  const canConsult =
    hasPermission(roles, 'ADMINISTRACAO_USUARIOS_CONSULTAR') ||
    hasPermission(roles, 'ADMINISTRACAO_USUARIOS_EDITAR');
  const canEdit = hasPermission(roles, 'ADMINISTRACAO_USUARIOS_EDITAR');
  const canExport = hasPermission(roles, 'EXPORTAR_USUARIOS');
  const isRegistradora = isRegistradoraUser(user);
  const queryClient = useQueryClient();
  const [isExporting, setIsExporting] = useState(false);

  const lista = usePagedList({
    queryKey: USUARIOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: DEFAULT_SORT,
    fetchPage: (filtro, { page, size }, sort) => listUsuarios(filtro, { page, size, sort }),
    enabled: canConsult,
  });

  const act = useMutation({
    mutationFn: ({ action, id }: { action: UsuarioAction; id: string }) =>
      usuarioActions[action](id),
    onSuccess: async (_, { action }) => {
      showSuccess(L.sucesso[action]);
      await refreshQueries(queryClient, [USUARIOS_QUERY_KEY]);
    },
  });

  if (!user || !canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function confirmAcao(action: UsuarioAction, usuario: Usuario) {
    openConfirm({
      title: L.titulos[action],
      message: L.confirmar[action](usuario.nome),
      onConfirm: () => act.mutate({ action, id: usuario.id }),
    });
  }

  const tableProps = pagedTableProps(lista);

  return (
    <Stack gap="md">
      <CadastroFiltros onSearch={lista.search} onClear={lista.clear} columns={5}>
        <FiltroTexto
          lista={lista}
          name="nome"
          label={L.nome}
          placeholder={L.buscaPlaceholder}
          maxLength={150}
        />
        <FiltroSelect
          lista={lista}
          name="perfil"
          label={L.perfil}
          clearable
          data={PERFIL_OPTIONS}
        />
        <FiltroSelect
          lista={lista}
          name="status"
          label={L.status}
          clearable
          data={STATUS_OPTIONS}
        />
        {isRegistradora && <FiltroCliente lista={lista} label={L.cliente} />}
        <FiltroSelect
          lista={lista}
          name="intervalo"
          label={L.intervalo}
          clearable
          data={INTERVALO_OPTIONS}
        />
      </CadastroFiltros>

      {(canEdit || canExport) && (
        <Group justify="flex-end">
          {canExport && (
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              disabled={tableProps.total === 0}
              onClick={() => setIsExporting(true)}
            >
              {L.exportar}
            </Button>
          )}
          {canEdit && (
            <Button component={Link} to={CRIAR_URL} leftSection={<IconUserPlus size={16} />}>
              {L.cadastrar}
            </Button>
          )}
        </Group>
      )}

      <CadastroTable
        label={L.tabela}
        columns={COLUMNS}
        {...tableProps}
        rowKey={(u) => u.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={1000}
        actionsWidth={220}
        actions={(usuario) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={canEdit ? L.acoes.editar : L.acoes.visualizar}>
              {/* A link: it opens the user's page (the dialogs are the other actions). */}
              <ActionIcon
                component={Link}
                to={userDetailPath(user, usuario.id)}
                variant="subtle"
                aria-label={`${canEdit ? L.acoes.editar : L.acoes.visualizar} ${usuario.nome}`}
              >
                {canEdit ? <IconPencil size={18} /> : <IconEye size={18} />}
              </ActionIcon>
            </Tooltip>
            {canEdit &&
              actionsFor(usuario, user.id).map(({ action, icon: Icon, color }) => (
                <Tooltip key={action} label={L.acoes[action]}>
                  <ActionIcon
                    variant="subtle"
                    color={color}
                    aria-label={`${L.acoes[action]} ${usuario.nome}`}
                    onClick={() => confirmAcao(action, usuario)}
                  >
                    <Icon size={18} />
                  </ActionIcon>
                </Tooltip>
              ))}
          </Group>
        )}
      />

      <ExportJustificativaDialog
        opened={isExporting}
        onClose={() => setIsExporting(false)}
        title={L.tituloExportar}
        onExport={(justificativa) => exportUsuarios(lista.applied, justificativa)}
      />
    </Stack>
  );
}
