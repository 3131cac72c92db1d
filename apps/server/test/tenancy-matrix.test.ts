import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_AGENTE_IDS,
  DEMO_CLIENTE_2_ID,
  DEMO_CLIENTE_ID,
  DEMO_DESPACHANTE_IDS,
  DEMO_FORNECEDOR_ID,
  DEMO_GRUPO_ECONOMICO_ID,
  DEMO_MARCA_MODELO_IDS,
  DEMO_TERCEIRO_GARANTIDOR_IDS,
  DEMO_VEICULO_IDS,
} from '../src/db/demo-ids';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { Exportacao } from '@portal/shared/exportacoes/schemas';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createFormTokens } from '../src/features/pre-cadastro/form-token';
import {
  bearer,
  createTestApp,
  createUserWithEveryPermission,
  login,
  TEST_AUTH_SECRET,
} from './helper';

/*
 * The tenancy matrix: every list and read route of the API, called by the registradora, by
 * users of each demo client, by a Detran's users and anonymously, with the ids of every
 * client's and every supplier's rows. An answer that carries a row the caller may not see
 * fails it, and so does a route the app registers that is not classified below.
 */

const D = DEMO_CLIENTE_ID; // Banco Demonstração
const E = DEMO_CLIENTE_2_ID; // Banco Exemplo

type Kind =
  | 'cliente'
  | 'grupo'
  | 'agente'
  | 'despachante'
  | 'garantidor'
  | 'veiculo'
  | 'fornecedor'
  | 'preco'
  | 'pedido'
  | 'rascunho'
  | 'usuario'
  | 'mensagem'
  | 'email'
  | 'evento'
  | 'sessao'
  | 'exportacao';

/** A row of the demo data and who may see it besides the registradora. */
interface Row {
  kind: Kind;
  id: string;
  /** The clients whose users see it; 'todos' for reference data every client reads. */
  clientes: string[] | 'todos';
  /** The supplier whose users see it (none: no supplier does). */
  fornecedor?: string;
  /** Other text that identifies it in an answer without its id (a CSV has no ids). */
  texts?: string[];
  /**
   * The caller (by name) who asked for it, for a row that is its requester's alone on some
   * routes (a background export in 'Minhas Exportações'): see `ReadRoute.porUsuario`.
   */
  dono?: string;
}

const CLIENT_ROWS: Row[] = [
  { kind: 'cliente', id: D, clientes: [D], texts: ['Banco Demonstração'] },
  { kind: 'cliente', id: E, clientes: [E], texts: ['Banco Exemplo'] },
  // The group is Banco Demonstração's; Banco Exemplo belongs to none.
  { kind: 'grupo', id: DEMO_GRUPO_ECONOMICO_ID, clientes: [D] },
  { kind: 'agente', id: DEMO_AGENTE_IDS.demonstracaoFinanceira, clientes: [D] },
  { kind: 'agente', id: DEMO_AGENTE_IDS.demonstracaoLeasing, clientes: [D] },
  { kind: 'agente', id: DEMO_AGENTE_IDS.exemploFinanciamentos, clientes: [E] },
  { kind: 'agente', id: DEMO_AGENTE_IDS.creditoCompartilhado, clientes: [D, E] },
  { kind: 'despachante', id: DEMO_DESPACHANTE_IDS.demonstracao, clientes: [D] },
  { kind: 'despachante', id: DEMO_DESPACHANTE_IDS.exemplo, clientes: [E] },
  { kind: 'garantidor', id: DEMO_TERCEIRO_GARANTIDOR_IDS.demonstracao, clientes: [D] },
  { kind: 'garantidor', id: DEMO_TERCEIRO_GARANTIDOR_IDS.exemplo, clientes: [E] },
  { kind: 'veiculo', id: DEMO_VEICULO_IDS.demonstracao, clientes: [D] },
  { kind: 'veiculo', id: DEMO_VEICULO_IDS.demonstracaoZeroKm, clientes: [D] },
  { kind: 'veiculo', id: DEMO_VEICULO_IDS.exemplo, clientes: [E] },
];

/** Every supplier and every Detran price: read from the database (the Detrans' ids are random). */
let supplierRows: Row[] = [];
let rows: Row[] = [];
let agenteCnpjs: { id: string; cnpj: string }[] = [];

interface Caller {
  name: string;
  clienteId?: string;
  fornecedorId?: string;
  headers: Record<string, string>;
  /** Holds every permission: nothing is refused for want of one, so scope alone must hide. */
  holdsEveryPermission?: boolean;
}

const callers: Caller[] = [];
const anonymous: Caller = { name: 'anônimo', headers: {} };

function isRegistradora(caller: Caller): boolean {
  return !caller.clienteId && !caller.fornecedorId;
}

function isVisible(caller: Caller, row: Row): boolean {
  if (isRegistradora(caller)) return true;
  if (caller.clienteId) return row.clientes === 'todos' || row.clientes.includes(caller.clienteId);
  return row.fornecedor === caller.fornecedorId;
}

/** Whether `read` may show `caller` the row: its requester's alone where the route says so. */
function isVisibleOn(read: ReadRoute, caller: Caller, row: Row): boolean {
  if (read.porUsuario?.includes(row.kind)) return row.dono === caller.name;
  return isVisible(caller, row);
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  /** The one row the call asks for: a caller who may not see it gets 404 (403 without the permission). */
  target?: Row;
  /** Headers the call needs besides the caller's (a public form's token). */
  headers?: Record<string, string>;
  /**
   * The caller (by name) whose credential the call carries in itself (a download link's
   * token): whoever sends it, the answer may show what that caller sees, and nothing more.
   */
  como?: string;
}

interface ReadRoute {
  calls: () => Call[];
  /** Public: the anonymous caller gets an answer too. */
  publica?: boolean;
  /** Kinds of rows the route answers to every caller by design (reference data). */
  shared?: Kind[];
  /**
   * Kinds of rows the route shows only to the user who asked for them, whatever the
   * organization (the registradora's users included): `Row.dono`.
   */
  porUsuario?: Kind[];
}

const get = (url: string, target?: Row): Call => ({ method: 'GET', url, target });
const post = (url: string, payload: unknown = {}): Call => ({ method: 'POST', url, payload });
const rowsOf = (kind: Kind) => rows.filter((row) => row.kind === kind);
const byId = (kind: Kind) => (url: (id: string) => string) =>
  rowsOf(kind).map((row) => get(url(row.id), row));
/** A list's calls: unfiltered, then filtered by each client (another's must answer nothing). */
const perCliente = (call: (clienteId?: string) => Call) => [call(), call(D), call(E)];

/**
 * The list and read routes, by `METHOD path` as the app registers them, with the calls that
 * exercise them.
 */
const READS: Record<string, ReadRoute> = {
  'GET /api/health': { calls: () => [get('/api/health')], publica: true },
  'GET /api/publica/version': { calls: () => [get('/api/publica/version')], publica: true },
  // 'Minhas Exportações': each user's own background exports, whatever the organization (the
  // registradora's users included): another user's protocol answers 404. The file is the
  // pedidos CSV its requester asked, holding only the orders the requester sees. First in the
  // matrix: its download links live 60 s from the end of beforeAll.
  'GET /api/publica/exportacoes/arquivo': {
    // Opened by the link's token alone, whoever sends it: the requester's file, no more.
    calls: () =>
      rowsOf('exportacao').map((row): Call => ({
        ...get(linkDaExportacao[row.id]!),
        como: row.dono,
      })),
    publica: true,
  },
  'GET /api/exportacoes': {
    calls: () => [get('/api/exportacoes?size=100')],
    porUsuario: ['exportacao'],
  },
  'GET /api/exportacoes/:protocolo': {
    calls: () => byId('exportacao')((protocolo) => `/api/exportacoes/${protocolo}`),
    porUsuario: ['exportacao'],
  },
  'GET /api/exportacoes/:protocolo/arquivo': {
    calls: () => byId('exportacao')((protocolo) => `/api/exportacoes/${protocolo}/arquivo`),
    porUsuario: ['exportacao'],
  },
  'GET /api/publica/preCadastro/formulario': {
    calls: () => [get('/api/publica/preCadastro/formulario')],
    publica: true,
  },
  // Public by design (spec §2.3, §4): any chassis's registration timeline and, once registered,
  // its protocol; nothing else of the order (test/status-publico.test.ts). Each bank's first
  // order: 16 lookups from one address, within the per-minute limit.
  'GET /api/publica/statusRegistro/:chassi': {
    calls: () =>
      rowsOf('pedido')
        .slice(0, 2)
        .map((row) => get(`/api/publica/statusRegistro/${chassiDoPedido[row.id]}`)),
    publica: true,
    shared: ['pedido'],
  },
  'GET /api/auth/usuario': { calls: () => [get('/api/auth/usuario')] },
  'GET /api/cidades': { calls: () => [get('/api/cidades?uf=SP&size=5')] },
  'GET /api/cidades/:codigoIbge': { calls: () => [get('/api/cidades/3550308')] },
  // The SNG's answer: no tenant's rows (the simulator in the app's process answers it). Asked
  // on behalf of a client (the participant), only one the caller sees.
  'GET /api/gravames/chassi/:chassi': {
    calls: () => [
      get('/api/gravames/chassi/9BWZZZ377VT004251'),
      ...byId('cliente')((id) => `/api/gravames/chassi/9BWZZZ377VT004251?clienteId=${id}`),
    ],
  },
  'GET /api/validadores/cpf/:numero': { calls: () => [get('/api/validadores/cpf/52998224725')] },
  'GET /api/validadores/cnpj/:numero': {
    calls: () => [get('/api/validadores/cnpj/11222333000181')],
  },
  'GET /api/validadores/cpf-cnpj/:numero': {
    calls: () => [get('/api/validadores/cpf-cnpj/52998224725')],
  },

  // Users: a client's administrator manages its client's, a supplier's its own (usuarios.test.ts).
  'POST /api/usuarios/consultar': {
    calls: () => [
      post('/api/usuarios/consultar'),
      post('/api/usuarios/consultar', { clienteId: D }),
      post('/api/usuarios/consultar', { clienteId: E }),
      post('/api/usuarios/consultar', { fornecedorId: DEMO_FORNECEDOR_ID }),
    ],
  },
  'GET /api/usuarios/todos': { calls: () => [get('/api/usuarios/todos')] },
  'GET /api/usuarios/todos-combo': { calls: () => [get('/api/usuarios/todos-combo')] },
  'POST /api/usuarios/cliente/fornecedor': {
    calls: () => [
      post('/api/usuarios/cliente/fornecedor/', { cliente: D }),
      post('/api/usuarios/cliente/fornecedor/', { cliente: E }),
      post('/api/usuarios/cliente/fornecedor/', { fornecedor: DEMO_FORNECEDOR_ID }),
    ],
  },
  'GET /api/usuarios/:id': { calls: () => byId('usuario')((id) => `/api/usuarios/${id}`) },
  'GET /api/usuarios/username/:username': {
    calls: () => [get('/api/usuarios/username/operador')],
  },
  // Public: yes or no for one name, rate-limited; nothing of the user (usuarios.test.ts).
  'GET /api/publica/usuarios/username/:username': {
    calls: () => [get('/api/publica/usuarios/username/operador')],
    publica: true,
  },
  // Public, with a form's token: only the company that form's own submission created (none
  // here), never the registradora's clients (pre-cadastro.test.ts).
  'GET /api/publica/usuarios/clientes': {
    calls: () => [
      {
        ...get('/api/publica/usuarios/clientes'),
        headers: {
          'x-token-formulario': createFormTokens({
            secret: TEST_AUTH_SECRET,
            minFillSeconds: 0,
            now: () => Date.now() - 30_000,
          }).issue(),
        },
      },
    ],
    publica: true,
  },
  'GET /api/publica/usuarios/perfil': {
    calls: () => [get('/api/publica/usuarios/perfil')],
    publica: true,
  },

  'POST /api/clientes/consultar': { calls: () => [post('/api/clientes/consultar')] },
  'GET /api/clientes/todos': { calls: () => [get('/api/clientes/todos')] },
  'GET /api/clientes/todos-combo': { calls: () => [get('/api/clientes/todos-combo')] },
  'GET /api/clientes/:id': { calls: () => byId('cliente')((id) => `/api/clientes/${id}`) },

  'POST /api/grupos-economicos/consultar': {
    calls: () => [post('/api/grupos-economicos/consultar')],
  },
  'GET /api/grupos-economicos/todos-combo': {
    calls: () => [get('/api/grupos-economicos/todos-combo')],
  },
  'GET /api/grupos-economicos/:id': {
    calls: () => byId('grupo')((id) => `/api/grupos-economicos/${id}`),
  },

  'GET /api/agentesFinanceiros': { calls: () => [get('/api/agentesFinanceiros')] },
  'POST /api/agentesFinanceiros/consultar': {
    calls: () =>
      perCliente((clienteId) =>
        post('/api/agentesFinanceiros/consultar', clienteId ? { clienteId } : {}),
      ),
  },
  'GET /api/agentesFinanceiros/clientes/:id': {
    calls: () => byId('cliente')((id) => `/api/agentesFinanceiros/clientes/${id}`),
  },
  'POST /api/agentesFinanceiros/clientesLista': {
    calls: () => [post('/api/agentesFinanceiros/clientesLista', [D, E])],
  },
  'GET /api/agentesFinanceiros/agenteID/:id': {
    calls: () => byId('agente')((id) => `/api/agentesFinanceiros/agenteID/${id}`),
  },
  'GET /api/agentesFinanceiros/cnpj/:cnpj': {
    calls: () =>
      agenteCnpjs.map(({ id, cnpj }) =>
        get(
          `/api/agentesFinanceiros/cnpj/${cnpj}`,
          rows.find((row) => row.id === id),
        ),
      ),
  },
  'GET /api/form/agenteFinanceiro/detran/:id': {
    calls: () => byId('agente')((id) => `/api/form/agenteFinanceiro/detran/${id}`),
  },

  'POST /api/despachantes/consultar': {
    calls: () =>
      perCliente((clienteId) =>
        post('/api/despachantes/consultar', clienteId ? { clienteId } : {}),
      ),
  },
  'GET /api/despachantes/todos-combo': {
    calls: () =>
      perCliente((clienteId) =>
        get(`/api/despachantes/todos-combo${clienteId ? `?clienteId=${clienteId}` : ''}`),
      ),
  },
  'GET /api/despachantes/:id': {
    calls: () => byId('despachante')((id) => `/api/despachantes/${id}`),
  },

  'POST /api/terceiros-garantidores/consultar': {
    calls: () =>
      perCliente((clienteId) =>
        post('/api/terceiros-garantidores/consultar', clienteId ? { clienteId } : {}),
      ),
  },
  'GET /api/terceiros-garantidores/todos-combo': {
    calls: () =>
      perCliente((clienteId) =>
        get(`/api/terceiros-garantidores/todos-combo${clienteId ? `?clienteId=${clienteId}` : ''}`),
      ),
  },
  'GET /api/terceiros-garantidores/:id': {
    calls: () => byId('garantidor')((id) => `/api/terceiros-garantidores/${id}`),
  },

  'POST /api/veiculos/consultar': {
    calls: () =>
      perCliente((clienteId) => post('/api/veiculos/consultar', clienteId ? { clienteId } : {})),
  },
  'GET /api/veiculos/:id': { calls: () => byId('veiculo')((id) => `/api/veiculos/${id}`) },

  // The catalogue is everyone's; only its vehicle counts are scoped (and carry no ids).
  'POST /api/marcas-modelos/consultar': { calls: () => [post('/api/marcas-modelos/consultar')] },
  'GET /api/marcas-modelos/todos-combo': { calls: () => [get('/api/marcas-modelos/todos-combo')] },
  'GET /api/marcas-modelos/:id': {
    calls: () => [get(`/api/marcas-modelos/${DEMO_MARCA_MODELO_IDS.gol}`)],
  },

  'POST /api/fornecedores/consultar': { calls: () => [post('/api/fornecedores/consultar')] },
  'GET /api/fornecedores/:id': {
    calls: () => byId('fornecedor')((id) => `/api/fornecedores/${id}`),
  },
  'GET /api/fornecedores/csv': {
    calls: () => [get('/api/fornecedores/csv?justificativaExportacao=Matriz%20de%20escopo')],
  },
  'GET /api/fornecedores/administradores': {
    calls: () => [get('/api/fornecedores/administradores')],
  },
  'GET /api/fornecedores/administradoresPagadorTaxaDetranRJ': {
    calls: () => [get('/api/fornecedores/administradoresPagadorTaxaDetranRJ')],
  },
  // The destinations a contract can be sent to: every active supplier, for every caller.
  'GET /api/fornecedores/destinos': {
    calls: () => [get('/api/fornecedores/destinos')],
    shared: ['fornecedor'],
  },
  'GET /api/fornecedores/destinos-combo': {
    calls: () => [get('/api/fornecedores/destinos-combo')],
    shared: ['fornecedor'],
  },
  'GET /api/fornecedores/destinos/tipoServico/:t': {
    calls: () => [get('/api/fornecedores/destinos/tipoServico/1')],
    shared: ['fornecedor'],
  },
  'GET /api/fornecedores/ufs-detrans': {
    calls: () => [get('/api/fornecedores/ufs-detrans')],
    shared: ['fornecedor'],
  },

  'GET /api/servicos': { calls: () => [get('/api/servicos')] },
  'GET /api/servicos/:codigo': { calls: () => [get('/api/servicos/1')] },
  'GET /api/servicos-detran': { calls: () => [get('/api/servicos-detran')] },
  'GET /api/servicos-detran/:id': {
    calls: () => byId('preco')((id) => `/api/servicos-detran/${id}`),
  },
  'GET /api/contratos/protocolo/:protocolo': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/protocolo/${protocolo}`),
    // An order names the bank that sent it, also to the Detran it was sent to; a caller who
    // may not see the order gets 404 (the target check), never its bank.
    shared: ['cliente'],
  },
  'GET /api/contratos/protocolo/:protocolo/historico': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/protocolo/${protocolo}/historico`),
  },
  'GET /api/contratos/protocolo/:protocolo/contrato': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/protocolo/${protocolo}/contrato`),
    // The Detran the order goes to reads it with its bank, as in the XML it receives.
    shared: ['cliente'],
  },
  'GET /api/contratos/rascunhos': { calls: () => [get('/api/contratos/rascunhos')] },
  'GET /api/contratos/rascunhos/:id': {
    calls: () => byId('rascunho')((id) => `/api/contratos/rascunhos/${id}`),
  },
  'GET /api/contratos/protocolo/:protocolo/ultimo': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/protocolo/${protocolo}/ultimo`),
    shared: ['cliente'],
  },
  'GET /api/contratos/protocolo/:protocolo/documentos': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/protocolo/${protocolo}/documentos`),
  },
  'GET /api/contratos/protocolo/:protocolo/tipoServico/:tipoServico': {
    calls: () =>
      byId('pedido')((protocolo) => `/api/contratos/protocolo/${protocolo}/tipoServico/1`),
    shared: ['cliente'],
  },
  'GET /api/contratos/chassi/:chassi/tipoServico/:tipoServico': {
    calls: () =>
      rowsOf('pedido').map((row) =>
        get(`/api/contratos/chassi/${chassiDoPedido[row.id]}/tipoServico/1`, row),
      ),
    shared: ['cliente'],
  },
  'POST /api/contratos/ultimoPorContratoChassi': {
    calls: () =>
      rowsOf('pedido').map((row) => ({
        method: 'POST',
        url: '/api/contratos/ultimoPorContratoChassi',
        payload: {
          numeroContrato: `MATRIZ-${chassiDoPedido[row.id]!.slice(-3)}`,
          chassi: chassiDoPedido[row.id],
        },
        target: row,
      })),
    shared: ['cliente'],
  },
  'POST /api/v2/pedidos/consultar': {
    calls: () => [
      ...perCliente((clienteId) =>
        post('/api/v2/pedidos/consultar?size=50', clienteId ? { clienteId } : {}),
      ),
      // The export of the same filter: another tenant's orders never reach the file.
      post('/api/v2/pedidos/consultar?formato=csv&justificativaExportacao=Matriz%20de%20escopo'),
    ],
    // The answer names each order's bank (nome fantasia), not another bank's rows.
    shared: ['cliente'],
  },
  'GET /api/contratos/podeGerarCertidao/:protocolo': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/podeGerarCertidao/${protocolo}`),
  },
  'GET /api/contratos/pedido-foi-pao/:protocolo': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/pedido-foi-pao/${protocolo}`),
  },
  'GET /api/contratos/fila-broker-xml/:protocolo': {
    calls: () => byId('pedido')((protocolo) => `/api/contratos/fila-broker-xml/${protocolo}`),
    // The contract's creditor is named like its bank, and the order's Detran reads the order.
    shared: ['cliente'],
  },
  'GET /api/taxa-ba-xml/:protocolo': {
    calls: () =>
      rowsOf('pedido')
        .filter((row) => row.fornecedor === detranIds[2])
        .map((row) => get(`/api/taxa-ba-xml/${row.id}`, row)),
    shared: ['cliente'],
  },
  'GET /api/form/contrato/detran/:id': {
    calls: () => detranRows().map((row) => get(`/api/form/contrato/detran/${row.id}`, row)),
  },
  'GET /api/form/detran/:id': {
    calls: () => detranRows().map((row) => get(`/api/form/detran/${row.id}`, row)),
  },

  // Administrative messages: one a client's administrator published is that client's (its
  // administrators list and read it), the registradora's users see every one. A supplier's
  // users see none. The notifications are those addressed to the caller: here, to its client.
  'GET /api/mensagens/notificacoes': { calls: () => [get('/api/mensagens/notificacoes')] },
  'POST /api/mensagens/consultar': {
    calls: () => [
      post('/api/mensagens/consultar?size=100'),
      post('/api/mensagens/consultar?size=100', { vigentes: true }),
    ],
  },
  'GET /api/mensagens/:id': { calls: () => byId('mensagem')((id) => `/api/mensagens/${id}`) },
  // The registradora's own mail log, by design: users of clients and of suppliers get an
  // empty page (OWNERS {} in emails/repository.ts), never another organization's e-mail.
  'POST /api/emails/consultar': { calls: () => [post('/api/emails/consultar?size=100')] },
  // Access events, users and sessions are each their user's organization's; events of a
  // username with no user are the registradora's alone (relatorios/repository.ts).
  'POST /api/relatorios/acesso': {
    calls: () => [
      post('/api/relatorios/acesso?size=100'),
      post('/api/relatorios/acesso?page=1&size=100'),
    ],
  },
  'POST /api/relatorios/usuarios': {
    calls: () =>
      perCliente((clienteId) =>
        post('/api/relatorios/usuarios?size=100', clienteId ? { clienteId } : {}),
      ),
  },
  'POST /api/relatorios/sessoes-ativas': {
    calls: () => [post('/api/relatorios/sessoes-ativas?size=100')],
  },
  // Background exports by the organization recorded on each, whoever asked.
  'POST /api/relatorios/segundo-plano': {
    calls: () => [post('/api/relatorios/segundo-plano?size=100')],
  },
};

/** The download link of each background export, by protocol (made by its requester). */
const linkDaExportacao: Record<string, string> = {};

/** Detran-SP (whose users the matrix has), -RJ and -BA: the per-Detran calls' targets. */
const detranIds: string[] = [];
const detranRows = () => rowsOf('fornecedor').filter((row) => detranIds.includes(row.id));

/** The chassis of each order the matrix registers, by protocol. */
const chassiDoPedido: Record<string, string> = {};

/**
 * The other routes: writes and session calls, outside the matrix. Writes find their row
 * through the same tenancy condition as the reads (each feature's tests check them).
 */
const NOT_READS = new Set([
  // Writes on messages and e-mails (the reads are in the matrix): scope per client is tested
  // in mensagens and emails-enviados.test.ts.
  'POST /api/mensagens/lidas',
  'POST /api/mensagens/:id/lida',
  'POST /api/mensagens',
  'PUT /api/mensagens/:id',
  'DELETE /api/mensagens/:id',
  'POST /api/emails/:id/reenviar',
  // A link to one of the caller's own background exports (another user's protocol answers
  // 404: test/exportacoes.test.ts); the matrix asks one per export for the public download.
  'POST /api/exportacoes/:protocolo/link',
  // Ends a session of the caller's organization (test/relatorios.test.ts).
  'DELETE /api/relatorios/sessoes-ativas/:id',
  'POST /api/contratos/registrar',
  'POST /api/contratos/alterar',
  'POST /api/contratos/aditivo/registrar',
  'POST /api/contratos/aditivo/alterar',
  'POST /api/contratos/rascunhos',
  'PUT /api/contratos/rascunhos/:id',
  'DELETE /api/contratos/rascunhos/:id',
  'POST /api/pedidos/baixa/:protocolo',
  'POST /api/pedidos/cancelar/:protocolo',
  'POST /api/pedidos/baixarDetran/:protocolo',
  'POST /api/pedidos/cancelarDetran/:protocolo',
  'POST /api/pedidos/reprocessar/:protocolo',
  'POST /api/pedidos/protocolo/:protocolo/statusnovo/:status',
  'POST /api/registros/editar',
  'POST /api/pedidos/alterarNumeroContrato',
  'POST /api/pedidos/alterarTaxa',
  'POST /api/auth/tokens',
  'POST /api/auth/tokens/prolongate',
  'GET /api/auth/tokens/revoke', // ends the caller's session
  'PUT /api/auth/usuario/password',
  // Two-step login: the caller's own authenticator, or a login's challenge (auth-duas-etapas).
  'POST /api/auth/tokens/duas-etapas',
  'POST /api/auth/tokens/duas-etapas/email',
  'GET /api/auth/usuario/duas-etapas',
  'POST /api/auth/usuario/duas-etapas/inicio',
  'POST /api/auth/usuario/duas-etapas/confirmacao',
  'POST /api/auth/usuario/duas-etapas/desativacao',
  'POST /api/auth/usuario/duas-etapas/codigos-recuperacao',
  'PUT /api/usuarios/bloquear/:id',
  'DELETE /api/usuarios/desbloquear/:id',
  // Tenancy of the target user checked in auth-senha.test.ts (out of scope: 404).
  'PUT /api/usuarios/password',
  // Public; sends an e-mail and answers the same text whoever is named (auth-senha.test.ts).
  'GET /api/auth/:x/recuperarSenha',
  // Public, opened by an e-mailed link's token alone: it reaches its own user and nothing else.
  'POST /api/auth/senha/link',
  'POST /api/auth/senha/redefinir',
  'PUT /api/usuarios/:id',
  'DELETE /api/usuarios/:id',
  // An administrator turns a user's two-step login off: out of scope 404 (auth-duas-etapas).
  'DELETE /api/usuarios/duas-etapas/:id',
  // Creates a user in the caller's organization; sends a link to one it manages (a GET that
  // writes: a new link and its e-mail). Scope checked in usuarios-criar.test.ts (404 outside).
  'POST /api/usuarios',
  'GET /api/usuarios/reenviar-link/:id',
  'PUT /api/usuarios/aprovar/:id',
  'POST /api/usuarios/reprovar',
  'PUT /api/usuarios/preferencias', // the caller's own row
  'POST /api/publica/preCadastro/enviar',
  'POST /api/publica/clientes',
  'POST /api/publica/usuarios',
  // Public, opened by an order's verification code alone, whoever calls: a code opens its own
  // order's PDFs and nothing else (certidoes.test.ts).
  'GET /api/publica/contratos/protocolo/:protocolo/pdf',
  'GET /api/publica/contratos/certidao_inteiro_teor_contrato/:protocolo/pdf',
  'GET /api/publica/contratos/certidao_simplificada_contrato/:protocolo/pdf',
  'POST /api/publica/certidoes/verificar',
  'POST /api/clientes',
  'PUT /api/clientes/:id',
  'DELETE /api/clientes/:id',
  'POST /api/grupos-economicos',
  'PUT /api/grupos-economicos/:id',
  'DELETE /api/grupos-economicos/:id',
  'POST /api/agentesFinanceiros',
  'PUT /api/agentesFinanceiros/:id',
  'DELETE /api/agentesFinanceiros/:id',
  'POST /api/agentesFinanceiros/:id/clientes/:clienteId',
  'DELETE /api/agentesFinanceiros/:id/clientes/:clienteId',
  'POST /api/despachantes',
  'PUT /api/despachantes/:id',
  'DELETE /api/despachantes/:id',
  'POST /api/terceiros-garantidores',
  'PUT /api/terceiros-garantidores/:id',
  'DELETE /api/terceiros-garantidores/:id',
  'POST /api/veiculos',
  'PUT /api/veiculos/:id',
  'DELETE /api/veiculos/:id',
  'POST /api/marcas-modelos',
  'PUT /api/marcas-modelos/:id',
  'DELETE /api/marcas-modelos/:id',
  'POST /api/fornecedores',
  'PUT /api/fornecedores/:id',
  'DELETE /api/fornecedores/:id',
  'POST /api/servicos',
  'PUT /api/servicos/:codigo',
  'DELETE /api/servicos/:codigo',
  'POST /api/servicos-detran',
  'PUT /api/servicos-detran/:id',
  'DELETE /api/servicos-detran/:id',
]);

/**
 * `METHOD path` of every /api route the app registers, read from its route tree
 * (`printRoutes`: one node per line, indented four characters a level, each node's path
 * continuing its parent's). HEAD is Fastify's automatic twin of GET; the OpenAPI
 * document's routes under /api/docs are not the API's.
 */
function registeredRoutes(tree: string): string[] {
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, -]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if (!/^[A-Z]+$/.test(method) || method === 'HEAD') continue;
      if (path.startsWith('/api/') && !path.startsWith('/api/docs')) keys.push(`${method} ${path}`);
    }
  }
  return keys.sort();
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const pool = ctx.database.pool;
  // By razão social: a name like 'Detran-RJ' is also in the CSV's header ('Pagador Taxa Detran-RJ').
  const fornecedores = await pool.query<{ id: string; razao_social: string | null }>(
    'select id, razao_social from fornecedores where deleted_at is null',
  );
  const precos = await pool.query<{ id: string; fornecedor_id: string }>(
    'select id, fornecedor_id from servicos_detran where deleted_at is null',
  );
  supplierRows = [
    ...fornecedores.rows.map((f): Row => ({
      kind: 'fornecedor',
      id: f.id,
      clientes: 'todos',
      fornecedor: f.id,
      texts: f.razao_social ? [f.razao_social] : [],
    })),
    ...precos.rows.map((p): Row => ({
      kind: 'preco',
      id: p.id,
      clientes: 'todos',
      fornecedor: p.fornecedor_id,
    })),
  ];
  rows = [...CLIENT_ROWS, ...supplierRows];
  agenteCnpjs = (
    await pool.query<{ id: string; cnpj: string }>('select id, cnpj from agentes_financeiros')
  ).rows;

  await createUserWithEveryPermission(ctx, 'todas-demonstracao', 'MASTER', { clienteId: D });
  await createUserWithEveryPermission(ctx, 'todas-exemplo', 'MASTER', { clienteId: E });
  await createUserWithEveryPermission(ctx, 'todas-detran', 'DETRAN', {
    fornecedorId: DEMO_FORNECEDOR_ID,
  });
  // Every user, its organization's: a registradora's user is the registradora's alone.
  const usuarios = await pool.query<{
    id: string;
    cliente_id: string | null;
    fornecedor_id: string | null;
  }>('select id, cliente_id, fornecedor_id from usuarios');
  rows.push(
    ...usuarios.rows.map((u): Row => ({
      kind: 'usuario',
      id: u.id,
      clientes: u.cliente_id ? [u.cliente_id] : [],
      ...(u.fornecedor_id ? { fornecedor: u.fornecedor_id } : {}),
    })),
  );
  const as = async (
    name: string,
    organizacao: Pick<Caller, 'clienteId' | 'fornecedorId'>,
    holdsEveryPermission = false,
  ) =>
    callers.push({
      name,
      ...organizacao,
      headers: bearer(await login(ctx.app, name)),
      holdsEveryPermission,
    });
  await as('administrador', {}, true);
  await as('operador', { clienteId: D });
  await as('master', { clienteId: D });
  await as('todas-demonstracao', { clienteId: D }, true);
  await as('todas-exemplo', { clienteId: E }, true);
  await as('detran', { fornecedorId: DEMO_FORNECEDOR_ID });
  await as('todas-detran', { fornecedorId: DEMO_FORNECEDOR_ID }, true);

  // Orders, registered through the API: each bank's to Detran-SP, and one to Detran-RJ,
  // which Detran-SP's users may not see.
  const detranRj = await pool.query<{ id: string }>(
    "select id from fornecedores where tipo = 'DETRAN' and uf = 'RJ'",
  );
  const detranBa = await pool.query<{ id: string }>(
    "select id from fornecedores where tipo = 'DETRAN' and uf = 'BA'",
  );
  detranIds.push(DEMO_FORNECEDOR_ID, detranRj.rows[0]!.id, detranBa.rows[0]!.id);
  const registrar = async (
    username: string,
    agenteFinanceiroId: string,
    uf: 'SP' | 'RJ' | 'BA',
    chassi: string,
  ) => {
    const contrato = structuredClone(CONTRATO_EXEMPLO);
    contrato.agenteFinanceiroId = agenteFinanceiroId;
    contrato.contrato.numero = `MATRIZ-${chassi.slice(-3)}`;
    contrato.veiculos[0]!.chassi = chassi;
    contrato.veiculos[0]!.ufLicenciamento = uf;
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/contratos/registrar',
      headers: callers.find((caller) => caller.name === username)!.headers,
      payload: contrato,
    });
    if (answer.statusCode !== 201) throw new Error(`registration failed: ${answer.body}`);
    const { protocolo } = answer.json<{ protocolo: string }>();
    chassiDoPedido[protocolo] = chassi;
    return protocolo;
  };
  const pedido = (protocolo: string, cliente: string, fornecedor: string): Row => ({
    kind: 'pedido',
    id: protocolo,
    clientes: [cliente],
    fornecedor,
    texts: [protocolo],
  });
  rows.push(
    pedido(
      await registrar(
        'todas-demonstracao',
        DEMO_AGENTE_IDS.demonstracaoFinanceira,
        'SP',
        '9BWZZZ377VT900001',
      ),
      D,
      DEMO_FORNECEDOR_ID,
    ),
    pedido(
      await registrar(
        'todas-exemplo',
        DEMO_AGENTE_IDS.exemploFinanciamentos,
        'SP',
        '9BWZZZ377VT900002',
      ),
      E,
      DEMO_FORNECEDOR_ID,
    ),
    pedido(
      await registrar(
        'todas-demonstracao',
        DEMO_AGENTE_IDS.demonstracaoFinanceira,
        'RJ',
        '9BWZZZ377VT900003',
      ),
      D,
      detranRj.rows[0]!.id,
    ),
  );
  // An order to Detran-BA with its fee (no Detran-BA price in the demo data): the fee document's.
  const ba = await registrar(
    'todas-demonstracao',
    DEMO_AGENTE_IDS.demonstracaoFinanceira,
    'BA',
    '9BWZZZ377VT900004',
  );
  const taxa = await ctx.app.inject({
    method: 'POST',
    url: '/api/pedidos/alterarTaxa',
    headers: callers.find((caller) => caller.name === 'administrador')!.headers,
    payload: { protocolo: ba, taxaDetran: '178.33', justificativa: 'Taxa do Detran-BA' },
  });
  if (taxa.statusCode !== 200) throw new Error(`fee change failed: ${taxa.body}`);
  rows.push(pedido(ba, D, detranBa.rows[0]!.id));

  // A contract draft of each bank, saved through the API; the contract number identifies it
  // in a list.
  const rascunho = async (username: string, cliente: string, numero: string): Promise<Row> => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/contratos/rascunhos',
      headers: callers.find((caller) => caller.name === username)!.headers,
      payload: { modo: 1, dados: { contrato: { numero } } },
    });
    if (answer.statusCode !== 201) throw new Error(`draft failed: ${answer.body}`);
    return {
      kind: 'rascunho',
      id: answer.json<{ id: string }>().id,
      clientes: [cliente],
      texts: [numero],
    };
  };
  rows.push(
    await rascunho('todas-demonstracao', D, 'RASCUNHO-DEMO-1'),
    await rascunho('todas-exemplo', E, 'RASCUNHO-EXEMPLO-1'),
  );

  // A message to each bank's users, in force today: one the registradora published for
  // Banco Demonstração, one Banco Exemplo's administrator published for its own users.
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const mensagem = async (
    username: string,
    cliente: string,
    titulo: string,
    clienteId?: string,
  ): Promise<Row> => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/mensagens',
      headers: headersOf(username),
      payload: {
        titulo,
        texto: `Texto de ${titulo}`,
        destino: 'CLIENTE',
        ...(clienteId ? { clienteId } : {}),
        dataInicio: hoje,
        dataFim: hoje,
      },
    });
    if (answer.statusCode !== 201) throw new Error(`message failed: ${answer.body}`);
    return {
      kind: 'mensagem',
      id: answer.json<{ id: string }>().id,
      clientes: [cliente],
      texts: [titulo],
    };
  };
  rows.push(
    await mensagem('administrador', D, 'MENSAGEM-MATRIZ-DEMO', D),
    await mensagem('todas-exemplo', E, 'MENSAGEM-MATRIZ-EXEMPLO'),
  );

  // Password recovery e-mails to a user of each bank: the registradora's mail log alone.
  for (const username of ['todas-demonstracao', 'todas-exemplo']) {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/${username}/recuperarSenha`,
      remoteAddress: '10.201.0.1',
    });
    if (answer.statusCode !== 200) throw new Error(`recovery failed: ${answer.body}`);
  }
  const emails = await pool.query<{ id: string }>('select id from emails_enviados');
  if (emails.rows.length < 2) throw new Error('the recovery e-mails were not queued');
  rows.push(...emails.rows.map((e): Row => ({ kind: 'email', id: e.id, clientes: [] })));

  // Background exports of the orders (the pedidos CSV), asked through a second API process of
  // the same deployment that sends every export to the background (this app's worker makes
  // the files): the registradora's, and one of each bank's users.
  const exportador = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PROCESSO: 'api',
      EXPORTACAO_LINHAS_IMEDIATAS: '0',
    }),
    db: ctx.database.db,
    authSecret: TEST_AUTH_SECRET,
    logger: false,
    preparedStatements: process.env.TEST_DB === 'postgres',
  });
  const exportacoesPedidas: Row[] = [];
  try {
    const exportacao = async (username: string, organizacao: Pick<Row, 'clientes'>) => {
      const answer = await exportador.inject({
        method: 'POST',
        url: '/api/v2/pedidos/consultar?formato=csv&justificativaExportacao=Matriz%20de%20escopo',
        headers: headersOf(username),
        payload: {},
      });
      const { protocolo } = answer.json<{ protocolo?: string }>();
      if (answer.statusCode !== 200 || !protocolo) {
        throw new Error(`background export failed: ${answer.body}`);
      }
      exportacoesPedidas.push({
        kind: 'exportacao',
        id: protocolo,
        ...organizacao,
        texts: [protocolo],
        dono: username,
      });
    };
    await exportacao('administrador', { clientes: [] });
    await exportacao('todas-demonstracao', { clientes: [D] });
    await exportacao('todas-exemplo', { clientes: [E] });
  } finally {
    await exportador.close();
  }
  for (const row of exportacoesPedidas) {
    // The worker takes a queued job within its polling interval (2 s).
    let situacao = '';
    for (let i = 0; i < 300 && situacao !== 'CONCLUIDA'; i += 1) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = await ctx.app.inject({
        url: `/api/exportacoes/${row.id}`,
        headers: headersOf(row.dono!),
      });
      situacao = answer.json<Exportacao>().situacao;
      if (situacao === 'FALHOU') throw new Error(`export failed: ${answer.body}`);
    }
    if (situacao !== 'CONCLUIDA') throw new Error(`export ${row.id} still ${situacao}`);
  }
  rows.push(...exportacoesPedidas);

  // The access events (logins, recoveries) and the open sessions, as they are now: each its
  // user's organization's; an event of no user, the registradora's.
  const eventos = await pool.query<{
    id: string;
    cliente_id: string | null;
    fornecedor_id: string | null;
  }>(
    `select e.id::text as id, u.cliente_id, u.fornecedor_id
     from eventos_acesso e left join usuarios u on u.id = e.usuario_id`,
  );
  if (eventos.rows.length > 200) throw new Error('more access events than the matrix reads');
  const sessoes = await pool.query<{
    id: string;
    cliente_id: string | null;
    fornecedor_id: string | null;
  }>(
    `select s.id, u.cliente_id, u.fornecedor_id from sessoes s join usuarios u on u.id = s.usuario_id
     where s.revoked_at is null and s.expires_at > now()`,
  );
  if (sessoes.rows.length > 100) throw new Error('more sessions than the matrix reads');
  const deUsuario = (
    kind: Kind,
    u: { cliente_id: string | null; fornecedor_id: string | null },
  ): Pick<Row, 'kind' | 'clientes' | 'fornecedor'> => ({
    kind,
    clientes: u.cliente_id ? [u.cliente_id] : [],
    ...(u.fornecedor_id ? { fornecedor: u.fornecedor_id } : {}),
  });
  rows.push(
    // An event's id is a number: it is told in an answer by its JSON field.
    ...eventos.rows.map((e): Row => ({
      ...deUsuario('evento', e),
      id: `evento-${e.id}`,
      texts: [`"id":"${e.id}"`],
    })),
    ...sessoes.rows.map((s): Row => ({ ...deUsuario('sessao', s), id: s.id })),
  );

  // Last: a download link of each export, valid 60 s (the matrix calls them first).
  for (const row of exportacoesPedidas) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/exportacoes/${row.id}/link`,
      headers: headersOf(row.dono!),
    });
    if (answer.statusCode !== 200) throw new Error(`download link failed: ${answer.body}`);
    linkDaExportacao[row.id] = answer.json<{ url: string }>().url;
  }
});
afterAll(() => ctx.close());

function headersOf(username: string): Record<string, string> {
  return callers.find((caller) => caller.name === username)!.headers;
}

function call(caller: Caller, { method, url, payload, headers }: Call) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...caller.headers },
    payload: payload as object,
  });
}

describe('the tenancy matrix', () => {
  it('lists every route the app registers, as a read or as one of the others', async () => {
    await ctx.app.ready();
    const registered = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false }));
    expect(registered).toContain('GET /api/clientes/:id');
    const classified = [...Object.keys(READS), ...NOT_READS].sort();
    expect(registered).toEqual(classified);
  });

  it('answers no caller a row it may not see, and 404 for another tenant’s id', async () => {
    const seenByRegistradora = new Set<string>();
    /** Rows of a requester's own (`dono`) seen by that requester where only it may see them. */
    const seenByDono = new Set<string>();
    let requests = 0;
    for (const [route, read] of Object.entries(READS)) {
      const calls = read.calls();
      expect(calls.length, route).toBeGreaterThan(0);
      for (const target of calls) {
        const anonymousAnswer = await call(anonymous, target);
        requests += 1;
        expect(anonymousAnswer.statusCode, `${route} ${target.url} anonymous`).toBe(
          read.publica ? 200 : 401,
        );
        for (const caller of callers) {
          const answer = await call(caller, target);
          requests += 1;
          const where = `${caller.name}: ${target.method} ${target.url}`;
          const mayAsk = !target.target || isVisibleOn(read, caller, target.target);
          // Whom the answer is for: the caller, or the one whose credential the call carries.
          const viewer = target.como
            ? callers.find((other) => other.name === target.como)!
            : caller;
          if (caller.holdsEveryPermission) {
            // The calls are well formed: whoever may see the row gets it, the others 404.
            expect(answer.statusCode, where).toBe(mayAsk ? 200 : 404);
          } else {
            expect([200, 403, 404], where).toContain(answer.statusCode);
            if (!mayAsk) expect(answer.statusCode, where).not.toBe(200);
          }
          const body = answer.body;
          for (const row of rows) {
            const hidden = !isVisibleOn(read, viewer, row) && !read.shared?.includes(row.kind);
            for (const text of [row.id, ...(row.texts ?? [])]) {
              if (hidden)
                expect(body.includes(text), `${where} shows ${row.kind} ${text}`).toBe(false);
              else if (isRegistradora(caller) && body.includes(text))
                seenByRegistradora.add(row.id);
              if (
                !hidden &&
                read.porUsuario?.includes(row.kind) &&
                row.dono === caller.name &&
                body.includes(text)
              )
                seenByDono.add(row.id);
            }
          }
        }
      }
    }
    // Every row the others must not see is reachable by the registradora through the matrix:
    // a leak of any of them would show in some answer.
    expect(rows.filter((row) => !seenByRegistradora.has(row.id)).map((row) => row.id)).toEqual([]);
    // And every user's own export reaches that user where no one else may see it.
    expect(rows.filter((row) => row.dono && !seenByDono.has(row.id)).map((row) => row.id)).toEqual(
      [],
    );
    for (const kind of ['mensagem', 'email', 'evento', 'sessao', 'exportacao'] as const) {
      expect(rowsOf(kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    expect(requests).toBeGreaterThan(400);
    // Some 700 requests one after another: 9 s on a quiet 2-core machine, and 27 s (with
    // fewer routes) on a loaded one, near the default 30 s: every request stays checked.
  }, 120_000);
});
