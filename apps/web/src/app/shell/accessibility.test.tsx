import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

describe('the shell, by keyboard and screen reader', () => {
  it("opens with 'Ir para o conteúdo' as the first Tab stop, which leads to the main content", async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    await screen.findByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' });
    (document.activeElement as HTMLElement | null)?.blur();

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Ir para o conteúdo' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // No history entry: 'Voltar' must not come back to a '#conteudo'.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vbconnection\/vbauto\/home$/);
  });

  it("moves focus to the page's title on arrival and after each navigation", async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    const home = await screen.findByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' });
    await waitFor(() => expect(home).toHaveFocus());

    await userEvent.click(screen.getByRole('link', { name: 'Ajuda (FAQ)' }));
    const faq = await screen.findByRole('heading', { level: 1, name: 'Perguntas Frequentes' });
    await waitFor(() => expect(faq).toHaveFocus());
  });

  it('names the home link and the user menu by what they show', async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    await screen.findByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' });
    const header = screen.getByRole('banner');
    // The test DOM applies no CSS: the phone's hidden copy of the name is read here too.
    expect(within(header).getByRole('link', { name: /^vbConnection/ })).toHaveAccessibleName(
      /^vbConnection .*página inicial$/,
    );
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName(
      expect.stringContaining(ADMIN.nome),
    );
  });
});

describe('a public page', () => {
  it("opens with 'Ir para o conteúdo' as the first Tab stop too", async () => {
    renderApp('/quem-somos');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
