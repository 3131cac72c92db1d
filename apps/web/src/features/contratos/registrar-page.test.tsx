import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { RascunhoResumo } from '@portal/shared/contratos/rascunho-schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import RegistrarPage from './registrar-page';

const BANCO: CurrentUser = { ...OPERADOR, roles: ['CONTRATO_REGISTRAR', 'CONTRATO_CONSULTAR'] };
const FINANCEIRO: CurrentUser = {
  ...OPERADOR,
  perfil: { perfil: 'FINANCEIRO_BANCO', descricao: 'Financeiro Banco' },
  roles: ['CONTRATO_REGISTRAR'],
};
const DIRETORIA: CurrentUser = {
  ...ADMIN,
  perfil: { perfil: 'DIRETORIA', descricao: 'Diretoria' },
};

const RASCUNHO: RascunhoResumo = {
  id: '00000000-0000-4000-8000-000000000901',
  modo: 1,
  cliente: { id: 'c-1', nomeFantasia: 'Banco Exemplo' },
  usuario: { id: 'u-operador', nome: 'Otávio Operador' },
  numeroContrato: 'CDC-2026/000123',
  devedor: 'Maria da Silva',
  chassi: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Registrar page', () => {
  it('shows a bank user the contract and addendum cards, and says honestly what is not built yet', async () => {
    logIn(BANCO);
    fakeApi({ 'GET /api/contratos/rascunhos': () => jsonResponse([RASCUNHO]) });
    renderWithProviders(<RegistrarPage />);
    expect(screen.getByRole('link', { name: /Registrar contrato/ })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/contrato/inserir',
    );
    expect(screen.getByRole('link', { name: /Registrar aditivo/ })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/contrato/inserir?modo=2',
    );
    // Image and batch registration are not built yet.
    for (const card of ['Registrar imagem', 'Contratos em lote']) {
      const title = screen.getByText(card);
      expect(title.closest('a')).toBeNull();
      expect(
        within(title.closest('.mantine-Card-root') as HTMLElement).getByText(
          'Ainda não disponível',
        ),
      ).toBeInTheDocument();
    }
    const tabela = await screen.findByRole('table', { name: 'Rascunhos' });
    expect(within(tabela).getByText('CDC-2026/000123', { selector: 'p' })).toBeInTheDocument();
    expect(within(tabela).getByText('Sem chassi')).toBeInTheDocument();
    expect(within(tabela).getByRole('link', { name: 'Retomar CDC-2026/000123' })).toHaveAttribute(
      'href',
      `/vbconnection/vbauto/contrato/inserir?rascunho=${RASCUNHO.id}`,
    );
  });

  it('shows FinanceiroBanco the contract cards only (no image registration, spec §6)', () => {
    logIn(FINANCEIRO);
    fakeApi({ 'GET /api/contratos/rascunhos': () => jsonResponse([]) });
    renderWithProviders(<RegistrarPage />);
    expect(screen.getByRole('link', { name: /Registrar contrato/ })).toBeInTheDocument();
    expect(screen.queryByText('Registrar imagem')).not.toBeInTheDocument();
  });

  it('tells a profile without registration that it may not', () => {
    logIn(DIRETORIA);
    const { calls } = fakeApi({});
    renderWithProviders(<RegistrarPage />);
    expect(
      screen.getByText('Você não tem permissão para registrar contratos ou imagens.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('deletes a draft after Sim', async () => {
    logIn(BANCO);
    let lista = [RASCUNHO];
    fakeApi({
      'GET /api/contratos/rascunhos': () => jsonResponse(lista),
      [`DELETE /api/contratos/rascunhos/${RASCUNHO.id}`]: () => {
        lista = [];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<RegistrarPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir CDC-2026/000123' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Rascunho excluído.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Nenhum rascunho salvo.')).toBeInTheDocument());
  });
});
