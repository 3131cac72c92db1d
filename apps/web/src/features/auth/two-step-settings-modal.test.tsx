import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DUAS_ETAPAS_MENSAGENS } from '@portal/shared/auth/duas-etapas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import {
  CODIGOS_RECUPERACAO_GERADOS,
  DUAS_ETAPAS_ATIVADA,
  DUAS_ETAPAS_DESATIVADA,
  GERAR_NOVOS_CODIGOS,
  TwoStepSettingsModal,
} from './two-step-settings-modal';

const SEGREDO = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODIGOS = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '2')}`);

describe('two-step settings', () => {
  it('turns it on: QR code and key, a code to confirm, then the recovery codes once', async () => {
    logIn();
    const { calls } = fakeApi({
      'GET /api/auth/usuario/duas-etapas': () =>
        jsonResponse({ ativa: false, codigosRecuperacaoRestantes: 0 }),
      'POST /api/auth/usuario/duas-etapas/inicio': () =>
        jsonResponse({
          segredo: SEGREDO,
          uri: `otpauth://totp/VB:administrador?secret=${SEGREDO}`,
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'POST /api/auth/usuario/duas-etapas/confirmacao': async (request) =>
        ((await request.json()) as { codigo: string }).codigo === '654321'
          ? jsonResponse({ codigosRecuperacao: CODIGOS })
          : jsonResponse(
              [{ mensagem: DUAS_ETAPAS_MENSAGENS.codigoInvalido, campo: 'codigo' }],
              400,
            ),
    });
    const onClose = vi.fn();
    renderWithProviders(<TwoStepSettingsModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verificação em duas etapas' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ativar' }));

    expect(
      await within(dialog).findByRole('img', {
        name: 'QR code da chave da verificação em duas etapas',
      }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(dialog).getByTestId('segredo-totp')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = within(dialog).getByLabelText(/Digite o código de 6 dígitos/);
    await userEvent.type(code, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Informe os 6 dígitos do código.')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText(DUAS_ETAPAS_MENSAGENS.codigoInvalido),
    ).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '654 321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(DUAS_ETAPAS_ATIVADA)).toBeInTheDocument();
    const list = await within(dialog).findByTestId('codigos-recuperacao');
    for (const codigo of CODIGOS) expect(within(list).getByText(codigo)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('segredo-totp')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já guardei os códigos' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/auth/usuario/duas-etapas',
      '/api/auth/usuario/duas-etapas/inicio',
      '/api/auth/usuario/duas-etapas/confirmacao',
      '/api/auth/usuario/duas-etapas/confirmacao',
    ]);
  });

  it('turns it off with the password, and forgets this browser as a trusted device', async () => {
    logIn();
    localStorage.setItem('vbconnection.deviceToken', 'token-guardado');
    const { calls } = fakeApi({
      'GET /api/auth/usuario/duas-etapas': () =>
        jsonResponse({ ativa: true, codigosRecuperacaoRestantes: 7 }),
      'POST /api/auth/usuario/duas-etapas/desativacao': () => new Response(null, { status: 204 }),
    });
    const onClose = vi.fn();
    renderWithProviders(<TwoStepSettingsModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verificação em duas etapas' });
    expect(await within(dialog).findByText(/Restam 7 códigos de recuperação/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(
      await within(dialog).findByText(DUAS_ETAPAS_MENSAGENS.informeSenhaOuCodigo),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'Demo@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText(DUAS_ETAPAS_DESATIVADA)).toBeInTheDocument();
    expect(await calls[1]?.clone().json()).toEqual({ password: 'Demo@2026' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(localStorage.getItem('vbconnection.deviceToken')).toBeNull();
  });

  it('gives new recovery codes for a current code, shown once, and goes back without one', async () => {
    logIn();
    const NOVOS = CODIGOS.map((codigo) => codigo.replace('ABCDE', 'KMNPQ'));
    const { calls } = fakeApi({
      'GET /api/auth/usuario/duas-etapas': () =>
        jsonResponse({ ativa: true, codigosRecuperacaoRestantes: 2 }),
      'POST /api/auth/usuario/duas-etapas/codigos-recuperacao': async (request) =>
        ((await request.json()) as { codigo: string }).codigo === '246810'
          ? jsonResponse({ codigosRecuperacao: NOVOS })
          : jsonResponse(
              [{ mensagem: DUAS_ETAPAS_MENSAGENS.codigoInvalido, campo: 'codigo' }],
              400,
            ),
    });
    const onClose = vi.fn();
    renderWithProviders(<TwoStepSettingsModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verificação em duas etapas' });
    await userEvent.click(await within(dialog).findByRole('button', { name: GERAR_NOVOS_CODIGOS }));

    // Back without a code: nothing was asked of the server, the status is shown again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(await within(dialog).findByText(/Restam 2 códigos de recuperação/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: GERAR_NOVOS_CODIGOS }));

    const code = within(dialog).getByLabelText(/digite o código de 6 dígitos/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar códigos' }));
    expect(await within(dialog).findByText('Informe os 6 dígitos do código.')).toBeInTheDocument();
    await userEvent.type(code, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar códigos' }));
    expect(
      await within(dialog).findByText(DUAS_ETAPAS_MENSAGENS.codigoInvalido),
    ).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar códigos' }));
    expect(await screen.findByText(CODIGOS_RECUPERACAO_GERADOS)).toBeInTheDocument();
    const list = await within(dialog).findByTestId('codigos-recuperacao');
    for (const codigo of NOVOS) expect(within(list).getByText(codigo)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar códigos' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Já guardei os códigos' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/auth/usuario/duas-etapas',
      '/api/auth/usuario/duas-etapas/codigos-recuperacao',
      '/api/auth/usuario/duas-etapas/codigos-recuperacao',
    ]);
  });
});
