import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';
import {
  fakeApi,
  jsonResponse,
  recordLoaderAtCalls,
  type FakeHandler,
} from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

const TOKEN = '1700000000000.nonce-0123456789abcdefg.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const SUCESSO = { mensagem: PRE_CADASTRO_MENSAGENS.sucesso };

function serve(enviar: FakeHandler = () => jsonResponse(SUCESSO, 201)) {
  return fakeApi({
    'GET /api/publica/preCadastro/formulario': () => jsonResponse({ tokenFormulario: TOKEN }),
    'POST /api/publica/preCadastro/enviar': enviar,
  });
}

const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByRole('textbox', { name: label });
const submit = () => screen.getByRole('button', { name: 'Enviar pré-cadastro' });

async function open(path = '/institucional/pre-cadastro') {
  renderApp(path);
  await screen.findByRole('heading', { name: 'Pré-cadastro' });
}

/** Types as a person does, key by key, through the masks. */
async function fillIn(values: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const all = {
    Nome: 'Maria Souza',
    'E-mail': 'maria@financeira.com.br',
    Telefone: '11987654321',
    CNPJ: '12abc34501de35',
    'Razão social': 'Financeira Beta S.A.',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.tab();
  return user;
}

/** The client waits until the form token is a few seconds old: let that time have passed. */
function pretendSecondsPassed(seconds: number) {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + seconds * 1_000);
}

describe('pre-registration page (spec §2.2, §5)', () => {
  it('answers at both addresses, without login, and asks for the form token at once', async () => {
    const { calls } = serve();
    await open('/vbconnection/pre-cadastro');
    expect(location()).toBe('/vbconnection/pre-cadastro');
    await waitFor(() =>
      expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
        '/api/publica/preCadastro/formulario',
      ]),
    );
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('masks the phone for landlines and mobiles, switching with the 11th digit', async () => {
    serve();
    await open();
    const user = userEvent.setup();
    const telefone = field('Telefone');
    await user.type(telefone, '1134567890');
    expect(telefone).toHaveValue('(11) 3456-7890');
    await user.type(telefone, '1');
    expect(telefone).toHaveValue('(11) 3 4567-8901');
    await user.type(telefone, '{Backspace}');
    expect(telefone).toHaveValue('(11) 3456-7890');
    await user.clear(telefone);
    await user.type(telefone, 'ab(21)9x87654321999');
    expect(telefone).toHaveValue('(21) 9 8765-4321');
  });

  it('masks the CNPJ with letters where the alphanumeric CNPJ allows them', async () => {
    serve();
    await open();
    const user = userEvent.setup();
    const cnpj = field('CNPJ');
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await user.clear(cnpj);
    // The check digits are digits: letters typed there are dropped.
    await user.type(cnpj, '12ABC34501DEXY3');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-3');
    await user.clear(cnpj);
    await user.type(cnpj, '11222333000181');
    expect(cnpj).toHaveValue('11.222.333/0001-81');
  });

  it("says §5's messages and keeps the submit button disabled until the form is valid", async () => {
    serve();
    await open();
    expect(submit()).toBeDisabled();
    await fillIn({ Nome: '', 'E-mail': 'maria@', Telefone: '119876', CNPJ: '12ABC34501DE36' });
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone Inválido')).toBeInTheDocument();
    expect(screen.getByText('CNPJ Inválido')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await fillIn();
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
  });

  it("selects and clears every state with 'Selecionar todos'", async () => {
    serve();
    await open();
    const user = userEvent.setup();
    const todos = screen.getByRole('checkbox', { name: 'Selecionar todos' });
    const estados = within(screen.getByRole('group', { name: 'Estados em que atua' }))
      .getAllByRole('checkbox')
      .filter((checkbox) => checkbox !== todos);
    expect(estados.map((checkbox) => checkbox.getAttribute('value'))).toEqual([
      'AC',
      'AP',
      'BA',
      'MG',
      'MS',
      'PB',
      'PE',
      'PR',
      'RJ',
      'RR',
      'SC',
      'SP',
      'RN',
      'TO',
    ]);

    await user.click(todos);
    for (const checkbox of estados) expect(checkbox).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'SP - São Paulo' }));
    expect(screen.getByRole('checkbox', { name: 'SP - São Paulo' })).not.toBeChecked();
    expect(todos).not.toBeChecked();
    expect(todos).toHaveAttribute('data-indeterminate', 'true');
    await user.click(todos);
    for (const checkbox of estados) expect(checkbox).toBeChecked();
    await user.click(todos);
    for (const checkbox of estados) expect(checkbox).not.toBeChecked();
  });

  it('sends the normalized values with the token, shows the dialog and goes back to / after 1 s', async () => {
    const sent: unknown[] = [];
    serve(async (request) => {
      sent.push(await request.json());
      return jsonResponse(SUCESSO, 201);
    });
    await open();
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: 'SP - São Paulo' }));
    await user.click(screen.getByRole('checkbox', { name: 'BA - Bahia' }));
    pretendSecondsPassed(10);
    await user.click(submit());

    const dialog = await screen.findByRole('dialog', { name: PRE_CADASTRO_MENSAGENS.sucesso });
    expect(dialog).toHaveTextContent(PRE_CADASTRO_MENSAGENS.contato);
    expect(sent).toEqual([
      {
        nome: 'Maria Souza',
        telefone: '11987654321',
        email: 'maria@financeira.com.br',
        razaoSocial: 'Financeira Beta S.A.',
        cnpj: '12ABC34501DE35',
        estados: ['BA', 'SP'],
        tokenFormulario: TOKEN,
        site: '',
      },
    ]);
    expect(location()).toBe('/institucional/pre-cadastro');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 3_000 });
  });

  it('keeps the person on the form when the server refuses it, saying why', async () => {
    serve(() => jsonResponse([{ mensagem: PRE_CADASTRO_MENSAGENS.duplicado }], 409));
    await open();
    const user = await fillIn();
    pretendSecondsPassed(10);
    await user.click(submit());
    expect(await screen.findByText(PRE_CADASTRO_MENSAGENS.duplicado)).toBeInTheDocument();
    expect(screen.getByText('Atenção')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/institucional/pre-cadastro');
  });

  it('puts a field error of the server under its field', async () => {
    serve(() => jsonResponse([{ mensagem: 'cnpj: CNPJ Inválido', campo: 'cnpj' }], 400));
    await open();
    const user = await fillIn();
    pretendSecondsPassed(10);
    await user.click(submit());
    await waitFor(() => expect(field('CNPJ')).toHaveAccessibleDescription('CNPJ Inválido'));
  });

  it('reads the form token with the shared schema when sending: a malformed one sends nothing', async () => {
    const { calls } = fakeApi({
      'GET /api/publica/preCadastro/formulario': () => jsonResponse({ token: TOKEN }),
    });
    await open();
    const user = await fillIn();
    pretendSecondsPassed(10);
    await user.click(submit());
    expect(await screen.findByText(MENSAGENS.erroInterno)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/preCadastro/enviar'))).toBe(false);
  });

  it('asks for a new token when the server says the form expired', async () => {
    const { calls } = serve(() =>
      jsonResponse(
        [{ mensagem: PRE_CADASTRO_MENSAGENS.formularioExpirado, campo: 'tokenFormulario' }],
        400,
      ),
    );
    const chamadas = recordLoaderAtCalls();
    await open();
    const user = await fillIn();
    pretendSecondsPassed(10);
    await user.click(submit());
    expect(await screen.findByText(PRE_CADASTRO_MENSAGENS.formularioExpirado)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.endsWith('/api/publica/preCadastro/formulario')),
      ).toHaveLength(2),
    );
    // The new token comes behind the form the person is correcting: no loader over it.
    expect(
      chamadas
        .filter(({ path }) => path.endsWith('/preCadastro/formulario'))
        .map(({ isBackground }) => isBackground),
    ).toEqual([false, true]);
  });

  it('sends the corrected form with a new token after the server refused it', async () => {
    let issued = 0;
    const sent: { tokenFormulario: string; email: string }[] = [];
    const { calls } = fakeApi({
      'GET /api/publica/preCadastro/formulario': () =>
        jsonResponse({ tokenFormulario: `token-${++issued}` }),
      'POST /api/publica/preCadastro/enviar': async (request) => {
        sent.push(await request.json());
        return sent.length === 1
          ? jsonResponse([{ mensagem: PRE_CADASTRO_MENSAGENS.duplicado }], 409)
          : jsonResponse(SUCESSO, 201);
      },
    });
    await open();
    const user = await fillIn();
    pretendSecondsPassed(10);
    await user.click(submit());
    expect(await screen.findByText(PRE_CADASTRO_MENSAGENS.duplicado)).toBeInTheDocument();
    // A token stores one pre-registration: the page asks for the next one at once.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/preCadastro/formulario'))).toHaveLength(2),
    );

    await fillIn({ 'E-mail': 'maria.souza@financeira.com.br' });
    pretendSecondsPassed(20);
    await user.click(submit());
    await screen.findByRole('dialog', { name: PRE_CADASTRO_MENSAGENS.sucesso });
    expect(sent.map(({ tokenFormulario, email }) => [tokenFormulario, email])).toEqual([
      ['token-1', 'maria@financeira.com.br'],
      ['token-2', 'maria.souza@financeira.com.br'],
    ]);
  });

  it('sends again with the same token when the answer never came', async () => {
    let issued = 0;
    const sent: string[] = [];
    fakeApi({
      'GET /api/publica/preCadastro/formulario': () =>
        jsonResponse({ tokenFormulario: `token-${++issued}` }),
      'POST /api/publica/preCadastro/enviar': async (request) => {
        sent.push((await request.json()).tokenFormulario);
        if (sent.length === 1) throw new TypeError('Failed to fetch');
        return jsonResponse(SUCESSO, 201);
      },
    });
    await open();
    const user = await fillIn();
    pretendSecondsPassed(10);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await screen.findByRole('dialog', { name: PRE_CADASTRO_MENSAGENS.sucesso });
    // If the lost request was stored, the server answers the same token as received.
    expect(sent).toEqual(['token-1', 'token-1']);
    expect(issued).toBe(1);
  });

  it('shows the line-break refusal of the shared rules under the field', async () => {
    serve();
    await open();
    const user = userEvent.setup();
    // A pasted name with a bidi override: the person sees the field's message.
    await user.click(field('Nome'));
    await user.paste('Maria\u202ESouza');
    await user.tab();
    await waitFor(() =>
      expect(field('Nome')).toHaveAccessibleDescription('Caracteres não permitidos'),
    );
  });

  it('has an anti-spam field that people and screen readers do not see', async () => {
    serve();
    await open();
    const site = document.querySelector<HTMLInputElement>('input[name="site"]');
    expect(site).not.toBeNull();
    expect(site).toHaveAttribute('tabindex', '-1');
    expect(site!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /em branco/ })).not.toBeInTheDocument();
  });
});
