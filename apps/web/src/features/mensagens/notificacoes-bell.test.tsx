import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notificacoes } from '@portal/shared/mensagens/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { NotificacoesBell } from './notificacoes-bell';

const MANUTENCAO = '00000000-0000-4000-8000-00000000a001';
const FERIADO = '00000000-0000-4000-8000-00000000a002';

/** A server holding the read state, as the real one does per user. */
function serve() {
  const lidas = new Set<string>([FERIADO]);
  const mensagens = [
    { id: MANUTENCAO, titulo: 'Manutenção', texto: 'Sábado às 22h.', dataInicio: '2026-11-25' },
    { id: FERIADO, titulo: 'Feriado', texto: 'Sem expediente.', dataInicio: '2026-11-20' },
  ];
  const answer = (): Notificacoes => ({
    qtdNotificacoes: mensagens.filter((m) => !lidas.has(m.id)).length,
    mensagens: mensagens.map((m) => ({ ...m, lida: lidas.has(m.id) })),
  });
  return fakeApi({
    'GET /api/mensagens/notificacoes': () => jsonResponse(answer()),
    [`POST /api/mensagens/${MANUTENCAO}/lida`]: () => {
      lidas.add(MANUTENCAO);
      return new Response(null, { status: 204 });
    },
    'POST /api/mensagens/lidas': () => {
      for (const m of mensagens) lidas.add(m.id);
      return new Response(null, { status: 204 });
    },
  });
}

describe('notifications bell', () => {
  it('shows the unread count, lists the messages and marks one read', async () => {
    logIn(OPERADOR);
    const { calls } = serve();
    renderWithProviders(<NotificacoesBell />);
    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' });
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(popover).getByText('Manutenção')).toBeInTheDocument();
    expect(within(popover).getByText('Sábado às 22h.')).toBeInTheDocument();
    expect(within(popover).getByText('Feriado')).toBeInTheDocument();
    expect(within(popover).getByText('Nova')).toBeInTheDocument();

    await userEvent.click(
      within(popover).getByRole('button', { name: 'Marcar "Manutenção" como lida' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument(),
    );
    expect(within(popover).queryByText('Nova')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/${MANUTENCAO}/lida`))).toBe(
      true,
    );
  });

  it('marks all read at once', async () => {
    logIn(OPERADOR);
    const { calls } = serve();
    renderWithProviders(<NotificacoesBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notificações: 1 não lida' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await screen.findByRole('button', { name: 'Notificações' });
    expect(calls.filter((c) => c.url.endsWith('/api/mensagens/lidas'))).toHaveLength(1);
  });
});
