import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { EmailEnviado } from '@portal/shared/emails/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import EmailsEnviadosPage from './emails-enviados-page';

const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: ['RELATORIO_EMAILS_ENVIADOS'] };

const FALHOU: EmailEnviado = {
  id: '00000000-0000-4000-8000-00000000e001',
  para: ['maria@banco.test'],
  assunto: 'Seu acesso ao portal',
  status: 'FALHA',
  tentativas: 11,
  enviadoEm: null,
  ultimaTentativaEm: '2026-11-25T10:00:00.000Z',
  erro: '535 5.7.8 Authentication failed',
  reenvioDe: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const ENVIADO: EmailEnviado = {
  ...FALHOU,
  id: '00000000-0000-4000-8000-00000000e002',
  para: ['joao@banco.test'],
  assunto: 'Novo pré-cadastro',
  status: 'ENVIADO',
  tentativas: 1,
  enviadoEm: '2026-11-24T10:00:05.000Z',
  erro: null,
};

describe('sent e-mails report', () => {
  it('lists the messages with their failures, filters by status, and resends a failed one', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = fakeApi({
      'POST /api/emails/consultar': () =>
        jsonResponse({ content: [FALHOU, ENVIADO], totalElements: 2, totalExato: true }),
      [`POST /api/emails/${FALHOU.id}/reenviar`]: () => jsonResponse({ id: 'novo' }, 201),
    });
    renderWithProviders(<EmailsEnviadosPage />);
    const row = (await screen.findByText('Seu acesso ao portal')).closest('tr') as HTMLElement;
    expect(within(row).getByText('maria@banco.test')).toBeInTheDocument();
    expect(within(row).getByText('Falha')).toBeInTheDocument();
    expect(within(row).getByText('535 5.7.8 Authentication failed')).toBeInTheDocument();
    const sent = screen.getByText('Novo pré-cadastro').closest('tr') as HTMLElement;
    expect(within(sent).getByText('Enviado')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Reenviar/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Reenviar o e-mail "Seu acesso ao portal"' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('E-mail posto na fila para reenvio!')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/reenviar'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Falha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.includes('/api/emails/consultar')).at(-1)!;
      expect(last).toBeDefined();
    });
    const bodies = await Promise.all(
      calls.filter((c) => c.url.includes('/api/emails/consultar')).map((c) => c.clone().json()),
    );
    expect(bodies.at(-1)).toEqual({ status: 'FALHA' });
  });

  it('reads the list again on Pesquisar with the filters unchanged: the rows as they are now', async () => {
    logIn(ADMINISTRADOR);
    let answer: EmailEnviado[] = [{ ...FALHOU, status: 'PENDENTE', erro: null }];
    const { calls } = fakeApi({
      'POST /api/emails/consultar': () =>
        jsonResponse({ content: answer, totalElements: 1, totalExato: true }),
    });
    renderWithProviders(<EmailsEnviadosPage />);
    const row = (await screen.findByText('Seu acesso ao portal')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Na fila')).toBeInTheDocument();
    // Sent meanwhile (by the server's outbox): the same search shows it.
    answer = [ENVIADO];
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Novo pré-cadastro')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/api/emails/consultar'))).toHaveLength(2);
  });

  it("says 'mais de 10.000' when the server's total is an estimate, and the exact total below", async () => {
    logIn(ADMINISTRADOR);
    fakeApi({
      'POST /api/emails/consultar': (request) =>
        new URL(request.url).searchParams.get('page') === '0'
          ? jsonResponse({ content: [FALHOU], totalElements: 123_456, totalExato: false })
          : jsonResponse({ content: [ENVIADO], totalElements: 9_876, totalExato: true }),
    });
    renderWithProviders(<EmailsEnviadosPage />);
    expect(await screen.findByText('mais de 10.000')).toBeInTheDocument();
    expect(screen.queryByText('123.456')).not.toBeInTheDocument();
    // The estimate still offers the pages it implies.
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('9.876')).toBeInTheDocument();
    expect(screen.queryByText('mais de 10.000')).not.toBeInTheDocument();
  });

  it('tells a user without the permission', async () => {
    logIn(OPERADOR);
    fakeApi({});
    renderWithProviders(<EmailsEnviadosPage />);
    expect(
      await screen.findByText('Você não tem permissão para ver este relatório.'),
    ).toBeInTheDocument();
  });
});
