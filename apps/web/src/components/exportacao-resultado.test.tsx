import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EXPORTACOES_URL } from '@portal/shared/menu/urls';
import { renderWithProviders } from '../../test/render';
import type { ResultadoExportacao } from '../lib/download';
import { useResultadoExportacao } from './exportacao-resultado';

const AGENDADA: ResultadoExportacao = {
  agendada: {
    protocolo: 'EXP20261125123456',
    situacao: 'AGUARDANDO',
    quantidadeRegistros: 250_000,
    mensagem:
      'A consulta tem 250.000 registros: o arquivo será gerado em segundo plano. Guarde o ' +
      'protocolo EXP20261125123456. Quando estiver pronto, baixe-o em Minhas Exportações ' +
      '(fica disponível por 7 dias).',
  },
};

function Exportador({ resultado }: { resultado: ResultadoExportacao }) {
  const mostrar = useResultadoExportacao();
  const [, setClicked] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        setClicked(true);
        mostrar(resultado, (arquivo) => `Arquivo ${arquivo} gerado com sucesso!`);
      }}
    >
      Exportar
    </button>
  );
}

function Onde() {
  return <output data-testid="onde">{useLocation().pathname}</output>;
}

/** The export page opened from '/anterior' (or directly, with `direto`). */
function renderExportador(resultado: ResultadoExportacao, { direto = false } = {}) {
  return renderWithProviders(
    <>
      <Exportador resultado={resultado} />
      <Onde />
    </>,
    { route: '/relatorio', history: direto ? [] : ['/anterior'] },
  );
}

describe('the result of an export', () => {
  it('names the saved file in a notice and stays on the page', async () => {
    renderExportador({ arquivo: 'pedidos-20261125.csv' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(
      await screen.findByText('Arquivo pedidos-20261125.csv gerado com sucesso!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('onde')).toHaveTextContent('/relatorio');
  });

  it('shows the protocol of a background export, copies it, and going back on close', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderExportador(AGENDADA);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportação em segundo plano' });
    expect(dialog).toHaveTextContent('A consulta tem 250.000 registros');
    await userEvent.click(screen.getByRole('button', { name: /EXP20261125123456/ }));
    expect(writeText).toHaveBeenCalledWith('EXP20261125123456');
    expect(
      await screen.findByText('Protocolo copiado para área de transferência'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('onde')).toHaveTextContent('/anterior');
  });

  it("leads to 'Minhas Exportações'", async () => {
    renderExportador(AGENDADA);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ir para Minhas Exportações' }),
    );
    expect(screen.getByTestId('onde')).toHaveTextContent(EXPORTACOES_URL);
  });

  it('stays on a page opened directly when the dialog closes', async () => {
    renderExportador(AGENDADA, { direto: true });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('onde')).toHaveTextContent('/relatorio');
  });
});
