import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADITIVO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { PERMISSOES_PADRAO_POR_PERFIL } from '@portal/shared/usuarios/permissoes';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import {
  bearer,
  createTestApp,
  createUserWithEveryPermission,
  createUserWithPermissions,
  login,
  mensagens,
} from './helper';
import { contratosDeExemplo, JUSTIFICATIVA, type Contrato } from './contrato-exemplo';

/*
 * Every write action on an order, called by a user of another client who holds every
 * permission (so scope alone stops it) with a body valid in shape: 404 with the Portuguese
 * message, and the order, its data and its history exactly as before, read by the owner. Then
 * the owner makes the same call and it goes through: the body and the order's state were
 * right, only the caller was not. Detran users: the default DETRAN profile holds none of these
 * actions' permissions (packages/shared/src/usuarios/permissoes.ts), so no route allows them:
 * 403 and nothing changes, for the order's Detran (SP) and another (RJ); a Detran-RJ user
 * granted every permission by hand gets 404, as another client's user does.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const headers: Record<string, Record<string, string>> = {};

/** The owner: a Banco Demonstração user with every permission. */
const DONO = 'todas-demonstracao';
/** Banco Exemplo's user with every permission. */
const ALHEIO = 'todas-exemplo';
/** Detran users: Detran-SP's (the orders go there), and Detran-RJ's with its profile's defaults. */
const DETRANS = ['detran', 'detran-rj'] as const;
/** A Detran-RJ user granted every permission by hand. */
const TODAS_DETRAN_RJ = 'todas-detran-rj';

beforeAll(async () => {
  ctx = await createTestApp({ PROCESSO: 'api' });
  await createUserWithEveryPermission(ctx, DONO, 'MASTER', { clienteId: DEMO_CLIENTE_ID });
  await createUserWithEveryPermission(ctx, ALHEIO, 'MASTER', { clienteId: DEMO_CLIENTE_2_ID });
  const detranRj = await ctx.database.pool.query<{ id: string }>(
    "select id from fornecedores where tipo = 'DETRAN' and uf = 'RJ'",
  );
  await createUserWithPermissions(
    ctx,
    'detran-rj',
    'DETRAN',
    { fornecedorId: detranRj.rows[0]!.id },
    PERMISSOES_PADRAO_POR_PERFIL.DETRAN,
  );
  await createUserWithEveryPermission(ctx, TODAS_DETRAN_RJ, 'DETRAN', {
    fornecedorId: detranRj.rows[0]!.id,
  });
  for (const username of [DONO, ALHEIO, 'administrador', TODAS_DETRAN_RJ, ...DETRANS]) {
    headers[username] = bearer(await login(ctx.app, username));
  }
});
afterAll(() => ctx.close());

const contrato = contratosDeExemplo('ALHEIO', 300000);

const post = (url: string, payload: unknown, username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: headers[username],
    payload: payload as object,
  });
const getJson = async (url: string) => {
  const response = await ctx.app.inject({ url: `/api${url}`, headers: headers[DONO] });
  expect(response.statusCode, url).toBe(200);
  return response.json<unknown>();
};

async function criado(payload: unknown, url = '/contratos/registrar'): Promise<string> {
  const response = await post(url, payload, DONO);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ protocolo: string }>().protocolo;
}

async function moverPara(protocolo: string, status: 'REGISTRADO' | 'NAO_REGISTRADO') {
  const response = await post(
    `/pedidos/protocolo/${protocolo}/statusnovo/${status}`,
    { justificativa: 'Resposta do Detran por outro meio' },
    DONO,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** An order of Banco Demonstração in the state an action starts from. */
interface PedidoDoDono {
  payload: Contrato;
  protocolo: string;
  versao: number;
}

type Estado = 'registrado' | 'recusado' | 'aditivo registrado';

const aditivoDe = (payload: Contrato, protocoloOriginal: string) => ({
  ...payload,
  protocoloOriginal,
  aditivo: structuredClone(ADITIVO_EXEMPLO.aditivo),
});

async function pedidoDoDono(estado: Estado): Promise<PedidoDoDono> {
  const payload = contrato();
  let protocolo = await criado(payload);
  await moverPara(protocolo, estado === 'recusado' ? 'NAO_REGISTRADO' : 'REGISTRADO');
  if (estado === 'aditivo registrado') {
    protocolo = await criado(aditivoDe(payload, protocolo), '/contratos/aditivo/registrar');
    await moverPara(protocolo, 'REGISTRADO');
  }
  const { versao } = (await getJson(`/contratos/protocolo/${protocolo}`)) as { versao: number };
  return { payload, protocolo, versao };
}

/** The body a client's own user sends: its own agent (the other bank names its own). */
const comAgente = (payload: Contrato, agenteFinanceiroId: string): Contrato => ({
  ...structuredClone(payload),
  agenteFinanceiroId,
});

/** The paths of the writes on an existing order (the others of pedidos/ and contratos/ read). */
const ESCRITA_NUM_PEDIDO =
  /^\/api\/(pedidos\/(?!consultar)|registros\/|contratos\/(alterar$|aditivo\/))/;

interface Acao {
  estado: Estado;
  /** The route, as the OpenAPI document names it without /api/ (`:param` for `{param}`). */
  nome: string;
  /** The call on the order, with the caller's own agent in a contract's body. */
  chamada: (pedido: PedidoDoDono, agente: string) => { url: string; payload: unknown };
  /** What the owner's call answers. */
  sucesso: 200 | 201;
}

const ACOES: Acao[] = [
  ...(['baixa', 'baixarDetran', 'cancelarDetran'] as const).map((acao): Acao => ({
    nome: `pedidos/${acao}/:protocolo`,
    estado: 'registrado',
    chamada: ({ protocolo }) => ({ url: `/pedidos/${acao}/${protocolo}`, payload: JUSTIFICATIVA }),
    sucesso: 200,
  })),
  ...(['cancelar', 'reprocessar'] as const).map((acao): Acao => ({
    nome: `pedidos/${acao}/:protocolo`,
    estado: 'recusado',
    chamada: ({ protocolo }) => ({ url: `/pedidos/${acao}/${protocolo}`, payload: JUSTIFICATIVA }),
    sucesso: 200,
  })),
  {
    nome: 'pedidos/protocolo/:protocolo/statusnovo/:status',
    estado: 'recusado',
    chamada: ({ protocolo }) => ({
      url: `/pedidos/protocolo/${protocolo}/statusnovo/REGISTRADO`,
      payload: JUSTIFICATIVA,
    }),
    sucesso: 200,
  },
  {
    nome: 'pedidos/alterarTaxa',
    estado: 'registrado',
    chamada: ({ protocolo }) => ({
      url: '/pedidos/alterarTaxa',
      payload: { protocolo, taxaDetran: '99.99', valorRegistradora: '12.34', ...JUSTIFICATIVA },
    }),
    sucesso: 200,
  },
  {
    nome: 'pedidos/alterarNumeroContrato',
    estado: 'recusado',
    chamada: ({ protocolo, payload }) => ({
      url: '/pedidos/alterarNumeroContrato',
      payload: { protocolo, numeroContrato: `${payload.contrato.numero}-N`, ...JUSTIFICATIVA },
    }),
    sucesso: 200,
  },
  {
    nome: 'registros/editar',
    estado: 'recusado',
    chamada: ({ protocolo, versao, payload }, agente) => {
      const corrigido = comAgente(payload, agente);
      corrigido.devedor.nome = 'Maria da Silva Corrigida';
      return { url: '/registros/editar', payload: { protocolo, versao, ...corrigido } };
    },
    sucesso: 200,
  },
  {
    nome: 'contratos/alterar',
    estado: 'registrado',
    chamada: ({ protocolo, payload }, agente) => ({
      url: '/contratos/alterar',
      payload: { ...comAgente(payload, agente), protocoloOriginal: protocolo },
    }),
    sucesso: 201,
  },
  {
    nome: 'contratos/aditivo/registrar',
    estado: 'registrado',
    chamada: ({ protocolo, payload }, agente) => ({
      url: '/contratos/aditivo/registrar',
      payload: aditivoDe(comAgente(payload, agente), protocolo),
    }),
    sucesso: 201,
  },
  {
    nome: 'contratos/aditivo/alterar',
    estado: 'aditivo registrado',
    chamada: ({ protocolo, payload }, agente) => ({
      url: '/contratos/aditivo/alterar',
      payload: aditivoDe(comAgente(payload, agente), protocolo),
    }),
    sucesso: 201,
  },
];

/** How many orders there are, as the registradora's consultation counts them. */
async function totalDePedidos(): Promise<number> {
  const response = await post('/v2/pedidos/consultar?size=1', {}, 'administrador');
  expect(response.statusCode).toBe(200);
  return response.json<{ totalElements: number }>().totalElements;
}

/** The order as its owner reads it: the order, its contract's data and its history. */
async function retrato(protocolo: string) {
  return {
    pedido: await getJson(`/contratos/protocolo/${protocolo}`),
    contrato: await getJson(`/contratos/protocolo/${protocolo}/contrato`),
    historico: await getJson(`/contratos/protocolo/${protocolo}/historico`),
    total: await totalDePedidos(),
  };
}

describe('a write action on an order by someone who may not see it', () => {
  it('covers every write action on an order the API documents', async () => {
    const documento = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const escritas = Object.entries(documento.paths)
      .filter(([path, metodos]) => 'post' in metodos && ESCRITA_NUM_PEDIDO.test(path))
      .map(([path]) => path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, ':$1'));
    expect(escritas.sort()).toEqual(ACOES.map((acao) => acao.nome).sort());
    expect(ACOES).toHaveLength(12);
  });

  for (const acao of ACOES) {
    it(`${acao.nome}: another client's user gets 404, a Detran's 403, and nothing changes`, async () => {
      const pedido = await pedidoDoDono(acao.estado);
      const antes = await retrato(pedido.protocolo);

      const alheia = acao.chamada(pedido, DEMO_AGENTE_IDS.exemploFinanciamentos);
      const resposta = await post(alheia.url, alheia.payload, ALHEIO);
      expect(resposta.statusCode, resposta.body).toBe(404);
      expect(mensagens(resposta)).toEqual(['Registro não encontrado.']);

      for (const detran of DETRANS) {
        const doDetran = acao.chamada(pedido, DEMO_AGENTE_IDS.demonstracaoFinanceira);
        const recusa = await post(doDetran.url, doDetran.payload, detran);
        expect(recusa.statusCode, `${detran}: ${recusa.body}`).toBe(403);
        expect(mensagens(recusa)).toEqual(['Você não tem permissão para realizar esta ação.']);
      }

      // Another Detran's user granted every permission: scope alone hides the order.
      const deOutroDetran = acao.chamada(pedido, DEMO_AGENTE_IDS.demonstracaoFinanceira);
      const escondido = await post(deOutroDetran.url, deOutroDetran.payload, TODAS_DETRAN_RJ);
      expect(escondido.statusCode, escondido.body).toBe(404);
      expect(mensagens(escondido)).toEqual(['Registro não encontrado.']);

      expect(await retrato(pedido.protocolo)).toEqual(antes);

      // The same call by the owner goes through: only the caller was wrong.
      const propria = acao.chamada(pedido, DEMO_AGENTE_IDS.demonstracaoFinanceira);
      const feita = await post(propria.url, propria.payload, DONO);
      expect(feita.statusCode, feita.body).toBe(acao.sucesso);
      expect(await retrato(pedido.protocolo)).not.toEqual(antes);
    });
  }
});
