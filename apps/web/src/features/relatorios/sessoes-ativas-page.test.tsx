import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { SessaoAtiva } from '@portal/shared/relatorios/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import SessoesAtivasPage from './sessoes-ativas-page';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['RELATORIO_SESSAO_ATIVA', 'ADMINISTRACAO_USUARIOS_EDITAR'],
};

const DO_OPERADOR: SessaoAtiva = {
  id: '00000000-0000-4000-8000-00000000c001',
  username: 'operador',
  nome: 'Operador Demonstração',
  cliente: 'Banco Demonstração',
  ip: '10.0.0.7',
  dispositivo: 'Mozilla/5.0',
  inicio: '2026-11-25T10:00:00.000Z',
  expira: '2026-11-25T10:30:00.000Z',
  propria: false,
};
const PROPRIA: SessaoAtiva = {
  ...DO_OPERADOR,
  id: '00000000-0000-4000-8000-00000000c002',
  username: 'administrador',
  nome: 'Administrador Demonstração',
  cliente: null,
  propria: true,
};

describe('active sessions report', () => {
  it('lists the sessions and ends another user’s after confirmation', async () => {
    logIn(ADMINISTRADOR);
    let sessoes = [DO_OPERADOR, PROPRIA];
    const { calls } = fakeApi({
      'POST /api/relatorios/sessoes-ativas': () =>
        jsonResponse({ content: sessoes, totalElements: sessoes.length }),
      [`DELETE /api/relatorios/sessoes-ativas/${DO_OPERADOR.id}`]: () => {
        sessoes = [PROPRIA];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<SessoesAtivasPage />);
    const row = (await screen.findByText('Operador Demonstração')).closest('tr') as HTMLElement;
    expect(within(row).getByText('10.0.0.7')).toBeInTheDocument();
    const own = screen.getByText('Administrador Demonstração').closest('tr') as HTMLElement;
    expect(within(own).getByText('Sua sessão')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Encerrar/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Encerrar a sessão de Operador Demonstração' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Sessão encerrada com sucesso!')).toBeInTheDocument();
    await screen.findByText('Administrador Demonstração');
    expect(screen.queryByText('Operador Demonstração')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('offers no end button without ADMINISTRACAO_USUARIOS_EDITAR', async () => {
    logIn({ ...ADMIN, roles: ['RELATORIO_SESSAO_ATIVA'] });
    fakeApi({
      'POST /api/relatorios/sessoes-ativas': () =>
        jsonResponse({ content: [DO_OPERADOR], totalElements: 1 }),
    });
    renderWithProviders(<SessoesAtivasPage />);
    await screen.findByText('Operador Demonstração');
    expect(screen.queryByRole('button', { name: /Encerrar/ })).not.toBeInTheDocument();
  });
});
