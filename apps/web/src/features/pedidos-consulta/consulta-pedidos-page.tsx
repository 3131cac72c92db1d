import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { formatCpfCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskCpfCnpj } from '@portal/shared/common/masks';
import {
  CANAIS,
  pedidoConsultaFiltroSchema,
  type Canal,
  type PedidoConsultaFiltro,
  type PedidoConsultaItem,
  type PedidoConsultaSortKey,
} from '@portal/shared/contratos/consulta-schemas';
import { PEDIDO_STATUS, type PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import { OPERACOES, type Operacao } from '@portal/shared/contratos/schemas';
import { pedidoUrl } from '@portal/shared/menu/urls';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import {
  CadastroTable,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { ClienteSelect } from '../../components/cliente-select';
import { ExportJustificativaDialog } from '../../components/export-justificativa-dialog';
import { FiltroSelect, FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { usePagedList } from '../../hooks/use-paged-list';
import { formatDateTime } from '../../lib/dates';
import { agentesFinanceirosOfClienteQuery } from '../../lib/lookups/agentes-financeiros-of-cliente';
import { useResultadoExportacao } from '../../components/exportacao-resultado';
import { searchPedidos, exportPedidos, PEDIDOS_CONSULTA_QUERY_KEY } from './pedidos-consulta-api';
import { CONSULTA_LABELS as L } from './pedidos-consulta.labels';
import { isRegistradoraUser } from '../../hooks/use-is-registradora';
import { useStoredUser } from '../../hooks/use-stored-user';

/** The filters as typed (text as shown, a select's value or null). */
interface Filtros {
  chassi: string;
  placa: string;
  numeroContrato: string;
  numeroAditivo: string;
  numeroGravame: string;
  protocolo: string;
  devedorCpfCnpj: string;
  devedorNome: string;
  clienteId: string | null;
  agenteFinanceiroId: string | null;
  operacao: string | null;
  status: string | null;
  codigoRetorno: string;
  imagem: string | null;
  canal: string | null;
  uf: string | null;
  dataCadastroInicial: string;
  dataCadastroFinal: string;
}

const SEM_FILTROS: Filtros = {
  chassi: '',
  placa: '',
  numeroContrato: '',
  numeroAditivo: '',
  numeroGravame: '',
  protocolo: '',
  devedorCpfCnpj: '',
  devedorNome: '',
  clienteId: null,
  agenteFinanceiroId: null,
  operacao: null,
  status: null,
  codigoRetorno: '',
  imagem: null,
  canal: null,
  uf: null,
  dataCadastroInicial: '',
  dataCadastroFinal: '',
};

const ORDEM_PADRAO: CadastroSort<PedidoConsultaSortKey> = {
  key: 'dataCadastro',
  direction: 'desc',
};

const texto = (value: string) => (value.trim() ? value.trim() : undefined);

/** The typed filters as the API takes them: blanks left out (the schema then checks them). */
export function filtroOf(f: Filtros): PedidoConsultaFiltro {
  const filtro = {
    chassi: texto(f.chassi),
    placa: texto(f.placa),
    numeroContrato: texto(f.numeroContrato),
    numeroAditivo: texto(f.numeroAditivo),
    numeroGravame: texto(f.numeroGravame),
    protocolo: texto(f.protocolo),
    devedorCpfCnpj: texto(normalizeDocumento(f.devedorCpfCnpj)),
    devedorNome: texto(f.devedorNome),
    clienteId: f.clienteId ?? undefined,
    agenteFinanceiroId: f.agenteFinanceiroId ?? undefined,
    operacao: f.operacao ? (Number(f.operacao) as 1 | 2 | 3 | 4) : undefined,
    status: (f.status ?? undefined) as PedidoStatus | undefined,
    codigoRetorno: texto(f.codigoRetorno),
    imagemRecebida: f.imagem ? f.imagem === 'sim' : undefined,
    canal: (f.canal ?? undefined) as Canal | undefined,
    uf: (f.uf ?? undefined) as PedidoConsultaFiltro['uf'],
    dataCadastroInicial: texto(f.dataCadastroInicial),
    dataCadastroFinal: texto(f.dataCadastroFinal),
  };
  return Object.fromEntries(
    Object.entries(filtro).filter(([, value]) => value !== undefined),
  ) as PedidoConsultaFiltro;
}

/** Each filter's first message, by the filter's name, when the shared schema refuses them. */
function errosOf(filtro: PedidoConsultaFiltro): Partial<Record<keyof Filtros, string>> {
  const parsed = pedidoConsultaFiltroSchema.safeParse(filtro);
  if (parsed.success) return {};
  const erros: Partial<Record<keyof Filtros, string>> = {};
  for (const issue of parsed.error.issues) {
    const campo = String(issue.path[0]) as keyof Filtros;
    erros[campo] ??= issue.message;
  }
  return erros;
}

const OPERACAO_OPCOES = Object.entries(OPERACOES).map(([value, label]) => ({ value, label }));
const STATUS_OPCOES = Object.entries(PEDIDO_STATUS).map(([value, label]) => ({ value, label }));
const CANAL_OPCOES = Object.entries(CANAIS).map(([value, label]) => ({ value, label }));

function columnsFor(
  showCliente: boolean,
): CadastroColumn<PedidoConsultaItem, PedidoConsultaSortKey>[] {
  return [
    {
      label: L.protocolo,
      sortKey: 'protocolo',
      isNowrap: true,
      render: (p) => (
        <Anchor
          component={Link}
          to={pedidoUrl(p.protocolo)}
          aria-label={L.abrirPedido(p.protocolo)}
        >
          {p.protocolo}
        </Anchor>
      ),
    },
    {
      label: L.dataCadastro,
      sortKey: 'dataCadastro',
      isNowrap: true,
      render: (p) => formatDateTime(p.dataCadastro),
    },
    { label: L.operacao, render: (p) => OPERACOES[p.operacao as Operacao] },
    { label: L.status, sortKey: 'status', render: (p) => PEDIDO_STATUS[p.status] },
    { label: L.uf, sortKey: 'uf', width: 60, render: (p) => p.uf },
    ...(showCliente ? [{ label: L.cliente, render: (p: PedidoConsultaItem) => p.cliente }] : []),
    { label: L.numeroContrato, sortKey: 'numeroContrato', render: (p) => p.numeroContrato },
    {
      label: L.chassis,
      isNowrap: true,
      render: (p) =>
        p.chassis.length > 1 ? `${p.chassis[0]} (+${p.chassis.length - 1})` : p.chassis[0],
    },
    {
      label: L.devedor,
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.devedorNome}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatCpfCnpj(p.devedorCpfCnpj) || p.devedorCpfCnpj}
          </Text>
        </Stack>
      ),
    },
  ];
}

/**
 * Consultar contratos (vbauto/contrato/consultar; issue 11): the orders the user sees, by the
 * filters the peers' monitors offer, paged and sorted by the server, each opening its order
 * page; the period starts as the user's saved interval. Who may export downloads the whole
 * search as CSV or Excel, saying why when its permissions ask for a justification.
 */
export default function ConsultaPedidosPage() {
  const user = useStoredUser();
  const roles = user?.roles ?? [];
  const canConsult = hasPermission(roles, 'CONTRATO_CONSULTAR');
  const canExport = hasPermission(roles, 'CONTRATO_EXPORTAR');
  const mustJustify = hasPermission(roles, 'JUSTIFICATIVA_EXPORTAR_CONTRATOS');
  const isRegistradora = isRegistradoraUser(user);
  const inicial: Filtros = {
    ...SEM_FILTROS,
    dataCadastroInicial: user?.dataInicioIntervalo ?? '',
    dataCadastroFinal: user?.dataFimIntervalo ?? '',
  };

  // The cursor of the last page read, with what it was read for: any page of the same search
  // is then read from it (keyset), as fast at page 10,000 as at page 1.
  const ultimaPagina = useRef<{ chave: string; cursor: string | null } | null>(null);
  const lista = usePagedList({
    queryKey: PEDIDOS_CONSULTA_QUERY_KEY,
    emptyFilters: inicial,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: async (filtro, { page, size }, sort) => {
      const chave = JSON.stringify([filtro, size, sort]);
      const anterior = ultimaPagina.current;
      const cursor = anterior?.chave === chave ? (anterior.cursor ?? undefined) : undefined;
      const resposta = await searchPedidos(filtro, { page, size, sort }, cursor);
      ultimaPagina.current = { chave, cursor: resposta.cursor };
      return resposta;
    },
    enabled: canConsult,
  });
  const [erros, setErros] = useState<Partial<Record<keyof Filtros, string>>>({});
  const [exportando, setExportando] = useState<'csv' | 'xlsx' | null>(null);
  const showResultado = useResultadoExportacao();
  const exportWithoutJustificativa = useMutation({
    mutationFn: (formato: 'csv' | 'xlsx') => exportPedidos(lista.applied, formato, null),
    onSuccess: (resultado) => showResultado(resultado, L.exportado),
  });

  // The agents of the client in view: a bank user's own, or the one a registradora user chose.
  const clienteDosAgentes = isRegistradora ? lista.filters.clienteId : (user?.cliente?.id ?? null);
  const agentes = useQuery({
    ...agentesFinanceirosOfClienteQuery(clienteDosAgentes ?? ''),
    enabled: canConsult && clienteDosAgentes !== null,
  });

  if (!canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function search() {
    const encontrados = errosOf(filtroOf(lista.filters));
    setErros(encontrados);
    if (Object.keys(encontrados).length === 0) lista.search();
  }

  function startExport(formato: 'csv' | 'xlsx') {
    if (mustJustify) setExportando(formato);
    else exportWithoutJustificativa.mutate(formato);
  }

  const page = lista.query.data;
  return (
    <Stack gap="md">
      <CadastroFiltros
        // Eighteen filters: two per row on a phone, so the results are not a long scroll away.
        gridCols={{ base: 2, lg: 4 }}
        onSearch={search}
        onClear={() => {
          setErros({});
          lista.applyFilters(inicial);
        }}
      >
        <FiltroTexto lista={lista} name="chassi" label={L.chassi} error={erros.chassi} />
        <FiltroTexto lista={lista} name="placa" label={L.placa} error={erros.placa} />
        <FiltroTexto
          lista={lista}
          name="numeroContrato"
          label={L.numeroContrato}
          error={erros.numeroContrato}
        />
        <FiltroTexto lista={lista} name="protocolo" label={L.protocolo} error={erros.protocolo} />
        <FiltroTexto
          lista={lista}
          name="devedorCpfCnpj"
          label={L.devedorCpfCnpj}
          mask={maskCpfCnpj}
          error={erros.devedorCpfCnpj}
        />
        <FiltroTexto
          lista={lista}
          name="devedorNome"
          label={L.devedorNome}
          error={erros.devedorNome}
        />
        <FiltroTexto
          lista={lista}
          name="numeroAditivo"
          label={L.numeroAditivo}
          error={erros.numeroAditivo}
        />
        <FiltroTexto
          lista={lista}
          name="numeroGravame"
          label={L.numeroGravame}
          error={erros.numeroGravame}
        />
        {isRegistradora && (
          <ClienteSelect
            label={L.cliente}
            value={lista.filters.clienteId}
            onChange={(clienteId) =>
              lista.setFilters({ ...lista.filters, clienteId, agenteFinanceiroId: null })
            }
          />
        )}
        {!user?.fornecedor && (
          <FiltroSelect
            lista={lista}
            name="agenteFinanceiroId"
            label={L.agenteFinanceiro}
            searchable
            clearable
            disabled={clienteDosAgentes === null}
            placeholder={clienteDosAgentes === null ? L.agenteAntesDoCliente : undefined}
            data={agentes.data?.map((a) => ({ value: a.id, label: a.nome })) ?? []}
          />
        )}
        <FiltroSelect
          lista={lista}
          name="operacao"
          label={L.operacao}
          clearable
          data={OPERACAO_OPCOES}
        />
        <FiltroSelect lista={lista} name="status" label={L.status} clearable data={STATUS_OPCOES} />
        <FiltroTexto
          lista={lista}
          name="codigoRetorno"
          label={L.codigoRetorno}
          error={erros.codigoRetorno}
        />
        <FiltroSelect
          lista={lista}
          name="imagem"
          label={L.imagem}
          clearable
          data={L.imagemOpcoes}
        />
        <FiltroSelect lista={lista} name="canal" label={L.canal} clearable data={CANAL_OPCOES} />
        <FiltroUf lista={lista} name="uf" label={L.uf} />
        <TextInput
          type="date"
          label={L.dataCadastroInicial}
          value={lista.filters.dataCadastroInicial}
          onChange={(event) =>
            lista.setFilters({ ...lista.filters, dataCadastroInicial: event.currentTarget.value })
          }
          error={erros.dataCadastroInicial}
        />
        <TextInput
          type="date"
          label={L.dataCadastroFinal}
          value={lista.filters.dataCadastroFinal}
          onChange={(event) =>
            lista.setFilters({ ...lista.filters, dataCadastroFinal: event.currentTarget.value })
          }
          error={erros.dataCadastroFinal}
        />
      </CadastroFiltros>

      {canExport && (
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => startExport('csv')}
            loading={
              exportWithoutJustificativa.isPending && exportWithoutJustificativa.variables === 'csv'
            }
          >
            {L.exportarCsv}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => startExport('xlsx')}
            loading={
              exportWithoutJustificativa.isPending &&
              exportWithoutJustificativa.variables === 'xlsx'
            }
          >
            {L.exportarExcel}
          </Button>
        </Group>
      )}

      <CadastroTable
        label={L.lista}
        columns={columnsFor(isRegistradora)}
        rows={page?.content ?? []}
        rowKey={(p) => p.protocolo}
        sort={lista.sort}
        onSort={lista.changeSort}
        sortButtonLabel={L.ordenarPor}
        isLoading={lista.query.isPending}
        query={lista.query}
        failureMessage={L.falha}
        total={page?.totalElements ?? 0}
        isTotalEstimated={page ? !page.totalExato : false}
        page={lista.paging.page}
        size={lista.paging.size}
        onPageChange={lista.paging.setPaging}
        minWidth={1000}
      />

      <ExportJustificativaDialog
        opened={exportando !== null}
        onClose={() => setExportando(null)}
        title={L.tituloExportar}
        onExport={(justificativa) =>
          exportPedidos(lista.applied, exportando ?? 'csv', justificativa)
        }
      />
    </Stack>
  );
}
