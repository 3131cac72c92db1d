import { useMutation } from '@tanstack/react-query';
import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { EXPORT_FORMATO_LABELS, EXPORTACAO_RECURSOS } from '@portal/shared/common/exportacao';
import type { Exportacao, ExportacaoPage } from '@portal/shared/exportacoes/schemas';
import {
  CadastroTable,
  EMPTY_CELL,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { ExportacaoSituacaoBadge } from '../../components/exportacao-situacao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { formatDateTime } from '../../lib/dates';
import { showSuccess } from '../../lib/notices';
import { formatTamanho } from '../../lib/tamanho';
import { downloadExportacao, EXPORTACOES_QUERY_KEY, listExportacoes } from './exportacoes-api';
import { EXPORTACOES_LABELS as L } from './exportacoes.labels';

/** While one is queued or being generated, the list looks again this often (ms). */
const ACOMPANHAMENTO_MS = 3_000;

const pollIntervalOf = (page: ExportacaoPage | undefined) =>
  page?.content.some((e) => e.situacao === 'AGUARDANDO' || e.situacao === 'GERANDO')
    ? ACOMPANHAMENTO_MS
    : false;

const ORDEM_PADRAO: CadastroSort<'createdAt'> = { key: 'createdAt', direction: 'desc' };

const COLUMNS: CadastroColumn<Exportacao, 'createdAt'>[] = [
  {
    label: L.pedidaEm,
    sortKey: 'createdAt',
    isNowrap: true,
    render: (e) => formatDateTime(e.createdAt),
  },
  { label: L.protocolo, isNowrap: true, render: (e) => e.protocolo },
  { label: L.dados, render: (e) => EXPORTACAO_RECURSOS[e.recurso] ?? e.recurso },
  {
    label: L.formato,
    isNowrap: true,
    render: (e) => EXPORT_FORMATO_LABELS[e.formato] ?? e.formato,
  },
  {
    label: L.registros,
    align: 'right',
    render: (e) => e.quantidadeRegistros.toLocaleString('pt-BR'),
  },
  {
    label: L.situacao,
    render: (e) => <ExportacaoSituacaoBadge situacao={e.situacao} mensagem={e.mensagem} />,
  },
  {
    label: L.tamanho,
    align: 'right',
    isNowrap: true,
    render: (e) => (e.tamanho === null ? EMPTY_CELL : formatTamanho(e.tamanho)),
  },
  {
    label: L.disponivelAte,
    isNowrap: true,
    render: (e) => (e.situacao === 'CONCLUIDA' ? formatDateTime(e.expiraEm) : EMPTY_CELL),
  },
];

/**
 * Minhas Exportações: the exports the user asked that were too large to download at once
 * (spec §2.8, export result), their state, followed on its own while one is being
 * generated, and the file to download once ready. Every logged-in user has the page; each
 * sees only their own exports.
 */
export default function ExportacoesPage() {
  const lista = usePagedList({
    queryKey: EXPORTACOES_QUERY_KEY,
    emptyFilters: {},
    filterOf: () => ({}),
    initialSort: ORDEM_PADRAO,
    fetchPage: (_filtro, { page, size }, sort, flags) =>
      listExportacoes(page, size, sortParamOf(sort), flags),
    refetchInterval: pollIntervalOf,
  });
  const download = useMutation({
    mutationFn: (e: Exportacao) => downloadExportacao(e.protocolo),
    onSuccess: (_, e) => showSuccess(L.baixando(e.protocolo)),
  });

  return (
    <Stack gap="md">
      <Text size="sm">{L.introducao}</Text>
      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(e) => e.protocolo}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={900}
        actionsWidth={80}
        actions={(e) =>
          e.situacao === 'CONCLUIDA' ? (
            <Tooltip label={L.baixar}>
              <ActionIcon
                variant="subtle"
                aria-label={L.baixarProtocolo(e.protocolo)}
                loading={download.isPending && download.variables?.protocolo === e.protocolo}
                onClick={() => download.mutate(e)}
              >
                <IconDownload size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
      />
    </Stack>
  );
}
