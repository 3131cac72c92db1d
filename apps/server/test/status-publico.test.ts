import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { bearer, createTestApp, login, mensagens } from './helper';
import { contratosDeExemplo, JUSTIFICATIVA } from './contrato-exemplo';

// GET /api/publica/statusRegistro/{chassi} (spec §2.3, §4): the public timeline of each state an
// order can be in, through the real app and database. The orders stay where the calls leave
// them (PROCESSO=api: no dispatch); the audited status change stands for the Detran's answers.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
const LIMITE_POR_MINUTO = 5;

beforeAll(async () => {
  ctx = await createTestApp({
    PROCESSO: 'api',
    STATUS_PUBLICO_RATE_LIMIT_PER_MINUTE: String(LIMITE_POR_MINUTO),
  });
  tokens.operador = await login(ctx.app, 'operador');
  tokens.administrador = await login(ctx.app, 'administrador');
});
afterAll(() => ctx.close());

const contrato = contratosDeExemplo('PUB', 300000);

async function post(url: string, payload: unknown = {}, token = tokens.administrador!) {
  const resposta = await ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(token),
    payload: payload as object,
  });
  expect(resposta.statusCode, `${url}: ${resposta.body}`).toBeLessThan(300);
  return resposta.json<{ protocolo: string }>();
}

/** A registration just received: its chassis and protocol. */
async function registrar() {
  const payload = contrato();
  const { protocolo } = await post('/contratos/registrar', payload, tokens.operador);
  return { chassi: payload.veiculos[0]!.chassi, protocolo };
}

const alterarStatus = (protocolo: string, status: string) =>
  post(`/pedidos/protocolo/${protocolo}/statusnovo/${status}`, {
    justificativa: 'Resposta do Detran recebida por outro canal',
  });

/** A different address per lookup keeps the per-address limit out of the state tests. */
let endereco = 0;
function consultar(chassi: string, remoteAddress = `10.77.${++endereco >> 8}.${endereco & 255}`) {
  return ctx.app.inject({ url: `/api/publica/statusRegistro/${chassi}`, remoteAddress });
}

async function status(chassi: string) {
  const resposta = await consultar(chassi);
  expect(resposta.statusCode, resposta.body).toBe(200);
  return resposta.json<{ status: string[]; dataStatus: (string | null)[]; protocolo: string }>();
}

const INEXISTENTE = { status: ['REGISTRO_INEXISTENTE'], dataStatus: [null], protocolo: null };
const data = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('GET /api/publica/statusRegistro/{chassi}', () => {
  it('answers an order waiting for the Detran as in process, without login and without a protocol', async () => {
    const { chassi } = await registrar();
    expect(await status(chassi)).toEqual({
      status: ['REGISTRO_EM_PROCESSO'],
      dataStatus: [data],
      protocolo: null,
    });
  });

  it('answers a registered order with the success, its date and its protocol', async () => {
    const { chassi, protocolo } = await registrar();
    await alterarStatus(protocolo, 'REGISTRADO');
    const resposta = await status(chassi);
    expect(resposta).toEqual({
      status: ['REGISTRO_EM_PROCESSO', 'REGISTRO_COM_SUCESSO'],
      dataStatus: [data, data],
      protocolo,
    });
    expect(resposta.dataStatus[0]! <= resposta.dataStatus[1]!).toBe(true);
  });

  it('answers a refused order as not done, and a reprocessed one as in process again', async () => {
    const { chassi, protocolo } = await registrar();
    await alterarStatus(protocolo, 'NAO_REGISTRADO');
    expect(await status(chassi)).toEqual({
      status: ['REGISTRO_EM_PROCESSO', 'REGISTRO_NAO_REALIZADO'],
      dataStatus: [data, data],
      protocolo: null,
    });
    await post(`/pedidos/reprocessar/${protocolo}`, JUSTIFICATIVA);
    expect((await status(chassi)).status).toEqual([
      'REGISTRO_EM_PROCESSO',
      'REGISTRO_NAO_REALIZADO',
      'REGISTRO_EM_PROCESSO',
    ]);
    await alterarStatus(protocolo, 'REGISTRADO');
    expect(await status(chassi)).toMatchObject({
      status: [
        'REGISTRO_EM_PROCESSO',
        'REGISTRO_NAO_REALIZADO',
        'REGISTRO_EM_PROCESSO',
        'REGISTRO_COM_SUCESSO',
      ],
      protocolo,
    });
  });

  it('keeps a released (baixado) registration as registered with its protocol', async () => {
    const { chassi, protocolo } = await registrar();
    await alterarStatus(protocolo, 'REGISTRADO');
    await post(`/pedidos/baixa/${protocolo}`, JUSTIFICATIVA);
    expect(await status(chassi)).toEqual({
      status: ['REGISTRO_EM_PROCESSO', 'REGISTRO_COM_SUCESSO'],
      dataStatus: [data, data],
      protocolo,
    });
  });

  it('answers a cancelled order (before or after the Detran) as a chassis not found', async () => {
    const antes = await registrar();
    await post(`/pedidos/cancelar/${antes.protocolo}`, JUSTIFICATIVA);
    expect(await status(antes.chassi)).toEqual(INEXISTENTE);

    const depois = await registrar();
    await alterarStatus(depois.protocolo, 'REGISTRADO');
    await post(`/pedidos/cancelarDetran/${depois.protocolo}`, JUSTIFICATIVA);
    // While the cancellation is on its way, the registration still stands.
    expect((await status(depois.chassi)).protocolo).toBe(depois.protocolo);
    await alterarStatus(depois.protocolo, 'CANCELADO');
    expect(await status(depois.chassi)).toEqual(INEXISTENTE);
  });

  it('answers an unknown chassis as not found, in any case and with the same shape', async () => {
    expect(await status('9BWZZZ377VT999998')).toEqual(INEXISTENTE);
    const { chassi } = await registrar();
    expect((await status(chassi.toLowerCase())).status).toEqual(['REGISTRO_EM_PROCESSO']);
  });

  it('shows no debtor, creditor or contract data (LGPD)', async () => {
    const { chassi, protocolo } = await registrar();
    await alterarStatus(protocolo, 'REGISTRADO');
    const resposta = await consultar(chassi);
    expect(Object.keys(resposta.json<object>()).sort()).toEqual([
      'dataStatus',
      'protocolo',
      'status',
    ]);
    for (const dado of [
      CONTRATO_EXEMPLO.devedor.nome,
      CONTRATO_EXEMPLO.devedor.cpfCnpj,
      CONTRATO_EXEMPLO.credor.nome,
      'PUB-',
    ]) {
      expect(resposta.body).not.toContain(dado);
    }
  });

  it('refuses a malformed chassis with 400 and the §5 message, reading nothing', async () => {
    for (const chassi of ['9BWZZZ377VT00425I', 'ABC-123', '9BWZZZ377VT0042510000X']) {
      const resposta = await consultar(encodeURIComponent(chassi));
      expect(resposta.statusCode, chassi).toBe(400);
      expect(mensagens(resposta), chassi).toEqual(['chassi: Chassi Inválido']);
    }
  });

  it('limits lookups per address and minute with a 429 in Portuguese; another address goes on', async () => {
    const { chassi } = await registrar();
    for (let i = 0; i < LIMITE_POR_MINUTO; i++) {
      expect((await consultar(chassi, '192.0.2.50')).statusCode).toBe(200);
    }
    const limitado = await consultar(chassi, '192.0.2.50');
    expect(limitado.statusCode).toBe(429);
    expect(mensagens(limitado)).toEqual([
      'Muitas requisições. Aguarde alguns instantes e tente novamente.',
    ]);
    // One IPv6 /64 is one address.
    for (let i = 0; i < LIMITE_POR_MINUTO; i++) {
      expect((await consultar(chassi, `2001:db8:5:6::${i + 1}`)).statusCode).toBe(200);
    }
    expect((await consultar(chassi, '2001:db8:5:6::ff')).statusCode).toBe(429);
    expect((await consultar(chassi, '192.0.2.51')).statusCode).toBe(200);
  });
});
