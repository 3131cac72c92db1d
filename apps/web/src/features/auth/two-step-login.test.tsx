import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DUAS_ETAPAS_MENSAGENS } from '@portal/shared/auth/duas-etapas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { APP_VERSION } from '../../lib/env';
import { CODIGO_ENVIADO, TwoStepLogin } from './two-step-login';

const DESAFIO = '4f0f6a52-2b1e-4a4e-9d0c-6b1f1d2a3c4e';

function renderStep() {
  const onComplete = vi.fn(async () => undefined);
  const onCancel = vi.fn();
  renderWithProviders(
    <TwoStepLogin desafio={DESAFIO} onComplete={onComplete} onCancel={onCancel} />,
  );
  return { onComplete, onCancel };
}

describe('two-step login', () => {
  it("asks for the code before calling, and 'Enviar código por e-mail' sends one", async () => {
    const { calls } = fakeApi({
      'POST /api/auth/tokens/duas-etapas/email': () => new Response(null, { status: 204 }),
    });
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Enviar código por e-mail' }));
    expect(await screen.findByText(CODIGO_ENVIADO)).toBeInTheDocument();
    expect(await calls[0]?.clone().json()).toEqual({ desafio: DESAFIO });
    expect(screen.getByLabelText('Código recebido por e-mail')).toHaveFocus();
  });

  it('takes a recovery code, and clears a refused code for another try', async () => {
    let answer = 0;
    const { calls } = fakeApi({
      'POST /api/auth/tokens/duas-etapas': () =>
        ++answer === 1
          ? jsonResponse([{ mensagem: DUAS_ETAPAS_MENSAGENS.codigoInvalido }], 401)
          : jsonResponse({
              autenticaEmDuasEtapas: false,
              token: 'token-novo',
              passwordExpirado: false,
              tempoDeExpiracao: 30,
              frontVersion: APP_VERSION,
            }),
    });
    const { onComplete, onCancel } = renderStep();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Usar um código de recuperação' }),
    );
    const field = screen.getByLabelText('Código de recuperação');
    await userEvent.type(field, 'ABCDE-FGHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText(DUAS_ETAPAS_MENSAGENS.codigoInvalido)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(onCancel).not.toHaveBeenCalled();

    await userEvent.type(field, 'KMNPQ-RSTUV');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(await calls[1]?.clone().json()).toEqual({
      desafio: DESAFIO,
      codigo: 'KMNPQ-RSTUV',
      confiarDispositivo: false,
    });
    expect(localStorage.getItem('vbconnection.deviceToken')).toBeNull();
  });

  it('goes back to the user and password when the challenge ended', async () => {
    fakeApi({
      'POST /api/auth/tokens/duas-etapas': () =>
        jsonResponse([{ mensagem: DUAS_ETAPAS_MENSAGENS.desafioExpirado }], 401),
    });
    const { onCancel } = renderStep();
    await userEvent.type(await screen.findByLabelText('Código do aplicativo'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});
