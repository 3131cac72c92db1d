import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSimulador, type Simulador } from '@portal/detran-sim/simulador';
import { numeroGravameDe } from '@portal/detran-sim/regras';
import { createRegistroSngHttp } from '../src/lib/registro/sng';
import { bearer, createTestApp, login, mensagens } from './helper';

// The lien lookup end to end: the portal asks the registry simulator's SNG over HTTP.
let simulador: Simulador;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let operador: string;

const SNG_TIMEOUT_MS = 400;

beforeAll(async () => {
  simulador = criarSimulador();
  const url = await simulador.app.listen({ port: 0, host: '127.0.0.1' });
  ctx = await createTestApp({ DETRAN_SIM_URL: url, SNG_TIMEOUT_MS: String(SNG_TIMEOUT_MS) });
  operador = await login(ctx.app, 'operador');
});

afterAll(async () => {
  await ctx?.close();
  // The app's HTTP client keeps connections to the simulator alive; the test is over.
  simulador?.app.server.closeAllConnections();
  await simulador?.app.close();
});

function consultar(chassi: string, token: string | null = operador) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/gravames/chassi/${chassi}`,
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
    simulador.configurar({ fora: true });
    try {
      const response = await consultar('9BWZZZ377VT004251');
      expect(response.statusCode).toBe(502);
      expect(mensagens(response)).toEqual([
        'Não foi possível consultar o SNG (B3) agora: o serviço não respondeu corretamente. Tente novamente em alguns minutos.',
      ]);
    } finally {
      simulador.configurar({ fora: false });
    }
  });

  it('answers 504 when the SNG does not answer in time', async () => {
    simulador.configurar({ latenciaMs: SNG_TIMEOUT_MS * 5 });
    try {
      const response = await consultar('9BWZZZ377VT004251');
      expect(response.statusCode).toBe(504);
      expect(mensagens(response)).toEqual([
        'O SNG (B3) não respondeu a tempo. Tente novamente em alguns minutos.',
      ]);
    } finally {
      simulador.configurar({ latenciaMs: 0 });
    }
  });
});

describe('the SNG adapter', () => {
  it('says unavailable when nothing listens where the SNG should be', async () => {
    const sng = createRegistroSngHttp('http://127.0.0.1:9', 2_000);
    expect((await sng.consultarGravame('9BWZZZ377VT004251')).tipo).toBe('indisponivel');
  });
});
