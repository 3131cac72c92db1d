import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertidaoVerificacao } from '@portal/shared/contratos/certidao-schemas';
import { loadConfig } from '../src/config';
import { DEMO_CLIENTE_2_ID } from '../src/db/demo-ids';
import { createCertidaoCodigos } from '../src/features/contratos/certidao-codigo';
import {
  bearer,
  createTestApp,
  createUserWithEveryPermission,
  login,
  mensagens,
  TEST_AUTH_SECRET,
} from './helper';
import { contratosDeExemplo, JUSTIFICATIVA } from './contrato-exemplo';

// Public certificates: the PDFs an order's verification code opens, and the code's check.
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens: Record<string, string> = {};
const LIMITE_POR_MINUTO = 5;
const PORTAL = 'https://portal.registradora.example';

beforeAll(async () => {
  ctx = await createTestApp({
    PROCESSO: 'api',
    CERTIDAO_RATE_LIMIT_PER_MINUTE: String(LIMITE_POR_MINUTO),
    PORTAL_URL: PORTAL,
  });
  await createUserWithEveryPermission(ctx, 'todas-exemplo', 'MASTER', {
    clienteId: DEMO_CLIENTE_2_ID,
  });
  for (const username of ['operador', 'detran', 'todas-exemplo']) {
    tokens[username] = await login(ctx.app, username);
  }
});
afterAll(() => ctx.close());

const contrato = contratosDeExemplo('CERT', 300000);

/** Each public call from an address of its own, so the per-address limit stays out of the way. */
let enderecos = 0;
const outroEndereco = () => {
  enderecos += 1;
  return `10.77.${Math.floor(enderecos / 250)}.${enderecos % 250}`;
};

const autenticado = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  token = tokens.operador!,
) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload: payload as object });
const publico = (url: string, remoteAddress = outroEndereco()) =>
  ctx.app.inject({ url: `/api/publica${url}`, remoteAddress });
const verificar = (codigo: unknown, remoteAddress = outroEndereco()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/publica/certidoes/verificar',
    payload: { codigo },
    remoteAddress,
  });

async function registrar(payload = contrato()) {
  const resposta = await autenticado('POST', '/contratos/registrar', payload);
  expect(resposta.statusCode).toBe(201);
  return resposta.json<{ protocolo: string }>().protocolo;
}

/** A contract registered at the Detran (the audited status change: no dispatch in this file). */
async function registrado() {
  const payload = contrato();
  const protocolo = await registrar(payload);
  const alterado = await autenticado(
    'POST',
    `/pedidos/protocolo/${protocolo}/statusnovo/REGISTRADO`,
    {
      justificativa: 'Registro confirmado pelo Detran',
    },
  );
  expect(alterado.statusCode).toBe(200);
  const pode = await autenticado('GET', `/contratos/podeGerarCertidao/${protocolo}`);
  const { codigoVerificacao } = pode.json<{ codigoVerificacao: string }>();
  expect(codigoVerificacao).toMatch(/^\d{14}(-[0-9A-Z]{4}){4}$/);
  return { payload, protocolo, codigo: codigoVerificacao };
}

async function textoDoPdf(resposta: LightMyRequestResponse): Promise<string> {
  expect(resposta.statusCode, resposta.body.slice(0, 200)).toBe(200);
  expect(resposta.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(resposta.rawPayload));
  // Lines joined by spaces: a title may wrap.
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const inteiroTeor = (protocolo: string, codigo: string, barra = '/') =>
  publico(
    `/contratos/certidao_inteiro_teor_contrato/${protocolo}/pdf${barra}?codigo=${encodeURIComponent(codigo)}`,
  );
const simplificada = (protocolo: string, codigo: string) =>
  publico(
    `/contratos/certidao_simplificada_contrato/${protocolo}/pdf/?codigo=${encodeURIComponent(codigo)}`,
  );
const comprovante = (protocolo: string, codigo: string, remoteAddress?: string) =>
  publico(
    `/contratos/protocolo/${protocolo}/pdf?codigo=${encodeURIComponent(codigo)}`,
    remoteAddress,
  );

describe('the certificates of a registered order', () => {
  it('prints the registration in full, with the debtor’s document masked and no address', async () => {
    const { payload, protocolo, codigo } = await registrado();
    const resposta = await ctx.app.inject({
      url: `/api/publica/contratos/certidao_inteiro_teor_contrato/${protocolo}/pdf/?codigo=${codigo}`,
      headers: { host: 'falso.example' },
      remoteAddress: outroEndereco(),
    });
    expect(resposta.headers['content-disposition']).toBe(
      `attachment; filename="certidao-de-inteiro-teor-do-registro-de-contrato-${protocolo}.pdf"`,
    );
    const texto = await textoDoPdf(resposta);
    for (const esperado of [
      'CERTIDÃO DE INTEIRO TEOR DO REGISTRO DE CONTRATO',
      `Protocolo: ${protocolo}`,
      'Detran: Detran-SP (SP)',
      'Situação: Registrado',
      `Número do contrato: ${payload.contrato.numero}`,
      'Data do contrato: 10/11/2026',
      'Tipo de restrição: Alienação fiduciária (03)',
      'Credor: Banco Demonstração S.A.',
      'CNPJ do credor: 11.222.333/0001-81',
      'Devedor: Maria da Silva',
      'CPF do devedor: ***.982.247-**',
      'Quantidade de parcelas: 48',
      'Valor da parcela: R$ 1.850,00',
      'Valor total financiado: R$ 60.000,00',
      'Taxa de juros ao mês: 1,99%',
      `Chassi: ${payload.veiculos[0]!.chassi}`,
      'Placa: ABC1D23 (SP)',
      'RENAVAM: 00639884962',
      'Número do gravame no SNG: 12345678',
      `Código de verificação: ${codigo}`,
      // The configured address, never the Host a caller sent.
      `${PORTAL}/certidao/verificar?codigo=${codigo}`,
      'Emitida em ',
    ]) {
      expect(texto).toContain(esperado);
    }
    for (const proibido of [
      '529.982.247-25',
      '52998224725',
      'Avenida Paulista',
      'Pedro de Toledo',
      '04094050',
      'maria.silva@example.com',
      '11987654321',
      'falso.example',
    ]) {
      expect(texto).not.toContain(proibido);
    }
  });

  it('prints a simplified certificate without the financial terms, and the order’s receipt', async () => {
    const { payload, protocolo, codigo } = await registrado();
    const texto = await textoDoPdf(await simplificada(protocolo, codigo));
    expect(texto).toContain('CERTIDÃO SIMPLIFICADA DO REGISTRO DE CONTRATO');
    expect(texto).toContain(`Número do contrato: ${payload.contrato.numero}`);
    expect(texto).toContain('CPF do devedor: ***.982.247-**');
    expect(texto).toContain(`Chassi: ${payload.veiculos[0]!.chassi}`);
    expect(texto).not.toContain('R$');
    expect(texto).not.toContain('52998224725');

    const recibo = await textoDoPdf(await comprovante(protocolo, codigo));
    expect(recibo).toContain('COMPROVANTE DO PEDIDO DE REGISTRO');
    expect(recibo).toContain(`Protocolo: ${protocolo}`);
    expect(recibo).toContain(`Código de verificação: ${codigo}`);
    // The spec's path ends with a slash; without it the same certificate answers.
    expect((await inteiroTeor(protocolo, codigo, '')).statusCode).toBe(200);
  });

  it('prints an addendum’s certificate with the addendum', async () => {
    const { payload, protocolo } = await registrado();
    const resposta = await autenticado('POST', '/contratos/aditivo/registrar', {
      ...payload,
      protocoloOriginal: protocolo,
      aditivo: { tipo: 'CESSAO_DIREITOS_DEVEDOR', numero: 'AD-2026/000045', data: '2026-11-20' },
    });
    expect(resposta.statusCode).toBe(201);
    const doAditivo = resposta.json<{ protocolo: string }>().protocolo;
    await autenticado('POST', `/pedidos/protocolo/${doAditivo}/statusnovo/REGISTRADO`, {
      justificativa: 'Aditivo registrado pelo Detran',
    });
    const pode = await autenticado('GET', `/contratos/podeGerarCertidao/${doAditivo}`);
    const { codigoVerificacao } = pode.json<{ codigoVerificacao: string }>();
    const texto = await textoDoPdf(await simplificada(doAditivo, codigoVerificacao));
    expect(texto).toContain('a operação “Registro de aditivo” descrita abaixo');
    expect(texto).toContain('Aditivo: AD-2026/000045, de 20/11/2026');
    expect(texto).toContain('Tipo do aditivo: Cessão de direitos do devedor');
    expect(texto).toContain(`Número do contrato: ${payload.contrato.numero}`);
    // The addendum's code opens the addendum's certificate only.
    expect((await simplificada(protocolo, codigoVerificacao)).statusCode).toBe(404);
  });

  it('prints the payoff once the lien is released', async () => {
    const { protocolo, codigo } = await registrado();
    expect(
      (await autenticado('POST', `/pedidos/baixa/${protocolo}`, JUSTIFICATIVA)).statusCode,
    ).toBe(200);
    const texto = await textoDoPdf(await inteiroTeor(protocolo, codigo));
    expect(texto).toContain('CERTIDÃO DE INTEIRO TEOR DO REGISTRO DE CONTRATO QUITADO');
    expect(texto).toContain('Situação: Baixado');
    expect(texto).toMatch(
      /O gravame foi baixado em \d{2}\/\d{2}\/\d{4}, após a quitação do contrato\./,
    );
  });
});

describe('who may open a certificate', () => {
  it('reads PORTAL_URL as an address without a path, or refuses to start', () => {
    expect(() => loadConfig({ PORTAL_URL: 'portal.registradora' })).toThrow(/PORTAL_URL/);
    expect(() => loadConfig({ PORTAL_URL: 'https://portal/x' })).toThrow(/PORTAL_URL/);
    expect(loadConfig({ PORTAL_URL: PORTAL }).PORTAL_URL).toBe(PORTAL);
  });

  it('gives the code only to a user who may issue certificates, of an order it sees', async () => {
    const { protocolo } = await registrado();
    const detran = await autenticado(
      'GET',
      `/contratos/podeGerarCertidao/${protocolo}`,
      undefined,
      tokens.detran,
    );
    expect(detran.json()).toEqual({
      pode: false,
      tipo: 'REGISTRO',
      motivo: 'O seu perfil não tem a permissão de gerar certidões.',
    });
    const alheio = await autenticado(
      'GET',
      `/contratos/podeGerarCertidao/${protocolo}`,
      undefined,
      tokens['todas-exemplo'],
    );
    expect(alheio.statusCode).toBe(404);
    const semLogin = await ctx.app.inject({ url: `/api/contratos/podeGerarCertidao/${protocolo}` });
    expect(semLogin.statusCode).toBe(401);
  });

  it('opens nothing without the order’s own code: absent, forged or another order’s', async () => {
    const { protocolo, codigo } = await registrado();
    const outro = await registrado();

    const semCodigo = await publico(`/contratos/certidao_inteiro_teor_contrato/${protocolo}/pdf/`);
    expect(semCodigo.statusCode).toBe(400);
    expect(mensagens(semCodigo)).toEqual(['codigo: Campo obrigatório']);
    const malFormado = await inteiroTeor(protocolo, 'abc');
    expect(malFormado.statusCode).toBe(400);

    const forjado = `${protocolo}${'A'.repeat(16)}`;
    const inexistente = await inteiroTeor('20269999999999', codigo);
    for (const resposta of [
      await inteiroTeor(protocolo, forjado),
      await simplificada(protocolo, forjado),
      await comprovante(protocolo, forjado),
      await inteiroTeor(protocolo, outro.codigo),
      await simplificada(outro.protocolo, codigo),
      inexistente,
    ]) {
      expect(resposta.statusCode).toBe(404);
      // The same answer as an absent protocol: a refusal says nothing about the order.
      expect(resposta.body).toBe(inexistente.body);
    }
  });

  it('refuses an order the Detran has not registered, or one cancelled, even with its code', async () => {
    const codigos = createCertidaoCodigos(TEST_AUTH_SECRET);
    const recebido = await registrar();
    const pode = await autenticado('GET', `/contratos/podeGerarCertidao/${recebido}`);
    expect(pode.json()).not.toHaveProperty('codigoVerificacao');
    const resposta = await inteiroTeor(recebido, codigos.issue(recebido));
    expect(resposta.statusCode).toBe(409);
    expect(mensagens(resposta)).toEqual(['O pedido está recebido: não há registro a certificar.']);

    expect(
      (await autenticado('POST', `/pedidos/cancelar/${recebido}`, JUSTIFICATIVA)).statusCode,
    ).toBe(200);
    const cancelado = await simplificada(recebido, codigos.issue(recebido));
    expect(cancelado.statusCode).toBe(409);
    expect(mensagens(cancelado)).toEqual(['O pedido foi cancelado: não há registro a certificar.']);
  });

  it('limits public calls per address (an IPv6 /64 counts as one)', async () => {
    const { protocolo, codigo } = await registrado();
    const respostas: number[] = [];
    for (let i = 1; i <= LIMITE_POR_MINUTO + 1; i += 1) {
      respostas.push((await comprovante(protocolo, codigo, `2001:db8:7:7::${i}`)).statusCode);
    }
    expect(respostas).toEqual([...Array<number>(LIMITE_POR_MINUTO).fill(200), 429]);
    expect((await comprovante(protocolo, codigo, '2001:db8:7:8::1')).statusCode).toBe(200);
  });
});

describe('the public check of a code', () => {
  it('says a genuine code is authentic and what it attests today, masked', async () => {
    const { payload, protocolo, codigo } = await registrado();
    // As a person may type it: lower case, spaces instead of hyphens.
    const resposta = await verificar(codigo.toLowerCase().replace(/-/g, ' '));
    expect(resposta.statusCode).toBe(200);
    const verificacao = resposta.json<CertidaoVerificacao>();
    expect(verificacao).toMatchObject({
      autentica: true,
      mensagem: 'O contrato está registrado no Detran.',
      certidao: {
        protocolo,
        situacao: 'REGISTRADO',
        situacaoDescricao: 'Registrado',
        tipo: 'REGISTRO',
        detran: 'Detran-SP',
        numeroContrato: payload.contrato.numero,
        dataContrato: '2026-11-10',
        tipoRestricao: 'Alienação fiduciária (03)',
        credor: 'Banco Demonstração S.A., CNPJ 11.222.333/0001-81',
        devedor: 'Maria da Silva, CPF ***.982.247-**',
        chassis: [payload.veiculos[0]!.chassi],
        baixadoEm: null,
      },
    });
    expect(verificacao.certidao?.registradoEm).toEqual(expect.any(String));
    expect(resposta.body).not.toContain('52998224725');
    expect(resposta.body).not.toContain('Paulista');

    await autenticado('POST', `/pedidos/baixa/${protocolo}`, JUSTIFICATIVA);
    expect((await verificar(codigo)).json()).toMatchObject({
      autentica: true,
      mensagem: 'O contrato foi registrado e o gravame já foi baixado (quitação).',
      certidao: { situacao: 'BAIXADO', tipo: 'QUITACAO', baixadoEm: expect.any(String) },
    });
  });

  it('says a forged code is not authentic, and refuses a malformed one', async () => {
    const { protocolo } = await registrado();
    const forjado = await verificar(`${protocolo}-ABCD-EFGH-JKMN-PQRS`);
    expect(forjado.statusCode).toBe(200);
    expect(forjado.json()).toEqual({
      autentica: false,
      mensagem:
        'Nenhuma certidão da VB Registradora tem este código. ' +
        'Confira se foi digitado como está impresso.',
      certidao: null,
    });
    const malFormado = await verificar('123');
    expect(malFormado.statusCode).toBe(400);
    expect(mensagens(malFormado)).toEqual([
      'codigo: Código de verificação inválido: são os 14 dígitos do protocolo e 16 letras e números',
    ]);
    expect((await verificar('')).statusCode).toBe(400);
    const semCorpo = await ctx.app.inject({
      method: 'POST',
      url: '/api/publica/certidoes/verificar',
      payload: { codigo: 1, extra: true },
      remoteAddress: outroEndereco(),
    });
    expect(semCorpo.statusCode).toBe(400);
  });
});
