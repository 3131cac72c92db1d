import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import {
  ENCERRAR_OUTRAS_SESSOES,
  PasswordChangeModal,
  SENHA_ALTERADA,
} from './password-change-modal';
import { PasswordChecklist } from './password-checklist';

function ruleState(label: string): string | null {
  return screen.getByText(label).closest('li')?.getAttribute('data-valid') ?? null;
}

describe('password checklist', () => {
  it('marks each rule as the new password meets it', () => {
    const { rerender } = renderWithProviders(
      <PasswordChecklist newPassword="abc" confirmation="" />,
    );
    expect(ruleState('Mínimo de 8 caracteres')).toBe('false');
    expect(ruleState('Ao menos 1 letra maiúscula')).toBe('false');
    expect(ruleState('Ao menos 1 letra minúscula')).toBe('true');
    expect(ruleState('Ao menos 1 caractere especial (espaço ou pontuação)')).toBe('false');
    expect(ruleState('Confirmação igual à nova senha')).toBe('false');

    rerender(<PasswordChecklist newPassword="Senha@2026" confirmation="Senha@2026" />);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item).toHaveAttribute('data-valid', 'true');
    }
  });

  it('fails the confirmation when it differs by a single character', () => {
    renderWithProviders(<PasswordChecklist newPassword="Senha@2026" confirmation="Senha@2027" />);
    expect(ruleState('Confirmação igual à nova senha')).toBe('false');
  });
});

describe('password dialog', () => {
  async function fill(current: string, next: string, confirmation: string) {
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), current);
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), next);
    await userEvent.type(within(dialog).getByLabelText('Confirmação da senha'), confirmation);
    return dialog;
  }

  it('updates the checklist while the new password is typed', async () => {
    renderWithProviders(<PasswordChangeModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    expect(ruleState('Ao menos 1 letra maiúscula')).toBe('false');
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'A');
    expect(ruleState('Ao menos 1 letra maiúscula')).toBe('true');
  });

  it('says what is missing on submit, without calling the server', async () => {
    const { calls } = fakeApi({});
    renderWithProviders(<PasswordChangeModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('A senha antiga deve ser informada'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('marks the refused fields invalid, focuses the first, and names its close button', async () => {
    fakeApi({});
    renderWithProviders(<PasswordChangeModal opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    expect(within(dialog).getAllByRole('button', { name: 'Fechar' })).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const atual = within(dialog).getByLabelText('Senha atual');
    await waitFor(() => expect(atual).toHaveFocus());
    expect(atual).toBeInvalid();
    expect(within(dialog).getByLabelText('Confirmação da senha')).toBeInvalid();
  });

  it('changes the password: clears the device token, shows a success notice, closes', async () => {
    logIn(ADMIN);
    localStorage.setItem('vbconnection.deviceToken', 'dispositivo-confiavel');
    localStorage.setItem('vbconnection.guid', 'device-1');
    const { calls } = fakeApi({
      'PUT /api/auth/usuario/password': () => new Response(null, { status: 204 }),
    });
    const onClose = vi.fn();
    renderWithProviders(<PasswordChangeModal opened onClose={onClose} />);
    const dialog = await fill('Demo@2026', 'Nova@Senha1', 'Nova@Senha1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(SENHA_ALTERADA)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('vbconnection.deviceToken')).toBeNull();
    expect(localStorage.getItem('vbconnection.guid')).toBe('device-1');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer token-${ADMIN.id}`);
    expect(await calls[0]?.json()).toEqual({
      password: 'Demo@2026',
      newPassword: 'Nova@Senha1',
      confirmNewPassword: 'Nova@Senha1',
      encerrarOutrasSessoes: true,
    });
  });

  it('keeps the other sessions when the person unticks the option', async () => {
    const { calls } = fakeApi({
      'PUT /api/auth/usuario/password': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<PasswordChangeModal opened onClose={() => undefined} />);
    const dialog = await fill('Demo@2026', 'Nova@Senha1', 'Nova@Senha1');
    const option = within(dialog).getByRole('checkbox', { name: ENCERRAR_OUTRAS_SESSOES });
    expect(option).toBeChecked();
    await userEvent.click(option);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SENHA_ALTERADA)).toBeInTheDocument();
    expect(await calls[0]?.json()).toMatchObject({ encerrarOutrasSessoes: false });
  });

  it("keeps the dialog open on a rule failure and shows the server's message", async () => {
    fakeApi({
      'PUT /api/auth/usuario/password': () =>
        jsonResponse([{ mensagem: 'Senha atual incorreta.', campo: 'password' }], 400),
    });
    const onClose = vi.fn();
    renderWithProviders(<PasswordChangeModal opened onClose={onClose} />);
    const dialog = await fill('errada', 'Nova@Senha1', 'Nova@Senha1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });

  it('closes on 401', async () => {
    fakeApi({
      'PUT /api/auth/usuario/password': () =>
        jsonResponse([{ mensagem: 'Faça login para continuar.' }], 401),
    });
    const onClose = vi.fn();
    renderWithProviders(<PasswordChangeModal opened onClose={onClose} token="token-expirado" />);
    const dialog = await fill('Demo@2026', 'Nova@Senha1', 'Nova@Senha1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
