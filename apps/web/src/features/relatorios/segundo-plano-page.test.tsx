import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { ExportacaoSegundoPlano } from '@portal/shared/relatorios/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import SegundoPlanoPage from './segundo-plano-page';

const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: ['RELATORIO_SEGUNDO_PLANO'] };

const PRONTA: ExportacaoSegundoPlano = {
  protocolo: 'EXP20261125000001',
  username: 'operador',
  nome: 'Operador Demonstração',
  cliente: 'Banco Demonstração',
  fornecedor: null,
  recurso: 'pedidos',
  formato: 'csv',
  situacao: 'CONCLUIDA',
  quantidadeRegistros: 150_000,
  justificativa: 'Conferência da carteira\nde novembro',
  mensagem: null,
  createdAt: '2026-11-25T13:00:00.000Z',
  concluidaEm: '2026-11-25T13:01:00.000Z',
};
const FALHOU: ExportacaoSegundoPlano = {
  ...PRONTA,
  protocolo: 'EXP20261125000002',
  username: 'maria',
  nome: 'Maria Auditora',
  cliente: null,
  fornecedor: 'Detran-SP',
  recurso: 'usuarios',
  formato: 'xlsx',
  situacao: 'FALHOU',
  mensagem: 'O usuário não tem mais acesso a estes dados: a exportação não foi gerada.',
};

describe('background exports report', () => {
  it('lists who asked what, why and how it ended, and filters by state', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = fakeApi({
      'POST /api/relatorios/segundo-plano': () =>
        jsonResponse({ content: [PRONTA, FALHOU], totalElements: 2 }),
    });
    renderWithProviders(<SegundoPlanoPage />);
    const pronta = (await screen.findByText(PRONTA.protocolo)).closest('tr') as HTMLElement;
    expect(within(pronta).getByText('Operador Demonstração')).toBeInTheDocument();
    expect(within(pronta).getByText('operador · Banco Demonstração')).toBeInTheDocument();
    expect(within(pronta).getByText('Consulta de contratos (CSV)')).toBeInTheDocument();
    expect(within(pronta).getByText('150.000')).toBeInTheDocument();
    expect(within(pronta).getByText(/Conferência da carteira/)).toBeInTheDocument();
    expect(within(pronta).getByText('Pronta')).toBeInTheDocument();
    const falhou = screen.getByText(FALHOU.protocolo).closest('tr') as HTMLElement;
    expect(within(falhou).getByText('Usuários (Excel (xlsx))')).toBeInTheDocument();
    expect(within(falhou).getByText('maria · Detran-SP')).toBeInTheDocument();
    expect(within(falhou).getByText(FALHOU.mensagem!)).toBeInTheDocument();
    // No file here: the files stay with who asked for them.
    expect(screen.queryByRole('button', { name: /Baixar/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Falhou' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(async () => {
      const last = calls.filter((c) => c.url.includes('/relatorios/segundo-plano')).at(-1)!;
      expect(await last.clone().json()).toEqual({ situacao: 'FALHOU' });
    });
    const first = calls.find((c) => c.url.includes('/relatorios/segundo-plano'))!;
    expect(new URL(first.url).searchParams.get('sort')).toBe('createdAt,desc');
  });

  it('says the user may not see it, without calling the server', async () => {
    logIn({ ...ADMINISTRADOR, roles: [] });
    const { calls } = fakeApi({});
    renderWithProviders(<SegundoPlanoPage />);
    expect(
      await screen.findByText('Você não tem permissão para ver este relatório.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/relatorios/'))).toHaveLength(0);
  });
});
