import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { Rascunho } from '@portal/shared/contratos/rascunho-schemas';
import {
  fakeApi,
  jsonResponse,
  recordLoaderAtCalls,
  type FakeHandler,
} from '../../../test/fake-api';
import { fill } from '../../../test/fill';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { pendingRequests } from '../../lib/pending-requests';
import { ContratoForm } from './contrato-form';
import ContratoFormPage from './contrato-form-page';
import { CONTRATO_INSERIR_URL } from './contratos-urls';

const CLIENTE_ID = '00000000-0000-4000-8000-000000000001';
const AGENTE_ID = '00000000-0000-4000-8000-000000000201';
const RASCUNHO_ID = '00000000-0000-4000-8000-000000000901';

const BANCO: CurrentUser = {
  ...OPERADOR,
  roles: ['CONTRATO_REGISTRAR', 'CONTRATO_CONSULTAR'],
  cliente: { ...OPERADOR.cliente!, id: CLIENTE_ID },
};
const REGISTRADORA: CurrentUser = { ...ADMIN, roles: ['CONTRATO_REGISTRAR'] };

const AGENTE = {
  id: AGENTE_ID,
  nome: 'Financeira Demonstração',
  cnpj: '11222333000181',
  ativo: true,
  agenteFinanceiroClienteId: '00000000-0000-4000-8000-000000000301',
  clienteId: CLIENTE_ID,
};

const CREDOR = {
  agenteFinanceiroId: AGENTE_ID,
  nome: 'Financeira Demonstração S.A.',
  cnpj: '11222333000181',
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  codigoMunicipioIbge: '3550308',
  uf: 'SP',
  ddd: '11',
  telefone: '30001000',
  email: null,
};

const GOL = {
  id: '00000000-0000-4000-8000-000000000401',
  codigo: 100001,
  marca: 'VW',
  modelo: 'GOL 1.0',
};

/** A draft holding the example contract as the form holds it, agent included. */
const RASCUNHO: Rascunho = {
  id: RASCUNHO_ID,
  modo: 1,
  cliente: { id: CLIENTE_ID, nomeFantasia: 'Banco Demonstração' },
  usuario: { id: 'u-operador', nome: 'Otávio Operador' },
  numeroContrato: CONTRATO_EXEMPLO.contrato.numero,
  devedor: CONTRATO_EXEMPLO.devedor.nome,
  chassi: CONTRATO_EXEMPLO.veiculos[0]!.chassi,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  dados: {
    ...CONTRATO_EXEMPLO,
    agenteFinanceiroId: AGENTE_ID,
    terceiroGarantidor: { nome: '', cpfCnpj: '' },
    contrato: { ...CONTRATO_EXEMPLO.contrato, consorcio: { grupo: '', cota: '' } },
  },
};

const DETRANS = [
  { uf: 'PR', estado: 'Paraná', fornecedorId: 'f-pr', nome: 'Detran-PR' },
  { uf: 'SC', estado: 'Santa Catarina', fornecedorId: 'f-sc', nome: 'Detran-SC' },
  { uf: 'SP', estado: 'São Paulo', fornecedorId: 'f-sp', nome: 'Detran-SP' },
];

/** `form/contrato/detran/{id}`, as the server answers it. */
function regrasDe(detranId: string, uf: string, campos: [string, string][]) {
  return {
    detranId,
    uf,
    camposObrigatorios: campos.map(([campo, nome]) => ({ campo, nome })),
    mensagem: `Campo obrigatório no Detran-${uf}`,
  };
}

const SERVICOS = [
  'Registro de contrato',
  'Alteração de contrato',
  'Registro de aditivo',
  'Alteração de aditivo',
];

/** `form/detran/{id}`: the fee in force today per operation (none where `valores` has none). */
function formularioDe(
  id: string,
  uf: string,
  valores: Partial<Record<1 | 2 | 3 | 4, string>>,
  ativo = true,
) {
  return {
    id,
    nome: `Detran-${uf}`,
    uf,
    ativo,
    taxas: SERVICOS.map((servico, index) => ({
      tipoServico: index + 1,
      servico,
      valor: valores[(index + 1) as 1 | 2 | 3 | 4] ?? null,
    })),
  };
}

function serve(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    [`GET /api/agentesFinanceiros/clientes/${CLIENTE_ID}`]: () => jsonResponse([AGENTE]),
    [`GET /api/form/agenteFinanceiro/detran/${AGENTE_ID}`]: () => jsonResponse(CREDOR),
    'GET /api/clientes/todos-combo': () =>
      jsonResponse([{ id: CLIENTE_ID, nomeFantasia: 'Banco Demonstração' }]),
    'GET /api/fornecedores/ufs-detrans': () => jsonResponse(DETRANS),
    'GET /api/form/contrato/detran/f-sp': () => jsonResponse(regrasDe('f-sp', 'SP', [])),
    'GET /api/form/detran/f-sp': () => jsonResponse(formularioDe('f-sp', 'SP', {})),
    'GET /api/cidades/uf/SP': () =>
      jsonResponse([{ id: 'c-sp', nome: 'São Paulo', codigoIbge: '3550308', uf: 'SP' }]),
    'GET /api/marcas-modelos/todos-combo': () => jsonResponse([GOL]),
    ...routes,
  });
}

async function choose(label: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

// The whole contract form (some 80 fields) re-validates through the shared schema on every
// change: a flow through it takes longer than a dialog's on a busy machine.
const FLOW_TIMEOUT_MS = 90_000;

describe('contract form page', () => {
  it(
    'refuses an empty form with a summary per section and focus on the first invalid field',
    async () => {
      logIn(BANCO);
      const { calls } = serve();
      renderWithProviders(<ContratoFormPage />, { route: CONTRATO_INSERIR_URL });
      await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
      const resumo = await screen.findByRole('alert', {
        name: 'Corrija os campos abaixo antes de enviar',
      });
      for (const secao of [
        'Agente financeiro: 1 campo a corrigir',
        'Devedor:',
        'Veículos:',
        'Contrato:',
      ]) {
        expect(within(resumo).getByText(new RegExp(`^${secao}`))).toBeInTheDocument();
      }
      // Optional sections left blank are not wrong.
      expect(within(resumo).queryByText(/^Terceiro garantidor/)).not.toBeInTheDocument();
      expect(within(resumo).queryByText(/^Dados complementares/)).not.toBeInTheDocument();
      expect(within(resumo).getByText('Veículo 1 - Chassi: Campo obrigatório')).toBeInTheDocument();
      // The agent is the first field of the form a person reads.
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /^Agente financeiro/ })).toHaveFocus(),
      );
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'fills the creditor from the chosen agent, and masks what is typed',
    async () => {
      logIn(BANCO);
      serve();
      renderWithProviders(<ContratoFormPage />, { route: CONTRATO_INSERIR_URL });
      await choose(/^Agente financeiro/, 'Financeira Demonstração - 11.222.333/0001-81');
      const credor = screen.getByRole('region', { name: 'Credor' });
      await waitFor(() =>
        expect(within(credor).getByRole('textbox', { name: /^Razão social/ })).toHaveValue(
          'Financeira Demonstração S.A.',
        ),
      );
      expect(within(credor).getByRole('textbox', { name: /^CNPJ/ })).toHaveValue(
        '11.222.333/0001-81',
      );
      expect(within(credor).getByRole('textbox', { name: /^Telefone/ })).toHaveValue(
        '(11) 3000-1000',
      );
      expect(within(credor).getByRole('textbox', { name: /^CEP/ })).toHaveValue('01310-100');

      const devedor = screen.getByRole('region', { name: 'Devedor' });
      const cpfCnpj = within(devedor).getByRole('textbox', { name: /^CPF\/CNPJ/ });
      await userEvent.type(cpfCnpj, '12ABC34501DE35');
      expect(cpfCnpj).toHaveValue('12.ABC.345/01DE-35');
      const veiculos = screen.getByRole('region', { name: 'Veículos' });
      const placa = within(veiculos).getByRole('textbox', { name: /^Placa/ });
      await userEvent.type(placa, 'abc1d23');
      expect(placa).toHaveValue('ABC1D23');
      const parcela = screen.getByRole('textbox', { name: /^Valor da parcela/ });
      await userEvent.type(parcela, '185000');
      expect(parcela).toHaveValue('R$ 1.850,00');
      const juros = screen.getByRole('textbox', { name: /^Juros ao mês/ });
      await userEvent.type(juros, '1,99');
      expect(juros).toHaveValue('1,99');
      await choose(/^UF de licenciamento/, 'SP - São Paulo');
      expect(
        await within(veiculos).findByText('Este contrato vai ao Detran-SP.'),
      ).toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'resumes a draft, adds a second vehicle, sends, copies the protocol and deletes the draft',
    async () => {
      logIn(BANCO);
      let body: Record<string, unknown> | undefined;
      let isDeleted = false;
      serve({
        [`GET /api/contratos/rascunhos/${RASCUNHO_ID}`]: () => jsonResponse(RASCUNHO),
        'POST /api/contratos/registrar': async (request) => {
          body = (await request.json()) as Record<string, unknown>;
          return jsonResponse(
            { mensagem: 'Contrato recebido e enviado ao Detran-SP.', protocolo: '20260000000123' },
            201,
          );
        },
        [`DELETE /api/contratos/rascunhos/${RASCUNHO_ID}`]: () => {
          isDeleted = true;
          return new Response(null, { status: 204 });
        },
        'GET /api/contratos/rascunhos': () => jsonResponse([]),
      });
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderWithProviders(<ContratoFormPage />, {
        route: `${CONTRATO_INSERIR_URL}?rascunho=${RASCUNHO_ID}`,
      });
      expect(await screen.findByText('Rascunho retomado')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Número do contrato/ })).toHaveValue(
        'CDC-2026/000123',
      );
      // The brand/model of a draft holds its code: the field finds its label.
      expect(
        await screen.findByDisplayValue('VW - GOL 1.0 (100001)', undefined, { timeout: 2000 }),
      ).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Adicionar veículo' }));
      const segundo = screen.getByRole('group', { name: 'Veículo 2' });
      await fill(within(segundo).getByRole('textbox', { name: /^Chassi/ }), '9BGKS48U0LG123456');
      await userEvent.click(
        within(segundo).getByRole('combobox', { name: /^UF de licenciamento/ }),
      );
      await userEvent.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));
      await fill(within(segundo).getByRole('textbox', { name: /^Ano de fabricação/ }), '2025');
      await fill(within(segundo).getByRole('textbox', { name: /^Ano modelo/ }), '2026');
      await userEvent.click(within(segundo).getByRole('combobox', { name: /^Marca\/Modelo/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'VW - GOL 1.0 (100001)' }));
      await fill(within(segundo).getByRole('textbox', { name: /^Número do gravame/ }), '87654321');

      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      const modal = await screen.findByRole('dialog', { name: 'Contrato enviado' });
      expect(
        within(modal).getByText('Contrato recebido e enviado ao Detran-SP.'),
      ).toBeInTheDocument();
      expect(body?.veiculos).toEqual([
        CONTRATO_EXEMPLO.veiculos[0],
        {
          chassi: '9BGKS48U0LG123456',
          remarcado: false,
          placa: null,
          ufPlaca: null,
          ufLicenciamento: 'SP',
          renavam: null,
          anoFabricacao: 2025,
          anoModelo: 2026,
          marcaModeloCodigo: 100001,
          numeroGravame: '87654321',
        },
      ]);
      expect(body).not.toHaveProperty('clienteId');
      expect(body?.terceiroGarantidor).toBeNull();
      await waitFor(() => expect(isDeleted).toBe(true));

      await userEvent.click(within(modal).getByRole('button', { name: /20260000000123/ }));
      expect(writeText).toHaveBeenCalledWith('20260000000123');
      expect(
        await screen.findByText('Protocolo copiado para área de transferência'),
      ).toBeInTheDocument();

      await userEvent.click(within(modal).getByRole('button', { name: 'Continuar enviando' }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /^Número do contrato/ })).toHaveValue(''),
      );
      expect(screen.getByText('Novo contrato')).toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    "says in a resumed draft's brand/model field that it is looking for the label, without the full-screen loader",
    async () => {
      logIn(BANCO);
      let liberar = () => {};
      const liberada = new Promise<void>((resolve) => (liberar = resolve));
      let listaInicial = 0;
      serve({
        [`GET /api/contratos/rascunhos/${RASCUNHO_ID}`]: () => jsonResponse(RASCUNHO),
        // The draft's code is looked up only when the test lets it.
        'GET /api/marcas-modelos/todos-combo': async (request) => {
          const busca = new URL(request.url).searchParams.get('busca');
          if (busca === '100001') await liberada;
          else listaInicial += 1;
          return jsonResponse([GOL]);
        },
      });
      renderWithProviders(<ContratoFormPage />, {
        route: `${CONTRATO_INSERIR_URL}?rascunho=${RASCUNHO_ID}`,
      });
      expect(await screen.findByText('Rascunho retomado')).toBeInTheDocument();
      const veiculo = screen.getByRole('group', { name: 'Veículo 1' });
      const situacao = await within(veiculo).findByText('Buscando marcas e modelos');
      // Still looking once the field's own first list has come: the label is what it waits for.
      await waitFor(() => expect(listaInicial).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(situacao).toHaveTextContent('Buscando marcas e modelos');
      expect(pendingRequests.getCount()).toBe(0);
      liberar();
      expect(
        await within(veiculo).findByDisplayValue('VW - GOL 1.0 (100001)', undefined, {
          timeout: 2000,
        }),
      ).toBeInTheDocument();
      await waitFor(() => expect(situacao).toBeEmptyDOMElement());
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'puts a 400 under its field and shows the existing protocol of a 409',
    async () => {
      logIn(BANCO);
      let answer = 400;
      serve({
        [`GET /api/contratos/rascunhos/${RASCUNHO_ID}`]: () => jsonResponse(RASCUNHO),
        'POST /api/contratos/registrar': () =>
          answer === 400
            ? jsonResponse(
                [
                  {
                    campo: 'veiculos.0.marcaModeloCodigo',
                    mensagem:
                      'veiculos.0.marcaModeloCodigo: Marca/modelo não encontrada no catálogo',
                  },
                ],
                400,
              )
            : jsonResponse(
                [
                  {
                    mensagem:
                      'O contrato CDC-2026/000123 já foi enviado para este chassi no pedido 20260000000077.',
                  },
                ],
                409,
              ),
      });
      renderWithProviders(<ContratoFormPage />, {
        route: `${CONTRATO_INSERIR_URL}?rascunho=${RASCUNHO_ID}`,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
      const veiculo = screen.getByRole('group', { name: 'Veículo 1' });
      expect(
        await within(veiculo).findByText('Marca/modelo não encontrada no catálogo'),
      ).toBeInTheDocument();
      answer = 409;
      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      const alerta = await screen.findByRole('alert', { name: /Contrato já enviado/ });
      expect(within(alerta).getByText(/pedido 20260000000077/)).toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'saves an incomplete form as a draft, with the client a registradora user chose',
    async () => {
      logIn(REGISTRADORA);
      let body: Record<string, unknown> | undefined;
      serve({
        'POST /api/contratos/rascunhos': async (request) => {
          body = (await request.json()) as Record<string, unknown>;
          if (!body.clienteId) {
            return jsonResponse(
              [{ campo: 'clienteId', mensagem: 'clienteId: Campo obrigatório' }],
              400,
            );
          }
          return jsonResponse({ ...RASCUNHO, dados: body.dados }, 201);
        },
        'GET /api/contratos/rascunhos': () => jsonResponse([]),
      });
      renderWithProviders(<ContratoFormPage />, { route: CONTRATO_INSERIR_URL });
      expect(screen.getByRole('combobox', { name: /^Agente financeiro/ })).toBeDisabled();
      // Without a client the server refuses the draft; its message goes under the field.
      await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      const cliente = screen.getByRole('combobox', { name: /^Cliente/ });
      await waitFor(() => expect(cliente).toHaveAccessibleDescription('Campo obrigatório'));
      await choose(/^Cliente/, 'Banco Demonstração');
      await fill(screen.getByRole('textbox', { name: /^Número do contrato/ }), 'CDC-1');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      expect(
        await screen.findByText('Rascunho salvo. Você pode retomá-lo em Registrar.'),
      ).toBeInTheDocument();
      expect(body).toMatchObject({ clienteId: CLIENTE_ID, modo: 1 });
      expect((body?.dados as { contrato: { numero: string } }).contrato.numero).toBe('CDC-1');
      // Nothing was validated: no summary.
      expect(screen.queryByRole('alert', { name: /Corrija/ })).not.toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'corrects an order from ?corrigir=: its contract filled in, sent to registros/editar with the version read',
    async () => {
      logIn(BANCO);
      const PROTOCOLO = '20260000000077';
      let body: Record<string, unknown> | undefined;
      const { calls } = serve({
        [`GET /api/contratos/protocolo/${PROTOCOLO}/contrato`]: () =>
          jsonResponse({
            protocolo: PROTOCOLO,
            versao: 4,
            operacao: 1,
            clienteId: CLIENTE_ID,
            dados: { ...RASCUNHO.dados, terceiroGarantidor: null },
            marcasModelos: [],
          }),
        'POST /api/registros/editar': async (request) => {
          body = (await request.json()) as Record<string, unknown>;
          return jsonResponse([{ mensagem: 'O pedido mudou depois de lido.' }], 409);
        },
      });
      renderWithProviders(<ContratoFormPage />, {
        route: `${CONTRATO_INSERIR_URL}?corrigir=${PROTOCOLO}`,
      });
      expect(
        await screen.findByText(`Correção dos dados do pedido ${PROTOCOLO}`),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Número do contrato/ })).toHaveValue(
        CONTRATO_EXEMPLO.contrato.numero,
      );
      // A correction is not a draft.
      expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).not.toBeInTheDocument();
      const devedor = screen.getByRole('region', { name: 'Devedor' });
      await fill(within(devedor).getByRole('textbox', { name: /^Nome/ }), 'Maria Souza');
      await userEvent.click(screen.getByRole('button', { name: 'Salvar correção' }));
      await waitFor(() => expect(body).toBeDefined());
      expect(body).toMatchObject({ protocolo: PROTOCOLO, versao: 4 });
      expect(body).not.toHaveProperty('clienteId');
      expect((body?.devedor as { nome: string }).nome).toBe('Maria Souza');
      expect(calls.some((c) => new URL(c.url).pathname === '/api/contratos/registrar')).toBe(false);
      expect(await screen.findByText('O pedido mudou depois de lido.')).toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it('opens the addendum form from ?modo=2', async () => {
    logIn(BANCO);
    serve();
    renderWithProviders(<ContratoFormPage />, { route: `${CONTRATO_INSERIR_URL}?modo=2` });
    expect(await screen.findByText('Novo aditivo')).toBeInTheDocument();
    expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('Aditivo');
  });

  it(
    'opens the addendum mode with its section first, refused while blank',
    async () => {
      logIn(BANCO);
      serve();
      renderWithProviders(
        <ContratoForm
          modo={2}
          isRegistradora={false}
          clienteDoUsuario={CLIENTE_ID}
          onContinuar={() => undefined}
          onFinalizar={() => undefined}
        />,
      );
      const regioes = screen
        .getAllByRole('region')
        .map((regiao) => regiao.getAttribute('aria-labelledby'));
      expect(regioes[0]).toBe('secao-aditivo');
      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      const resumo = await screen.findByRole('alert', { name: /Corrija/ });
      expect(within(resumo).getByText('Tipo do aditivo: Campo obrigatório')).toBeInTheDocument();
      expect(within(resumo).getByText('Número do aditivo: Campo obrigatório')).toBeInTheDocument();
      // The first invalid field of the addendum section (the registered contract's protocol,
      // where the schema requires it, else the type).
      const aditivo = screen.getByRole('region', { name: 'Aditivo' });
      await waitFor(() =>
        expect(aditivo.querySelector('[aria-invalid="true"]')).toBe(document.activeElement),
      );
      const protocolo = within(aditivo).getByRole('textbox', {
        name: /^Protocolo do contrato registrado/,
      });
      await userEvent.type(protocolo, 'p2026-0000000123-99');
      expect(protocolo).toHaveValue('20260000000123');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'resumes a registradora’s draft with its client and that client’s agent',
    async () => {
      logIn(REGISTRADORA);
      serve({ [`GET /api/contratos/rascunhos/${RASCUNHO_ID}`]: () => jsonResponse(RASCUNHO) });
      renderWithProviders(<ContratoFormPage />, {
        route: `${CONTRATO_INSERIR_URL}?rascunho=${RASCUNHO_ID}`,
      });
      expect(await screen.findByText('Rascunho retomado')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /^Cliente/ })).toHaveValue(
          'Banco Demonstração',
        ),
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /^Agente financeiro/ })).toHaveValue(
          'Financeira Demonstração - 11.222.333/0001-81',
        ),
      );
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'asks before Cancelar drops what was typed, and not after a draft save',
    async () => {
      logIn(BANCO);
      serve({
        'POST /api/contratos/rascunhos': async (request) =>
          jsonResponse(
            { ...RASCUNHO, dados: ((await request.json()) as { dados: object }).dados },
            201,
          ),
        'GET /api/contratos/rascunhos': () => jsonResponse([]),
      });
      renderWithProviders(<ContratoFormPage />, { route: CONTRATO_INSERIR_URL });
      await fill(screen.getByRole('textbox', { name: /^Número do contrato/ }), 'CDC-9');
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      const pergunta = await screen.findByRole('dialog', { name: 'Cancelar' });
      expect(within(pergunta).getByText(/Sair sem enviar\?/)).toBeInTheDocument();
      await userEvent.click(within(pergunta).getByRole('button', { name: 'Não' }));
      expect(screen.getByRole('textbox', { name: /^Número do contrato/ })).toHaveValue('CDC-9');

      await userEvent.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
      await screen.findByText('Rascunho salvo. Você pode retomá-lo em Registrar.');
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog', { name: 'Cancelar' })).not.toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  describe("the Detran's own rules and fee", () => {
    /** Whether the field's label carries the required marker (Mantine's asterisk). */
    const isMarked = (input: HTMLElement) =>
      document.querySelector(`label[for="${input.id}"]`)?.textContent?.trim().endsWith('*') ??
      false;

    it(
      'marks the fields the Detran requires and shows its fee, asked in the background; a refused send says Campo obrigatório under them',
      async () => {
        logIn(BANCO);
        serve({
          'GET /api/form/contrato/detran/f-pr': () =>
            jsonResponse(
              regrasDe('f-pr', 'PR', [
                ['veiculos[].renavam', 'RENAVAM do veículo'],
                ['veiculos[].placa', 'Placa do veículo'],
              ]),
            ),
          'GET /api/form/detran/f-pr': () =>
            jsonResponse(formularioDe('f-pr', 'PR', { 1: '1234.5', 2: '45.00' })),
        });
        const carregando = recordLoaderAtCalls();
        renderWithProviders(<ContratoFormPage />, { route: CONTRATO_INSERIR_URL });
        const veiculo = screen.getByRole('group', { name: 'Veículo 1' });
        const renavam = within(veiculo).getByRole('textbox', { name: /^RENAVAM/ });
        const placa = within(veiculo).getByRole('textbox', { name: /^Placa/ });
        const email = within(screen.getByRole('region', { name: 'Devedor' })).getByRole('textbox', {
          name: /^E-mail/,
        });
        expect(isMarked(renavam)).toBe(false);
        expect(isMarked(placa)).toBe(false);

        await choose(/^UF de licenciamento/, 'PR - Paraná');
        const veiculos = screen.getByRole('region', { name: 'Veículos' });
        expect(
          await within(veiculos).findByText(
            'Taxa do Detran em vigor hoje (Registro de contrato): R$ 1.234,50',
          ),
        ).toBeInTheDocument();
        expect(within(veiculos).getByText('Este contrato vai ao Detran-PR.')).toBeInTheDocument();
        expect(
          within(veiculos).getByText(
            'O Detran-PR exige também: RENAVAM do veículo e Placa do veículo.',
          ),
        ).toBeInTheDocument();
        await waitFor(() => expect(isMarked(renavam)).toBe(true));
        expect(isMarked(placa)).toBe(true);
        expect(isMarked(email)).toBe(false);
        // 'Vazia se 0 km' no longer holds where the Detran requires them.
        expect(renavam).not.toHaveAttribute('placeholder');
        expect(placa).not.toHaveAttribute('placeholder');
        // Picking the UF does not raise the full-screen loader over the form being typed.
        const doDetran = carregando.filter(({ path }) => path.startsWith('/api/form/'));
        expect(doDetran.map(({ path }) => path).sort()).toEqual([
          '/api/form/contrato/detran/f-pr',
          '/api/form/detran/f-pr',
        ]);
        expect(doDetran.every(({ isBackground }) => isBackground)).toBe(true);

        // Left blank, a field the Detran requires says so when left (the rest still blank).
        await userEvent.click(renavam);
        await userEvent.tab();
        await waitFor(() => expect(renavam).toHaveAccessibleDescription('Campo obrigatório'));

        await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
        await waitFor(() => expect(placa).toHaveAccessibleDescription('Campo obrigatório'));
        expect(renavam).toHaveAccessibleDescription('Campo obrigatório');
        const resumo = screen.getByRole('alert', {
          name: 'Corrija os campos abaixo antes de enviar',
        });
        expect(within(resumo).getByText(/^Veículos: \d+ campos a corrigir/)).toBeInTheDocument();

        // Another Detran's rules replace them at once, and its missing fee is said plainly.
        await choose(/^UF de licenciamento/, 'SP - São Paulo');
        expect(
          await within(veiculos).findByText(
            'Sem taxa do Detran cadastrada para hoje (Registro de contrato).',
          ),
        ).toBeInTheDocument();
        await waitFor(() => expect(isMarked(renavam)).toBe(false));
        expect(isMarked(placa)).toBe(false);
        await waitFor(() => expect(renavam).not.toHaveAccessibleDescription('Campo obrigatório'));
        expect(placa).not.toHaveAccessibleDescription('Campo obrigatório');
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      "shows an addendum's fee and says when the Detran takes no orders",
      async () => {
        logIn(BANCO);
        serve({
          'GET /api/form/contrato/detran/f-sc': () =>
            jsonResponse(regrasDe('f-sc', 'SC', [['devedor.email', 'E-mail do devedor']])),
          'GET /api/form/detran/f-sc': () =>
            jsonResponse(formularioDe('f-sc', 'SC', { 1: '55.00', 3: '30.10' }, false)),
        });
        renderWithProviders(<ContratoFormPage />, { route: `${CONTRATO_INSERIR_URL}?modo=2` });
        await choose(/^UF de licenciamento/, 'SC - Santa Catarina');
        const veiculos = screen.getByRole('region', { name: 'Veículos' });
        expect(
          await within(veiculos).findByText(
            'Taxa do Detran em vigor hoje (Registro de aditivo): R$ 30,10',
          ),
        ).toBeInTheDocument();
        expect(
          within(veiculos).getByText(/^O Detran-SC não está recebendo pedidos agora/),
        ).toBeInTheDocument();
        const email = within(screen.getByRole('region', { name: 'Devedor' })).getByRole('textbox', {
          name: /^E-mail/,
        });
        await waitFor(() => expect(isMarked(email)).toBe(true));
        const veiculo = screen.getByRole('group', { name: 'Veículo 1' });
        expect(isMarked(within(veiculo).getByRole('textbox', { name: /^RENAVAM/ }))).toBe(false);
      },
      FLOW_TIMEOUT_MS,
    );
  });
});
