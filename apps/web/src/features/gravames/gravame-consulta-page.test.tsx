import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GravameConsulta } from '@portal/shared/gravames/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import GravameConsultaPage from './gravame-consulta-page';

const ATIVO: GravameConsulta = {
  chassi: '9BWZZZ377VT004251',
  situacao: 'ATIVO_PARTICIPANTE',
  numeroGravame: '12345678',
  informante: 'F',
  tipoRestricao: '03',
  dataInclusao: '2025-03-14',
  dataBaixa: null,
  consultadoEm: '2026-11-24T13:00:00.000Z',
};

describe('lien lookup page', () => {
  it('asks the SNG for the typed chassis and shows the lien in words', async () => {
    logIn(OPERADOR);
    const { calls } = fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT004251': () => jsonResponse(ATIVO),
    });
    renderWithProviders(<GravameConsultaPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /Chassi/ }), '9bwzzz377vt004251');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const resultado = await screen.findByRole('region', {
      name: 'Gravame do chassi 9BWZZZ377VT004251',
    });
    expect(resultado).toHaveTextContent('Ativo para este participante');
    expect(resultado).toHaveTextContent('12345678');
    expect(resultado).toHaveTextContent('F: Participante financeiro');
    expect(resultado).toHaveTextContent('03: Alienação fiduciária');
    expect(resultado).toHaveTextContent('14/03/2025');
    expect(calls).toHaveLength(1);
  });

  it('asks as the client a registradora user names; naming none, says whose is unknown', async () => {
    logIn({ ...ADMIN, roles: ['GRAVAME_CONSULTAR'] });
    const { calls } = fakeApi({
      'GET /api/clientes/todos-combo': () =>
        jsonResponse([{ id: 'c-exemplo', nomeFantasia: 'Banco Exemplo' }]),
      'GET /api/gravames/chassi/9BWZZZ377VT004251': (request) =>
        jsonResponse({
          ...ATIVO,
          situacao: new URL(request.url).searchParams.get('clienteId')
            ? 'ATIVO_OUTRO_PARTICIPANTE'
            : 'ATIVO',
        }),
    });
    renderWithProviders(<GravameConsultaPage />, { route: '/?chassi=9BWZZZ377VT004251' });
    const resultado = await screen.findByRole('region', {
      name: 'Gravame do chassi 9BWZZZ377VT004251',
    });
    expect(resultado).toHaveTextContent('Ativo (participante não identificado)');
    expect(resultado).toHaveTextContent(/escolha o cliente e consulte de novo/);
    // With no client chosen, the empty select says what that means.
    const cliente = screen.getByRole('combobox', { name: /Em nome do cliente/ });
    expect(cliente).toHaveValue('');
    expect(cliente).toHaveAttribute('placeholder', 'Nenhum (participante não identificado)');

    await userEvent.click(cliente);
    await userEvent.click(await screen.findByRole('option', { name: 'Banco Exemplo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(
      await screen.findByText('Ativo para outro participante', { selector: 'span' }),
    ).toBeInTheDocument();
    const sng = calls.filter((call) => call.url.includes('/gravames/'));
    expect(sng.map((call) => new URL(call.url).search)).toEqual(['', '?clienteId=c-exemplo']);
  });

  it("offers a client's user no client to choose: it asks as its own", async () => {
    logIn(OPERADOR);
    const { calls } = fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT004251': () => jsonResponse(ATIVO),
    });
    // A client id in the address (a link of a registradora user's) does not make it ask as another.
    renderWithProviders(<GravameConsultaPage />, {
      route: '/?chassi=9BWZZZ377VT004251&clienteId=x',
    });
    expect(
      await screen.findByText('Ativo para este participante', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Em nome do cliente/ })).not.toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['']);
  });

  it('says a chassis is not in the SNG, without lien fields', async () => {
    logIn(OPERADOR);
    fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT000001': () =>
        jsonResponse({
          ...ATIVO,
          chassi: '9BWZZZ377VT000001',
          situacao: 'NAO_ENCONTRADO',
          numeroGravame: null,
          informante: null,
          tipoRestricao: null,
          dataInclusao: null,
        }),
    });
    renderWithProviders(<GravameConsultaPage />, {
      route: '/?chassi=9BWZZZ377VT000001',
    });
    expect(await screen.findByText('Chassi não consta no SNG')).toBeInTheDocument();
    expect(screen.getByText(/Nenhum gravame foi encontrado no SNG/)).toBeInTheDocument();
    expect(screen.queryByText('Número do gravame')).not.toBeInTheDocument();
  });

  it('refuses a malformed chassis under the field, without a call', async () => {
    logIn(OPERADOR);
    const { calls } = fakeApi({});
    renderWithProviders(<GravameConsultaPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const campo = screen.getByRole('textbox', { name: /Chassi/ });
    await waitFor(() => expect(campo).toHaveAttribute('aria-invalid', 'true'));
    // The focus follows the marking a task later (useFocusFirstInvalid): wait for it too.
    await waitFor(() => expect(campo).toHaveFocus());
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    await userEvent.type(campo, '9BWZZZ377VT00425I');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Chassi Inválido')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s message when the SNG does not answer', async () => {
    logIn(OPERADOR);
    fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT004251': () =>
        jsonResponse(
          [{ mensagem: 'O SNG (B3) não respondeu a tempo. Tente novamente em alguns minutos.' }],
          504,
        ),
    });
    renderWithProviders(<GravameConsultaPage />, { route: '/?chassi=9BWZZZ377VT004251' });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('SNG indisponível');
    expect(alerta).toHaveTextContent('O SNG (B3) não respondeu a tempo.');
  });
});
