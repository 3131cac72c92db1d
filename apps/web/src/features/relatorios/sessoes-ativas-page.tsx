import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Stack, Tooltip } from '@mantine/core';
import IconPlugConnectedX from '@tabler/icons-react/dist/esm/icons/IconPlugConnectedX.mjs';
import type { SessaoAtiva, SessaoAtivaFiltro } from '@portal/shared/relatorios/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import {
  CadastroTable,
  EMPTY_CELL,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroTexto } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePermission } from '../../hooks/use-permission';
import { openConfirm } from '../../lib/confirm';
import { formatDateTime } from '../../lib/dates';
import { showSuccess } from '../../lib/notices';
import { endSessao, listSessoesAtivas, RELATORIOS_QUERY_KEY } from './relatorios-api';
import { RELATORIOS_LABELS as L } from './relatorios.labels';

type SortKey = 'inicio' | 'expira';

interface Filtros {
  usuario: string;
}

const SEM_FILTROS: Filtros = { usuario: '' };
const ORDEM_PADRAO: CadastroSort<SortKey> = { key: 'inicio', direction: 'desc' };
const QUERY_KEY = [...RELATORIOS_QUERY_KEY, 'sessoes'] as const;

const filtroOf = (f: Filtros): SessaoAtivaFiltro =>
  f.usuario.trim() ? { usuario: f.usuario.trim() } : {};

const COLUMNS: CadastroColumn<SessaoAtiva, SortKey>[] = [
  {
    label: L.nome,
    render: (s) =>
      s.propria ? (
        <>
          {s.nome}{' '}
          <Badge variant="light" size="sm">
            {L.propria}
          </Badge>
        </>
      ) : (
        s.nome
      ),
  },
  { label: L.login, render: (s) => s.username },
  { label: L.cliente, render: (s) => s.cliente ?? EMPTY_CELL },
  { label: L.endereco, isNowrap: true, render: (s) => s.ip ?? EMPTY_CELL },
  { label: L.navegador, render: (s) => s.dispositivo ?? EMPTY_CELL },
  { label: L.inicio, sortKey: 'inicio', isNowrap: true, render: (s) => formatDateTime(s.inicio) },
  { label: L.expira, sortKey: 'expira', isNowrap: true, render: (s) => formatDateTime(s.expira) },
];

/**
 * Sessões ativas (spec §2.4 relatorio/sessao-ativa, hidden in production): the sessions
 * neither ended nor expired; an administrator ends one at once (its token answers 401 from
 * the next request). A client's administrator sees its own users' sessions only.
 */
export default function SessoesAtivasPage() {
  const canConsult = usePermission('RELATORIO_SESSAO_ATIVA');
  const canEnd = usePermission('ADMINISTRACAO_USUARIOS_EDITAR');
  const queryClient = useQueryClient();
  const lista = usePagedList({
    queryKey: QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listSessoesAtivas(filtro, { page, size, sort: sortParamOf(sort) }),
    enabled: canConsult,
  });
  const end = useMutation({
    mutationFn: endSessao,
    onSuccess: async () => {
      showSuccess(L.encerrada);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
  });

  if (!canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  return (
    <Stack gap="md">
      <CadastroFiltros columns={2} maxWidth={700} onSearch={lista.search} onClear={lista.clear}>
        <FiltroTexto lista={lista} name="usuario" label={L.usuario} maxLength={100} />
      </CadastroFiltros>
      <CadastroTable
        label={L.listaSessoes}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(s) => s.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={1000}
        actionsWidth={80}
        actions={
          canEnd
            ? (sessao) =>
                sessao.propria ? null : (
                  <Tooltip label={L.encerrar}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={L.encerrarDe(sessao.nome)}
                      loading={end.isPending && end.variables === sessao.id}
                      onClick={() =>
                        openConfirm({
                          title: L.tituloEncerrar,
                          message: L.confirmarEncerrar(sessao.nome),
                          onConfirm: () => end.mutate(sessao.id),
                        })
                      }
                    >
                      <IconPlugConnectedX size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )
            : undefined
        }
      />
    </Stack>
  );
}
