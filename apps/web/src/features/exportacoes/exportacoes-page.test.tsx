import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Exportacao } from '@portal/shared/exportacoes/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { pendingRequests } from '../../lib/pending-requests';
import ExportacoesPage from './exportacoes-page';

const PRONTA: Exportacao = {
  protocolo: 'EXP20261125000001',
  recurso: 'pedidos',
  formato: 'csv',
  situacao: 'CONCLUIDA',
  quantidadeRegistros: 150_000,
  tamanho: 26_738_688,
  mensagem: null,
  createdAt: '2026-11-25T13:00:00.000Z',
  concluidaEm: '2026-11-25T13:01:00.000Z',
  expiraEm: '2026-12-02T13:01:00.000Z',
};
const NA_FILA: Exportacao = {
  ...PRONTA,
  protocolo: 'EXP20261125000002',
  recurso: 'usuarios',
  formato: 'xlsx',
  situacao: 'AGUARDANDO',
  quantidadeRegistros: 120_000,
  tamanho: null,
  concluidaEm: null,
};
const FALHOU: Exportacao = {
  ...NA_FILA,
  protocolo: 'EXP20261125000003',
  recurso: 'acessos',
  situacao: 'FALHOU',
  mensagem: 'O usuário não tem mais acesso a estes dados: a exportação não foi gerada.',
};

const rowOf = (protocolo: string) => screen.getByText(protocolo).closest('tr') as HTMLElement;

describe('Minhas Exportações', () => {
  it('lists the exports with their state and downloads a ready one under its name', async () => {
    logIn(OPERADOR);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = fakeApi({
      'GET /api/exportacoes': () =>
        jsonResponse({ content: [PRONTA, NA_FILA, FALHOU], totalElements: 3 }),
      [`POST /api/exportacoes/${PRONTA.protocolo}/link`]: () =>
        jsonResponse({ url: '/api/publica/exportacoes/arquivo?token=abc.def' }),
    });
    renderWithProviders(<ExportacoesPage />);
    await screen.findByText(PRONTA.protocolo);
    const list = calls.find((call) => call.url.includes('/api/exportacoes'))!;
    expect(new URL(list.url).searchParams.get('sort')).toBe('createdAt,desc');

    const pronta = rowOf(PRONTA.protocolo);
    expect(within(pronta).getByText('Consulta de contratos')).toBeInTheDocument();
    expect(within(pronta).getByText('Pronta')).toBeInTheDocument();
    expect(within(pronta).getByText('150.000')).toBeInTheDocument();
    expect(within(pronta).getByText('25,5 MB')).toBeInTheDocument();
    const fila = rowOf(NA_FILA.protocolo);
    expect(within(fila).getByText('Na fila')).toBeInTheDocument();
    expect(within(fila).getByText('Excel (xlsx)')).toBeInTheDocument();
    expect(within(fila).queryByRole('button', { name: /Baixar/ })).not.toBeInTheDocument();
    const falhou = rowOf(FALHOU.protocolo);
    expect(within(falhou).getByText('Falhou')).toBeInTheDocument();
    expect(within(falhou).getByText(FALHOU.mensagem!)).toBeInTheDocument();
    expect(within(falhou).queryByRole('button', { name: /Baixar/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(pronta).getByRole('button', {
        name: `Baixar o arquivo da exportação ${PRONTA.protocolo}`,
      }),
    );
    expect(
      await screen.findByText(
        `Download do arquivo da exportação ${PRONTA.protocolo} iniciado: acompanhe-o no seu navegador.`,
      ),
    ).toBeInTheDocument();
    // The browser downloads it by the one-minute link, straight to disk (no Blob).
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe(
      '/api/publica/exportacoes/arquivo?token=abc.def',
    );
  });

  it('looks again on its own while an export is queued, until it is ready', async () => {
    logIn(OPERADOR);
    let chamadas = 0;
    // The loader's count as each call went out: the first load holds it, the polls do not.
    const carregando: number[] = [];
    fakeApi({
      'GET /api/exportacoes': () => {
        chamadas += 1;
        carregando.push(pendingRequests.getCount());
        const atual = chamadas < 2 ? NA_FILA : { ...NA_FILA, situacao: 'CONCLUIDA' as const };
        return jsonResponse({ content: [atual], totalElements: 1 });
      },
    });
    renderWithProviders(<ExportacoesPage />);
    expect(await screen.findByText('Na fila')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Pronta')).toBeInTheDocument(), {
      timeout: 5_000,
    });
    const vezes = chamadas;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    // Ready: no more looking.
    expect(chamadas).toBe(vezes);
    expect(carregando[0]).toBeGreaterThan(0);
    expect(carregando.slice(1)).toEqual(carregando.slice(1).map(() => 0));
  }, 15_000);

  it('says so when there is none', async () => {
    logIn(OPERADOR);
    fakeApi({ 'GET /api/exportacoes': () => jsonResponse({ content: [], totalElements: 0 }) });
    renderWithProviders(<ExportacoesPage />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
