import { FormProvider, useForm } from 'react-hook-form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { ContratoFormValues } from './contrato-form-values';
import { GravameDoSng } from './gravame-do-sng';

const COM_GRAVAME: CurrentUser = {
  ...OPERADOR,
  roles: ['CONTRATO_REGISTRAR', 'GRAVAME_CONSULTAR'],
};

/** The vehicle's two fields the lookup reads and fills, in a form of their own. */
function Veiculo({ chassi, clienteId }: { chassi: string; clienteId?: string }) {
  const form = useForm<ContratoFormValues>({
    defaultValues: { clienteId, veiculos: [{ chassi, numeroGravame: '' }] } as never,
  });
  return (
    <FormProvider {...form}>
      <input aria-label="Número do gravame" {...form.register('veiculos.0.numeroGravame')} />
      <GravameDoSng index={0} />
    </FormProvider>
  );
}

const gravame = (situacao: string, numeroGravame: string | null) => ({
  chassi: '9BWZZZ377VT004251',
  situacao,
  numeroGravame,
  informante: 'F',
  tipoRestricao: '03',
  dataInclusao: '2025-03-14',
  dataBaixa: null,
  consultadoEm: '2026-11-24T13:00:00.000Z',
});

describe('the SNG lookup in the contract form', () => {
  it('fills the lien number of an active lien of this participant', async () => {
    logIn(COM_GRAVAME);
    fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT004251': () =>
        jsonResponse(gravame('ATIVO_PARTICIPANTE', '40334245')),
    });
    renderWithProviders(<Veiculo chassi="9BWZZZ377VT004251" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no SNG' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Número do gravame' })).toHaveValue('40334245'),
    );
    expect(screen.getByText(/Gravame 40334245 ativo para este participante/)).toBeInTheDocument();
  });

  it('says another participant’s lien and fills nothing', async () => {
    logIn(COM_GRAVAME);
    fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT000002': () =>
        jsonResponse({
          ...gravame('ATIVO_OUTRO_PARTICIPANTE', '11112222'),
          chassi: '9BWZZZ377VT000002',
        }),
    });
    renderWithProviders(<Veiculo chassi="9BWZZZ377VT000002" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no SNG' }));
    expect(await screen.findByText(/SNG: Ativo para outro participante/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número do gravame' })).toHaveValue('');
  });

  it('asks as the client chosen on the form, and asks for one when none is chosen', async () => {
    logIn({ ...COM_GRAVAME, cliente: null });
    const { calls } = fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT004251': (request) =>
        jsonResponse(
          new URL(request.url).searchParams.get('clienteId') === 'c-9'
            ? gravame('ATIVO_PARTICIPANTE', '40334245')
            : gravame('ATIVO', '40334245'),
        ),
    });
    const { unmount } = renderWithProviders(<Veiculo chassi="9BWZZZ377VT004251" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no SNG' }));
    expect(
      await screen.findByText(/escolha o cliente para saber se é dele e preencher o número/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número do gravame' })).toHaveValue('');
    unmount();
    renderWithProviders(<Veiculo chassi="9BWZZZ377VT004251" clienteId="c-9" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no SNG' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Número do gravame' })).toHaveValue('40334245'),
    );
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['', '?clienteId=c-9']);
  });

  it('asks for the chassis first, and shows the server’s message when the SNG fails', async () => {
    logIn(COM_GRAVAME);
    const { calls } = fakeApi({
      'GET /api/gravames/chassi/9BWZZZ377VT004251': () =>
        jsonResponse([{ mensagem: 'O SNG (B3) não respondeu a tempo.' }], 504),
    });
    const { unmount } = renderWithProviders(<Veiculo chassi="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no SNG' }));
    expect(
      await screen.findByText('Informe o chassi para buscar o gravame no SNG.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    unmount();
    renderWithProviders(<Veiculo chassi="9BWZZZ377VT004251" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no SNG' }));
    expect(await screen.findByText('O SNG (B3) não respondeu a tempo.')).toBeInTheDocument();
  });

  it('is not offered without GRAVAME_CONSULTAR', () => {
    logIn({ ...OPERADOR, roles: ['CONTRATO_REGISTRAR'] });
    fakeApi({});
    renderWithProviders(<Veiculo chassi="9BWZZZ377VT004251" />);
    expect(screen.queryByRole('button', { name: 'Buscar no SNG' })).not.toBeInTheDocument();
  });
});
