import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { bearer, createTestApp, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, 'operador');
});
afterAll(() => ctx.close());

/** GET /api/validadores/{kind}/{numero}, the number URL-encoded as the web app sends it. */
const validar = (kind: 'cpf' | 'cnpj' | 'cpf-cnpj', numero: string) =>
  ctx.app.inject({
    url: `/api/validadores/${kind}/${encodeURIComponent(numero)}`,
    headers: bearer(token),
  });

describe('GET /api/validadores/cpf/:numero', () => {
  it('answers a valid CPF, with or without the mask', async () => {
    for (const numero of ['529.982.247-25', '52998224725', '529 982 247 25']) {
      const response = await validar('cpf', numero);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valido: true,
        tipo: 'CPF',
        documento: '52998224725',
        formatado: '529.982.247-25',
      });
    }
  });

  it('answers an invalid CPF with 200 and valido false', async () => {
    const response = await validar('cpf', '529.982.247-24');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valido: false,
      tipo: 'CPF',
      documento: '52998224724',
      formatado: null,
    });
    expect((await validar('cpf', '11222333000181')).json()).toMatchObject({ valido: false });
  });
});

describe('GET /api/validadores/cnpj/:numero', () => {
  it('answers a valid numeric CNPJ, the slash URL-encoded', async () => {
    const response = await validar('cnpj', '11.222.333/0001-81');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valido: true,
      tipo: 'CNPJ',
      documento: '11222333000181',
      formatado: '11.222.333/0001-81',
    });
  });

  it('accepts the alphanumeric CNPJ of IN RFB 2.229/2024, in any case', async () => {
    for (const numero of ['12.ABC.345/01DE-35', '12abc34501de35']) {
      const response = await validar('cnpj', numero);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valido: true,
        tipo: 'CNPJ',
        documento: '12ABC34501DE35',
        formatado: '12.ABC.345/01DE-35',
      });
    }
  });

  it('answers a wrong check digit as invalid', async () => {
    for (const numero of ['12.ABC.345/01DE-36', '11.222.333/0001-82']) {
      const response = await validar('cnpj', numero);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ valido: false, tipo: 'CNPJ', formatado: null });
    }
  });
});

describe('GET /api/validadores/cpf-cnpj/:numero', () => {
  it('checks 11 characters as a CPF and 14 as a CNPJ', async () => {
    expect((await validar('cpf-cnpj', '529.982.247-25')).json()).toMatchObject({
      valido: true,
      tipo: 'CPF',
    });
    expect((await validar('cpf-cnpj', '12.ABC.345/01DE-35')).json()).toMatchObject({
      valido: true,
      tipo: 'CNPJ',
      formatado: '12.ABC.345/01DE-35',
    });
    expect((await validar('cpf-cnpj', '12.ABC.345/01DE-36')).json()).toMatchObject({
      valido: false,
      tipo: 'CNPJ',
    });
  });

  it('answers any other length as invalid, without a type', async () => {
    const response = await validar('cpf-cnpj', '123.456');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valido: false,
      tipo: null,
      documento: '123456',
      formatado: null,
    });
  });
});

describe('bad calls', () => {
  it('answers 401 without a token', async () => {
    for (const kind of ['cpf', 'cnpj', 'cpf-cnpj']) {
      const response = await ctx.app.inject({ url: `/api/validadores/${kind}/52998224725` });
      expect(response.statusCode).toBe(401);
      expect(mensagens(response)).toEqual([MENSAGENS.naoAutenticado]);
    }
  });

  it('answers 400 with a mensagem list for a parameter over 30 characters', async () => {
    const response = await validar('cpf-cnpj', '1'.repeat(31));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { mensagem: 'numero: O máximo de caracteres é de 30', campo: 'numero' },
    ]);
  });

  it('is described in the OpenAPI document under the validadores tag', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, { get?: { tags?: string[] } }> })
      .paths;
    for (const kind of ['cpf', 'cnpj', 'cpf-cnpj']) {
      expect(paths[`/api/validadores/${kind}/{numero}`]?.get?.tags).toEqual(['validadores']);
    }
  });
});
