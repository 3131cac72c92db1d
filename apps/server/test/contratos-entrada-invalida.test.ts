import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADITIVO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { bearer, createTestApp, login } from './helper';
import { contratosDeExemplo, JUSTIFICATIVA, type Contrato } from './contrato-exemplo';

/*
 * Every field of a contract wrong in turn (packages/shared/src/contratos/schemas.ts, the
 * field table of docs/contratos.md): the example contract with that one field missing, of the
 * wrong format or out of range gives 400 with the Portuguese message under that field, and no
 * order is stored. The messages are written out here, as the schema words them: a change of
 * wording fails the test.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let operador: Record<string, string>;
let administrador: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ PROCESSO: 'api' });
  operador = bearer(await login(ctx.app, 'operador'));
  administrador = bearer(await login(ctx.app, 'administrador'));
});
afterAll(() => ctx.close());

const contrato = contratosDeExemplo('INVALIDO', 400000);

const post = (url: string, payload: unknown, headers = operador) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });

/** How many orders there are, as the registradora's consultation counts them. */
async function totalDePedidos(): Promise<number> {
  const response = await post('/v2/pedidos/consultar?size=1', {}, administrador);
  expect(response.statusCode).toBe(200);
  return response.json<{ totalElements: number }>().totalElements;
}

/** Marks a field to leave out of the body. */
const AUSENTE = Symbol('ausente');

/** Sets (or, with AUSENTE, removes) the field at a dotted path ('veiculos.0.chassi'). */
function definir(corpo: object, campo: string, valor: unknown): void {
  const partes = campo.split('.');
  let alvo = corpo as Record<string, unknown>;
  for (const parte of partes.slice(0, -1)) alvo = alvo[parte] as Record<string, unknown>;
  const ultima = partes.at(-1)!;
  if (valor === AUSENTE) delete alvo[ultima];
  else alvo[ultima] = valor;
}

interface Caso {
  /** The field, as the answer names it. */
  campo: string;
  /** What is wrong with it. */
  erro: string;
  /** The change to the example: the field's wrong value, or a function. */
  valor: unknown;
  /** The schema's message. */
  mensagem: string;
}

const caso = (campo: string, erro: string, valor: unknown, mensagem: string): Caso => ({
  campo,
  erro,
  valor,
  mensagem,
});
/** A change that needs more than the one field (a valid section around it). */
const mudanca = (
  campo: string,
  erro: string,
  muda: (c: Contrato & Record<string, unknown>) => void,
  mensagem: string,
): Caso => ({ campo, erro, valor: muda, mensagem });

const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const amanha = new Date(`${hoje}T12:00:00Z`);
amanha.setUTCDate(amanha.getUTCDate() + 1);
const AMANHA = amanha.toISOString().slice(0, 10);
const ANO_ATUAL = new Date().getFullYear();

const GARANTIDOR = { nome: 'João Garantidor', cpfCnpj: '11144477735' };
const CONSORCIO = { grupo: 'G123', cota: '045' };

/** The address parts, for the creditor's and the debtor's. */
const casosDeEndereco = (dono: 'credor' | 'devedor') => [
  caso(`${dono}.endereco.cep`, 'mal formado', '0131010', 'CEP Inválido'),
  caso(`${dono}.endereco.cep`, 'vazio', '', 'Campo obrigatório'),
  caso(`${dono}.endereco.logradouro`, 'vazio', '   ', 'Campo obrigatório'),
  caso(`${dono}.endereco.numero`, 'longo', '1'.repeat(21), 'O máximo de caracteres é de 20'),
  caso(
    `${dono}.endereco.complemento`,
    'com caractere de controle',
    'Sala\u00071',
    'Caracteres não permitidos',
  ),
  caso(`${dono}.endereco.bairro`, 'ausente', AUSENTE, 'Campo obrigatório'),
  caso(
    `${dono}.endereco.codigoMunicipioIbge`,
    'mal formado',
    '355030',
    'Código IBGE do município inválido',
  ),
  caso(
    `${dono}.endereco.codigoMunicipioIbge`,
    'de outra UF',
    '3304557',
    'O município não pertence à UF informada',
  ),
  caso(`${dono}.endereco.uf`, 'inexistente', 'XX', 'UF inválida'),
];

const CASOS_DO_CONTRATO: Caso[] = [
  caso('agenteFinanceiroId', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('agenteFinanceiroId', 'não é um uuid', 'agente-1', 'Formato inválido'),

  caso('credor', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('credor.nome', 'vazio', '', 'Campo obrigatório'),
  caso('credor.nome', 'longo', 'B'.repeat(151), 'O máximo de caracteres é de 150'),
  caso('credor.cnpj', 'com dígito errado', '11222333000180', 'CNPJ Inválido'),
  caso('credor.telefone', 'curto', '113000100', 'Telefone Inválido'),
  ...casosDeEndereco('credor'),

  caso('devedor.nome', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('devedor.cpfCnpj', 'com dígito errado', '52998224724', 'CPF/CNPJ Inválido'),
  caso('devedor.cpfCnpj', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('devedor.telefone', 'com DDD 0', '01987654321', 'Telefone Inválido'),
  caso('devedor.email', 'mal formado', 'maria.silva@', 'Email inválido'),
  caso(
    'devedor',
    'com um campo a mais',
    (c: Contrato) => {
      (c.devedor as Record<string, unknown>).apelido = 'Mari';
    },
    'Campo não permitido: apelido',
  ),
  ...casosDeEndereco('devedor'),

  mudanca(
    'terceiroGarantidor.nome',
    'vazio',
    (c) => {
      c.terceiroGarantidor = { ...GARANTIDOR, nome: '' } as never;
    },
    'Campo obrigatório',
  ),
  mudanca(
    'terceiroGarantidor.cpfCnpj',
    'com dígito errado',
    (c) => {
      c.terceiroGarantidor = { ...GARANTIDOR, cpfCnpj: '11144477736' } as never;
    },
    'CPF/CNPJ Inválido',
  ),

  caso('veiculos', 'vazio', [], 'Informe ao menos 1 item'),
  caso('veiculos.0.chassi', 'com letra proibida', '9BWZZZ377VT00425O', 'Chassi Inválido'),
  caso(
    'veiculos.0.chassi',
    'curto sem remarcação',
    '9BWZZZ377VT0042',
    'O chassi deve ter 17 caracteres (até 21 se remarcado)',
  ),
  caso('veiculos.0.remarcado', 'não booleano', 'sim', 'Formato inválido'),
  caso('veiculos.0.placa', 'mal formada', 'AB12345', 'Placa Inválida'),
  caso('veiculos.0.ufPlaca', 'ausente com a placa', AUSENTE, 'Campo obrigatório'),
  caso('veiculos.0.ufLicenciamento', 'inexistente', 'ZZ', 'UF inválida'),
  caso('veiculos.0.renavam', 'com dígito errado', '00639884961', 'RENAVAM Inválido'),
  mudanca(
    'veiculos.0.anoFabricacao',
    'antes de 1900',
    (c) => {
      c.veiculos[0]!.anoFabricacao = 1899;
      c.veiculos[0]!.anoModelo = 1900;
    },
    'O valor mínimo é 1900',
  ),
  mudanca(
    'veiculos.0.anoFabricacao',
    'no futuro',
    (c) => {
      c.veiculos[0]!.anoFabricacao = ANO_ATUAL + 1;
      c.veiculos[0]!.anoModelo = ANO_ATUAL + 1;
    },
    `O valor máximo é ${ANO_ATUAL}`,
  ),
  caso(
    'veiculos.0.anoModelo',
    'dois anos depois da fabricação',
    2026,
    'O ano modelo deve ser o ano de fabricação ou o seguinte',
  ),
  caso('veiculos.0.marcaModeloCodigo', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('veiculos.0.marcaModeloCodigo', 'zero', 0, 'O valor mínimo é 1'),
  caso(
    'veiculos.0.numeroGravame',
    'com 7 dígitos',
    '1234567',
    'Número do gravame inválido: 8 dígitos',
  ),

  caso('contrato.numero', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('contrato.numero', 'com caractere proibido', 'CDC#2026', 'Contrato Inválido'),
  caso('contrato.numero', 'longo', 'C'.repeat(21), 'O máximo de caracteres é de 20'),
  caso('contrato.data', 'dia inexistente', '2026-02-30', 'Data Inválida'),
  mudanca(
    'contrato.data',
    'no futuro',
    (c) => {
      c.contrato.data = AMANHA;
      c.contrato.dataPrimeiroVencimento = '2099-01-10';
      c.contrato.dataUltimoVencimento = '2102-12-10';
    },
    'A data do contrato não pode ser futura',
  ),
  caso('contrato.tipoRestricao', 'fora da lista', '05', 'Valor inválido: use 01, 02, 03 ou 09'),
  caso('contrato.quantidadeParcelas', 'zero', 0, 'O valor mínimo é 1'),
  caso('contrato.quantidadeParcelas', 'acima de 999', 1000, 'O valor máximo é 999'),
  caso('contrato.quantidadeParcelas', 'em texto', '48', 'Formato inválido: informe um número'),
  caso('contrato.parcela', 'zero', '0.00', 'Informe um valor maior que zero'),
  caso('contrato.parcela', 'com 3 casas', '1850.001', 'Valor inválido'),
  // Not digits and a dot: the total's rule across fields must not read it (it answered 500).
  caso('contrato.parcela', 'com vírgula', '1850,00', 'Valor inválido'),
  caso('contrato.parcela', 'em letras', 'abc', 'Valor inválido'),
  caso('contrato.totalFinanciamento', 'com vírgula', '60000,00', 'Valor inválido'),
  caso(
    'contrato.totalFinanciamento',
    'maior que a soma das parcelas',
    '88800.01',
    'O total financiado não pode ser maior que a soma das parcelas (R$ 88.800,00)',
  ),
  caso(
    'contrato.dataPrimeiroVencimento',
    'antes da data do contrato',
    '2026-11-09',
    'O primeiro vencimento não pode ser anterior à data do contrato',
  ),
  caso(
    'contrato.dataUltimoVencimento',
    'igual ao primeiro',
    '2026-12-10',
    'O último vencimento deve ser posterior ao primeiro',
  ),
  caso(
    'contrato.taxaJurosMes',
    'com vírgula',
    '1,99',
    'Taxa inválida: use até 3 casas decimais, como 1.99',
  ),
  caso('contrato.taxaJurosAno', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso('contrato.iof', 'negativo', '-1520.45', 'Valor inválido'),
  caso('contrato.comissao', 'com 3 casas', '10.001', 'Valor inválido'),
  caso('contrato.indiceCorrecao', 'longo', 'I'.repeat(21), 'O máximo de caracteres é de 20'),
  caso('contrato.dataLiberacaoCredito', 'no formato brasileiro', '10/11/2026', 'Data Inválida'),
  caso('contrato.ufLiberacao', 'vazia', '', 'Campo obrigatório'),
  caso(
    'contrato.codigoMunicipioLiberacao',
    'de outra UF',
    '3304557',
    'O município não pertence à UF informada',
  ),
  caso(
    'contrato.taxaRegistro',
    'fora das opções',
    '10.00',
    'Valor inválido: use 85.90, 45.00 ou 55.00',
  ),
  mudanca(
    'contrato.consorcio.grupo',
    'vazio',
    (c) => {
      c.contrato.consorcio = { ...CONSORCIO, grupo: '' } as never;
    },
    'Campo obrigatório',
  ),
  mudanca(
    'contrato.consorcio.cota',
    'longa',
    (c) => {
      c.contrato.consorcio = { ...CONSORCIO, cota: '1'.repeat(11) } as never;
    },
    'O máximo de caracteres é de 10',
  ),
  mudanca(
    'contrato.tipoRestricao',
    'arrendamento num consórcio',
    (c) => {
      c.contrato.consorcio = CONSORCIO as never;
      c.contrato.tipoRestricao = '01';
    },
    'Consórcio é registrado como alienação fiduciária (03)',
  ),

  caso('dadosComplementares.mora', 'texto', 'dez reais', 'Valor inválido'),
  caso(
    'dadosComplementares.taxaMora',
    'com 4 casas',
    '1.0001',
    'Taxa inválida: use até 3 casas decimais, como 1.99',
  ),
  caso('dadosComplementares.taxaMoraAoDia', 'fora da lista', 'X', 'Valor inválido: use S ou N'),
  // A missing option is told as a wrong one (zod's invalid_value), unlike other fields.
  caso('dadosComplementares.taxaMoraAoDia', 'ausente', AUSENTE, 'Valor inválido: use S ou N'),
  caso(
    'dadosComplementares.taxaMulta',
    'acima de 999',
    '1000',
    'Taxa inválida: use até 3 casas decimais, como 1.99',
  ),
  caso('dadosComplementares.taxaContrato', 'com 3 casas', '450.001', 'Valor inválido'),
];

/** An addendum's own fields, on contratos/aditivo/registrar. */
const CASOS_DO_ADITIVO: Caso[] = [
  caso('protocoloOriginal', 'com 12 dígitos', '202600000001', 'Protocolo inválido: 14 dígitos'),
  caso('aditivo', 'ausente', AUSENTE, 'Campo obrigatório'),
  caso(
    'aditivo.tipo',
    'fora da lista',
    'CESSAO_DE_TUDO',
    'Valor inválido: use SUBSTITUICAO_GARANTIA, CESSAO_DIREITOS_DEVEDOR ou CESSAO_DIREITOS_CREDOR',
  ),
  caso('aditivo.numero', 'vazio', '', 'Campo obrigatório'),
  caso('aditivo.numero', 'com espaço', 'AD 2026/45', 'Contrato Inválido'),
  caso('aditivo.data', 'dia inexistente', '2026-13-01', 'Data Inválida'),
  caso(
    'aditivo.data',
    'antes do contrato',
    '2026-11-09',
    'O aditivo não pode ser anterior ao contrato',
  ),
  caso('aditivo.data', 'no futuro', AMANHA, 'A data do aditivo não pode ser futura'),
];

function errado(base: object, { campo, valor }: Caso): object {
  const corpo = structuredClone(base);
  if (typeof valor === 'function') (valor as (c: object) => void)(corpo);
  else definir(corpo, campo, valor);
  return corpo;
}

async function confere(url: string, base: object, casos: Caso[]) {
  // Soft: one run tells every field whose answer is wrong. The count after a case is the one
  // before the next.
  let total = await totalDePedidos();
  for (const umCaso of casos) {
    const onde = `${umCaso.campo} ${umCaso.erro}`;
    const resposta = await post(url, errado(base, umCaso));
    expect.soft(resposta.statusCode, `${onde}: ${resposta.body}`).toBe(400);
    const itens = resposta.json<{ campo?: string; mensagem: string }[]>();
    expect.soft(itens, onde).toContainEqual({
      campo: umCaso.campo,
      mensagem: `${umCaso.campo}: ${umCaso.mensagem}`,
    });
    // Only that field is wrong: nothing else is told.
    expect
      .soft(
        itens.filter((item) => item.campo !== umCaso.campo),
        onde,
      )
      .toEqual([]);
    const depois = await totalDePedidos();
    expect.soft(depois, `${onde}: an order was stored`).toBe(total);
    total = depois;
  }
}

describe('a contract with one field wrong', () => {
  it('covers at least 40 distinct fields', () => {
    const campos = new Set([...CASOS_DO_CONTRATO, ...CASOS_DO_ADITIVO].map((c) => c.campo));
    expect(campos.size).toBeGreaterThanOrEqual(40);
    // Each case once: a field and what is wrong with it.
    const casos = [...CASOS_DO_CONTRATO, ...CASOS_DO_ADITIVO].map((c) => `${c.campo} ${c.erro}`);
    expect(new Set(casos).size).toBe(casos.length);
  });

  it('gives, for each field in turn, its Portuguese message under it and stores nothing', async () => {
    const base = contrato();
    await confere('/contratos/registrar', base, CASOS_DO_CONTRATO);
    // The same example with nothing wrong is registered: each refusal was its field's.
    const antes = await totalDePedidos();
    const certo = await post('/contratos/registrar', base);
    expect(certo.statusCode, certo.body).toBe(201);
    expect(await totalDePedidos()).toBe(antes + 1);
  });

  it("gives, for each of an addendum's fields in turn, its message under it and stores nothing", async () => {
    const payload = contrato();
    const registro = await post('/contratos/registrar', payload);
    expect(registro.statusCode, registro.body).toBe(201);
    const { protocolo } = registro.json<{ protocolo: string }>();
    const registrado = await post(
      `/pedidos/protocolo/${protocolo}/statusnovo/REGISTRADO`,
      JUSTIFICATIVA,
    );
    expect(registrado.statusCode, registrado.body).toBe(200);
    const base = {
      ...payload,
      protocoloOriginal: protocolo,
      aditivo: structuredClone(ADITIVO_EXEMPLO.aditivo),
    };
    await confere('/contratos/aditivo/registrar', base, CASOS_DO_ADITIVO);
    const antes = await totalDePedidos();
    const certo = await post('/contratos/aditivo/registrar', base);
    expect(certo.statusCode, certo.body).toBe(201);
    expect(await totalDePedidos()).toBe(antes + 1);
  });
});
