import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulador, type Simulador } from '@portal/detran-sim/simulador';
import { numeroGravameDe, PARTICIPANTES_SNG } from '@portal/detran-sim/regras';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { createRegistroSngHttp } from '../src/lib/registro/sng';
import { bearer, createTestApp, createUserWithPermissions, login, mensagens } from './helper';

// The lien lookup end to end: the portal asks the registry simulator's SNG over HTTP.
let simulador: Simulador;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let operador: string;
let exemplo: string;
let administrador: string;

const SNG_TIMEOUT_MS = 400;

beforeAll(async () => {
  simulador = createSimulador();
  const url = await simulador.app.listen({ port: 0, host: '127.0.0.1' });
  ctx = await createTestApp({ DETRAN_SIM_URL: url, SNG_TIMEOUT_MS: String(SNG_TIMEOUT_MS) });
  operador = await login(ctx.app, 'operador');
  administrador = await login(ctx.app, 'administrador');
  // A user of Banco Exemplo, the other demo bank, that may consult liens.
  await createUserWithPermissions(
    ctx,
    'gravames-exemplo',
    'OPERADOR',
    { clienteId: DEMO_CLIENTE_2_ID },
    ['GRAVAME_CONSULTAR'],
  );
  exemplo = await login(ctx.app, 'gravames-exemplo');
});

afterAll(async () => {
  await ctx?.close();
  // The app's HTTP client keeps connections to the simulator alive; the test is over.
  simulador?.app.server.closeAllConnections();
  await simulador?.app.close();
});

function consultar(chassi: string, token: string | null = operador, clienteId?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/gravames/chassi/${chassi}${clienteId ? `?clienteId=${clienteId}` : ''}`,
    headers: token ? bearer(token) : {},
  });
}

describe('GET /api/gravames/chassi/{chassi}', () => {
  it('answers an active lien of this participant with number, informant, type and date', async () => {
    const response = await consultar('9bwzzz377vt004251');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      chassi: '9BWZZZ377VT004251',
      situacao: 'ATIVO_PARTICIPANTE',
      numeroGravame: numeroGravameDe('9BWZZZ377VT004251'),
      informante: 'F',
      tipoRestricao: '03',
      dataInclusao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dataBaixa: null,
      consultadoEm: expect.any(String),
    });
  });

  it('tells each SNG case apart by what the SNG answers', async () => {
    const casos = {
      '9BWZZZ377VT000001': { situacao: 'NAO_ENCONTRADO', numeroGravame: null, informante: null },
      '9BWZZZ377VT000002': { situacao: 'ATIVO_OUTRO_PARTICIPANTE', informante: 'F' },
      '9BWZZZ377VT000007': { situacao: 'INATIVO', informante: 'D' },
      '9BWZZZ377VT000006': { situacao: 'ATIVO_PARTICIPANTE', tipoRestricao: '01' },
    };
    for (const [chassi, esperado] of Object.entries(casos)) {
      const response = await consultar(chassi);
      expect(response.statusCode, chassi).toBe(200);
      expect(response.json(), chassi).toMatchObject(esperado);
    }
    const inativo = (await consultar('9BWZZZ377VT000007')).json() as { dataBaixa: string };
    expect(inativo.dataBaixa).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("tells this participant's lien from another's by the asking bank's CNPJ", async () => {
    const situacao = async (chassi: string, token: string, clienteId?: string) => {
      const response = await consultar(chassi, token, clienteId);
      expect(response.statusCode, `${chassi} ${clienteId}`).toBe(200);
      return response.json<{ situacao: string }>().situacao;
    };
    // The same two liens, one of each bank (the simulator's seed: docs/detran-sim.md).
    expect(await situacao('9BWZZZ377VT004251', operador)).toBe('ATIVO_PARTICIPANTE');
    expect(await situacao('9BWZZZ377VT000002', operador)).toBe('ATIVO_OUTRO_PARTICIPANTE');
    expect(await situacao('9BWZZZ377VT004251', exemplo)).toBe('ATIVO_OUTRO_PARTICIPANTE');
    expect(await situacao('9BWZZZ377VT000002', exemplo)).toBe('ATIVO_PARTICIPANTE');
    // A client's user may name its own client, which changes nothing.
    expect(await situacao('9BWZZZ377VT000002', exemplo, DEMO_CLIENTE_2_ID)).toBe(
      'ATIVO_PARTICIPANTE',
    );

    // The registradora asks on behalf of the client it names; naming none, whose is unsaid.
    expect(await situacao('9BWZZZ377VT000002', administrador, DEMO_CLIENTE_2_ID)).toBe(
      'ATIVO_PARTICIPANTE',
    );
    expect(await situacao('9BWZZZ377VT000002', administrador, DEMO_CLIENTE_ID)).toBe(
      'ATIVO_OUTRO_PARTICIPANTE',
    );
    expect(await situacao('9BWZZZ377VT004251', administrador)).toBe('ATIVO');
    expect(await situacao('9BWZZZ377VT000007', administrador)).toBe('INATIVO');
    expect(await situacao('9BWZZZ377VT000001', administrador)).toBe('NAO_ENCONTRADO');
  });

  it("answers 404 for another bank's client, or one that does not exist, without asking the SNG", async () => {
    const antes = simulador.estatisticas().requisicoes;
    for (const [token, clienteId] of [
      [operador, DEMO_CLIENTE_2_ID],
      [administrador, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await consultar('9BWZZZ377VT004251', token, clienteId);
      expect(response.statusCode, clienteId).toBe(404);
      expect(mensagens(response)).toEqual(['Cliente não encontrado.']);
    }
    expect((await consultar('9BWZZZ377VT004251', administrador, 'abc')).statusCode).toBe(400);
    expect(simulador.estatisticas().requisicoes).toBe(antes);
  });

  it("knows the demo banks by the CNPJs the simulator's liens are informed with", async () => {
    const { rows } = (await ctx.database.pool.query(
      'select id, cnpj from clientes where id = any($1::uuid[]) order by cnpj',
      [[DEMO_CLIENTE_ID, DEMO_CLIENTE_2_ID]],
    )) as { rows: { id: string; cnpj: string }[] };
    expect(Object.fromEntries(rows.map((row) => [row.id, row.cnpj]))).toEqual({
      [DEMO_CLIENTE_ID]: PARTICIPANTES_SNG.bancoDemonstracao,
      [DEMO_CLIENTE_2_ID]: PARTICIPANTES_SNG.bancoExemplo,
    });
  });

  it('refuses a malformed chassis with 400 in Portuguese, without asking the SNG', async () => {
    const antes = simulador.estatisticas().requisicoes;
    for (const chassi of ['9BWZZZ377VT00425I', 'ABC%24%25', 'A'.repeat(22)]) {
      const response = await consultar(chassi);
      expect(response.statusCode, chassi).toBe(400);
      expect(mensagens(response).join(' '), chassi).toContain('Chassi Inválido');
    }
    expect(simulador.estatisticas().requisicoes).toBe(antes);
  });

  it('needs GRAVAME_CONSULTAR: a Detran user gets 403, nobody logged in 401', async () => {
    const detran = await login(ctx.app, 'detran');
    expect((await consultar('9BWZZZ377VT004251', detran)).statusCode).toBe(403);
    expect((await consultar('9BWZZZ377VT004251', null)).statusCode).toBe(401);
  });

  it('answers 502 with a Portuguese message when the SNG is down, never a 500', async () => {
    simulador.configure({ fora: true });
    try {
      const response = await consultar('9BWZZZ377VT004251');
      expect(response.statusCode).toBe(502);
      expect(mensagens(response)).toEqual([
        'Não foi possível consultar o SNG (B3) agora: o serviço não respondeu corretamente. Tente novamente em alguns minutos.',
      ]);
    } finally {
      simulador.configure({ fora: false });
    }
  });

  it('answers 504 when the SNG does not answer in time', async () => {
    simulador.configure({ latenciaMs: SNG_TIMEOUT_MS * 5 });
    try {
      const response = await consultar('9BWZZZ377VT004251');
      expect(response.statusCode).toBe(504);
      expect(mensagens(response)).toEqual([
        'O SNG (B3) não respondeu a tempo. Tente novamente em alguns minutos.',
      ]);
    } finally {
      simulador.configure({ latenciaMs: 0 });
    }
  });
});

describe('the SNG adapter', () => {
  it('says unavailable when nothing listens where the SNG should be', async () => {
    const sng = createRegistroSngHttp('http://127.0.0.1:9', 2_000);
    expect((await sng.lookupGravame('9BWZZZ377VT004251', null)).tipo).toBe('indisponivel');
  });
});
