import { afterEach, describe, expect, it } from 'vitest';
import { consultaSng, gravameDoSng, numeroGravameDe, PARTICIPANTES_SNG } from './regras';
import { createSimulador, type Simulador } from './simulador';

let relogio = 1_800_000_000_000;
let simulador: Simulador;
const novo = (configuracao = {}) => {
  simulador = createSimulador(
    { processamentoMs: 1_000, ...configuracao },
    { agora: () => relogio },
  );
  return simulador;
};
afterEach(() => simulador?.app.close());

let chaves = 0;
function enviar(
  uf: string,
  corpo: object,
  chave: string | undefined = `chave-${(chaves += 1)}-teste`,
) {
  return simulador.app.inject({
    method: 'POST',
    url: `/detran/${uf}/pedidos`,
    headers: chave ? { 'idempotency-key': chave } : {},
    payload: corpo,
  });
}
const registro = (chassi: string, operacao = 'REGISTRO', numeroContrato = 'CDC-1') => ({
  operacao,
  numeroContrato,
  veiculos: [{ chassi, numeroGravame: '12345678' }],
});

describe('the Detran simulator', () => {
  it('registers at once a chassis without a rule', async () => {
    novo();
    const resposta = await enviar('sp', registro('9BWZZZ377VT004251'));
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({
      situacao: 'REGISTRADO',
      protocoloDetran: expect.stringMatching(/^SP/),
    });
    expect(simulador.estatisticas()).toMatchObject({ registros: 1, registrosDuplicados: 0 });
  });

  it.each([
    ['0001', '101', 'Gravame não encontrado no SNG para o chassi informado'],
    ['0002', '102', 'CPF/CNPJ do devedor diverge do informado no SNG'],
    ['0003', '203', 'Veículo com restrição judicial (RENAJUD): registro bloqueado'],
    ['0004', '301', 'Agente financeiro não credenciado neste Detran'],
  ])('answers an inconsistency for a chassis ending %s', async (final, codigo, mensagem) => {
    novo();
    const resposta = await enviar('RJ', registro(`9BWZZZ377VT00${final}`));
    expect(resposta.json()).toMatchObject({
      situacao: 'INCONSISTENTE',
      motivos: [{ codigo, mensagem }],
    });
    expect(simulador.estatisticas().registros).toBe(0);
  });

  it('defers the answer of a chassis ending 0009: a protocol now, the registration later', async () => {
    novo();
    const aceito = await enviar('MG', registro('9BWZZZ377VT000009'));
    expect(aceito.statusCode).toBe(202);
    const { protocoloDetran } = aceito.json<{ protocoloDetran: string }>();
    expect(aceito.json()).toMatchObject({ situacao: 'EM_PROCESSAMENTO', consultarEmMs: 1_000 });
    const consulta = () => simulador.app.inject({ url: `/detran/MG/pedidos/${protocoloDetran}` });
    expect((await consulta()).json()).toMatchObject({ situacao: 'EM_PROCESSAMENTO' });
    relogio += 1_000;
    expect((await consulta()).json()).toMatchObject({ situacao: 'REGISTRADO' });
    expect(simulador.estatisticas().registros).toBe(1);
  });

  it('defers the release of a chassis ending 0009 too, and answers a repeated key with how it stands', async () => {
    novo();
    const { protocoloDetran } = (await enviar('MG', registro('9BWZZZ377VT000009'))).json<{
      protocoloDetran: string;
    }>();
    relogio += 1_000;
    await simulador.app.inject({ url: `/detran/MG/pedidos/${protocoloDetran}` });
    const baixa = () => enviar('MG', registro('9BWZZZ377VT000009', 'BAIXA'), 'baixa-0009-teste');
    const aceita = await baixa();
    expect(aceita.statusCode).toBe(202);
    expect(aceita.json()).toMatchObject({ situacao: 'EM_PROCESSAMENTO', consultarEmMs: 1_000 });
    expect((await baixa()).json()).toMatchObject({ situacao: 'EM_PROCESSAMENTO' });
    relogio += 1_000;
    const feita = await baixa();
    expect(feita.statusCode).toBe(200);
    expect(feita.json()).toMatchObject({ situacao: 'BAIXADO' });
    expect(simulador.estatisticas()).toMatchObject({ baixas: 1 });
    // Any other chassis is released at once.
    await enviar('MG', registro('9BWZZZ377VT004251'));
    expect((await enviar('MG', registro('9BWZZZ377VT004251', 'BAIXA'))).statusCode).toBe(200);
  });

  it('holds a chassis ending M202 for manual analysis: a protocol now, never an answer', async () => {
    novo();
    const pedir = () => enviar('GO', registro('9BWZZZ377VT00M202'), 'analise-m202-teste');
    const aceito = await pedir();
    expect(aceito.statusCode).toBe(202);
    const { protocoloDetran } = aceito.json<{ protocoloDetran: string }>();
    // The Detran says when to ask again: its long wait, not the deferred answers' 1 s.
    expect(aceito.json()).toEqual({
      protocoloDetran,
      situacao: 'EM_PROCESSAMENTO',
      consultarEmMs: 15 * 60_000,
    });
    const consulta = () => simulador.app.inject({ url: `/detran/GO/pedidos/${protocoloDetran}` });
    relogio += 7 * 86_400_000;
    expect((await consulta()).json()).toEqual(aceito.json());
    // The same key, a week later: the same protocol, still in analysis, no second request.
    const repetido = await pedir();
    expect(repetido.statusCode).toBe(202);
    expect(repetido.json()).toEqual(aceito.json());
    // A change or an addendum of such a vehicle is held the same way.
    for (const operacao of ['ALTERACAO', 'REGISTRO_ADITIVO']) {
      expect((await enviar('GO', registro('9BWZZZ377VT00M202', operacao))).statusCode).toBe(202);
    }
    simulador.configure({ analiseManualMs: 60_000 });
    expect((await consulta()).json()).toMatchObject({
      situacao: 'EM_PROCESSAMENTO',
      consultarEmMs: 60_000,
    });
    expect(simulador.estatisticas()).toMatchObject({ registros: 0, repeticoes: 1 });
    // Never registered: there is nothing to release.
    expect((await enviar('GO', registro('9BWZZZ377VT00M202', 'BAIXA'))).json()).toMatchObject({
      situacao: 'INCONSISTENTE',
      motivos: [{ codigo: '401' }],
    });
  });

  it.each(['BAIXA', 'CANCELAMENTO'])(
    'registers a chassis ending L202 at once and holds its %s for manual analysis',
    async (operacao) => {
      novo();
      const registrado = await enviar('PE', registro('9BWZZZ377VT00L202'));
      expect(registrado.statusCode).toBe(200);
      expect(registrado.json()).toMatchObject({ situacao: 'REGISTRADO' });
      const pedir = () => enviar('PE', registro('9BWZZZ377VT00L202', operacao), 'liberacao-l202');
      const aceita = await pedir();
      expect(aceita.statusCode).toBe(202);
      const { protocoloDetran } = aceita.json<{ protocoloDetran: string }>();
      expect(aceita.json()).toEqual({
        protocoloDetran,
        situacao: 'EM_PROCESSAMENTO',
        consultarEmMs: 15 * 60_000,
      });
      relogio += 7 * 86_400_000;
      const consulta = await simulador.app.inject({ url: `/detran/PE/pedidos/${protocoloDetran}` });
      expect(consulta.json()).toEqual(aceita.json());
      expect((await pedir()).json()).toEqual(aceita.json());
      // Nothing released or cancelled: the contract is still registered (a change finds it).
      expect(simulador.estatisticas()).toMatchObject({
        registros: 1,
        baixas: 0,
        cancelamentos: 0,
        repeticoes: 1,
      });
      expect((await enviar('PE', registro('9BWZZZ377VT00L202', 'ALTERACAO'))).json()).toMatchObject(
        { situacao: 'REGISTRADO' },
      );
    },
  );

  it('defers and then refuses a chassis ending 0008', async () => {
    novo();
    const { protocoloDetran } = (await enviar('MG', registro('9BWZZZ377VT000008'))).json<{
      protocoloDetran: string;
    }>();
    relogio += 1_000;
    const consulta = await simulador.app.inject({ url: `/detran/MG/pedidos/${protocoloDetran}` });
    expect(consulta.json()).toMatchObject({
      situacao: 'INCONSISTENTE',
      motivos: [{ codigo: '104' }],
    });
  });

  it('is unavailable (503, no effect) to every registration of a chassis ending Z503', async () => {
    novo();
    for (const tentativa of [1, 2]) {
      const resposta = await enviar(
        'BA',
        registro('9BWZZZ377VT00Z503'),
        `z503-tentativa-${tentativa}`,
      );
      expect(resposta.statusCode).toBe(503);
    }
    // With another vehicle that would register: the whole request is refused.
    const dois = await enviar('BA', {
      ...registro('9BWZZZ377VT004251'),
      veiculos: [{ chassi: '9BWZZZ377VT004251' }, { chassi: '9BWZZZ377VT00Z503' }],
    });
    expect(dois.statusCode).toBe(503);
    expect((await enviar('BA', registro('9BWZZZ377VT00Z503', 'ALTERACAO'))).statusCode).toBe(503);
    // Counted as the Detran's unavailability, as its other 503s.
    expect(simulador.estatisticas()).toMatchObject({
      registros: 0,
      repeticoes: 0,
      recusadasPorFalha: 4,
    });
    // The same Detran answers other vehicles as usual.
    expect((await enviar('BA', registro('9BWZZZ377VT004251'))).statusCode).toBe(200);
  });

  it('answers a repeated idempotency key from memory and never registers twice', async () => {
    novo();
    const primeira = await enviar('SP', registro('9BWZZZ377VT004251'), 'pedido-123-registro');
    const segunda = await enviar('SP', registro('9BWZZZ377VT004251'), 'pedido-123-registro');
    expect(segunda.json()).toEqual(primeira.json());
    expect(simulador.estatisticas()).toMatchObject({
      registros: 1,
      repeticoes: 1,
      registrosDuplicados: 0,
    });
  });

  it('counts a second registration of a registered contract under a new key as a duplicate', async () => {
    novo();
    await enviar('SP', registro('9BWZZZ377VT004251'));
    await enviar('SP', registro('9BWZZZ377VT004251'));
    expect(simulador.estatisticas()).toMatchObject({ registros: 1, registrosDuplicados: 1 });
  });

  it('does the work but loses the answer when told to, and the retry gets the same answer', async () => {
    novo({ taxaRespostaPerdida: 1 });
    const perdida = await enviar('SP', registro('9BWZZZ377VT004251'), 'pedido-perdido-1');
    expect(perdida.statusCode).toBe(504);
    simulador.configure({ taxaRespostaPerdida: 0 });
    const repetida = await enviar('SP', registro('9BWZZZ377VT004251'), 'pedido-perdido-1');
    expect(repetida.json()).toMatchObject({ situacao: 'REGISTRADO' });
    expect(simulador.estatisticas()).toMatchObject({
      registros: 1,
      registrosDuplicados: 0,
      respostasPerdidas: 1,
    });
  });

  it('answers 503 while a Detran is down, with no effect, and works again when it is up', async () => {
    novo({ ufsFora: ['RJ'] });
    expect((await enviar('RJ', registro('9BWZZZ377VT004251'), 'pedido-rj-1')).statusCode).toBe(503);
    expect((await enviar('SP', registro('9BWZZZ377VT004252'))).statusCode).toBe(200);
    const configuracao = await simulador.app.inject({
      method: 'PUT',
      url: '/admin/configuracao',
      payload: { ufsFora: [] },
    });
    expect(configuracao.json()).toMatchObject({ ufsFora: [] });
    expect((await enviar('RJ', registro('9BWZZZ377VT004251'), 'pedido-rj-1')).statusCode).toBe(200);
    expect(simulador.estatisticas()).toMatchObject({ registros: 2, recusadasPorFalha: 1 });
  });

  it('fails the same requests for the same seed', async () => {
    const falhas = async () => {
      novo({ taxaErro: 0.5, semente: 42 });
      const codigos = [];
      for (let i = 0; i < 20; i++)
        codigos.push(
          (await enviar('SP', registro(`9BWZZZ377VT1${String(i).padStart(5, '0')}`))).statusCode,
        );
      await simulador.app.close();
      return codigos;
    };
    const primeira = await falhas();
    expect(primeira).toContain(503);
    expect(primeira).toContain(200);
    expect(await falhas()).toEqual(primeira);
  });

  it('releases and cancels only what is registered', async () => {
    novo();
    expect((await enviar('SP', registro('9BWZZZ377VT004251', 'BAIXA'))).json()).toMatchObject({
      situacao: 'INCONSISTENTE',
      motivos: [{ codigo: '401' }],
    });
    await enviar('SP', registro('9BWZZZ377VT004251'));
    expect((await enviar('SP', registro('9BWZZZ377VT004251', 'BAIXA'))).json()).toMatchObject({
      situacao: 'BAIXADO',
    });
    await enviar('SP', registro('9BWZZZ377VT004252'));
    expect(
      (await enviar('SP', registro('9BWZZZ377VT004252', 'CANCELAMENTO'))).json(),
    ).toMatchObject({
      situacao: 'CANCELADO',
    });
    expect(simulador.estatisticas()).toMatchObject({ baixas: 1, cancelamentos: 1 });
  });

  it('changes only a registered contract', async () => {
    novo();
    expect((await enviar('SP', registro('9BWZZZ377VT004251', 'ALTERACAO'))).json()).toMatchObject({
      situacao: 'INCONSISTENTE',
    });
    await enviar('SP', registro('9BWZZZ377VT004251'));
    expect((await enviar('SP', registro('9BWZZZ377VT004251', 'ALTERACAO'))).json()).toMatchObject({
      situacao: 'REGISTRADO',
    });
  });

  it('refuses a request without idempotency key or with a malformed body', async () => {
    novo();
    expect((await enviar('SP', registro('9BWZZZ377VT004251'), '')).statusCode).toBe(400);
    expect((await enviar('SP', { operacao: 'REGISTRO' })).statusCode).toBe(400);
    expect(simulador.estatisticas().registros).toBe(0);
  });

  it('answers B3’s SNG lien query by chassis, as seen by the participant that asks', async () => {
    novo();
    const consultar = (chassi: string, cnpj?: string) =>
      simulador.app.inject({
        url: `/b3/sng/gravames/${chassi}`,
        headers: cnpj ? { 'x-participante-cnpj': cnpj } : {},
      });
    const resposta = await consultar('9bwzzz377vt004251', PARTICIPANTES_SNG.bancoDemonstracao);
    expect(resposta.json()).toEqual({
      chassi: '9BWZZZ377VT004251',
      situacao: 'ATIVO_PARTICIPANTE',
      numeroGravame: numeroGravameDe('9BWZZZ377VT004251'),
      informante: 'F',
      tipoRestricao: '03',
      dataInclusao: expect.stringMatching(/^202[45]-\d{2}-\d{2}$/),
      dataBaixa: null,
    });
    // The same lien: another participant's to Banco Exemplo, unattributed to no participant.
    const situacao = async (chassi: string, cnpj?: string) =>
      (await consultar(chassi, cnpj)).json<{ situacao: string }>().situacao;
    expect(await situacao('9BWZZZ377VT004251', PARTICIPANTES_SNG.bancoExemplo)).toBe(
      'ATIVO_OUTRO_PARTICIPANTE',
    );
    expect(await situacao('9BWZZZ377VT004251')).toBe('ATIVO');
    // Banco Exemplo's lien (0002) is its own, another's to the demo bank.
    expect(await situacao('9BWZZZ377VT000002', PARTICIPANTES_SNG.bancoExemplo)).toBe(
      'ATIVO_PARTICIPANTE',
    );
    expect(await situacao('9BWZZZ377VT000002', PARTICIPANTES_SNG.bancoDemonstracao)).toBe(
      'ATIVO_OUTRO_PARTICIPANTE',
    );
    // Inactive and absent whoever asks.
    for (const cnpj of [PARTICIPANTES_SNG.bancoDemonstracao, '12ABC34501DE35', undefined]) {
      expect(await situacao('9BWZZZ377VT000007', cnpj)).toBe('INATIVO');
      expect(await situacao('9BWZZZ377VT000001', cnpj)).toBe('NAO_ENCONTRADO');
    }
    expect((await consultar('9BWZZZ377VT004251', '11.222.333/0001-81')).statusCode).toBe(400);

    const inativo = consultaSng('9BWZZZ377VT000007', null);
    expect(inativo.informante).toBe('D');
    expect(inativo.dataBaixa! > inativo.dataInclusao!).toBe(true);
    expect(consultaSng('9BWZZZ377VT000006', null).tipoRestricao).toBe('01');
    expect(consultaSng('9BWZZZ377VT000001', null)).toMatchObject({
      tipoRestricao: null,
      dataInclusao: null,
    });
    expect(gravameDoSng('9BWZZZ377VT000006')?.cnpjInformante).toBe(
      PARTICIPANTES_SNG.bancoDemonstracao,
    );
  });

  it('serves over real HTTP with its latency', async () => {
    novo({ latenciaMs: 50 });
    const address = await simulador.app.listen({ port: 0, host: '127.0.0.1' });
    const inicio = performance.now();
    const resposta = await fetch(`${address}/detran/SP/pedidos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'pedido-http-0001' },
      body: JSON.stringify(registro('9BWZZZ377VT004251')),
    });
    expect(performance.now() - inicio).toBeGreaterThanOrEqual(45);
    expect(await resposta.json()).toMatchObject({ situacao: 'REGISTRADO' });
  });

  it('counts the most requests each Detran worked on at once', async () => {
    novo({ latenciaMs: 30 });
    await Promise.all([
      ...[1, 2, 3].map((n) => enviar('SP', registro(`9BWZZZ377VT00425${n}`))),
      enviar('RJ', registro('9BWZZZ377VT004254')),
    ]);
    await enviar('SP', registro('9BWZZZ377VT004255'));
    expect(simulador.estatisticas().simultaneasMaximoPorUf).toEqual({ SP: 3, RJ: 1 });
  });
});
