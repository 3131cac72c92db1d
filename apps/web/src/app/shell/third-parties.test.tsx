import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CurrentUser, Versao } from '@portal/shared/auth/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import type { PortalChatGlobal } from '../../lib/chat-widget';
import { APP_VERSION } from '../../lib/env';

const CHAT_URL = 'https://widget.chat.example.com/loader.js';
const MONITOR_URL = 'https://cdn.monitor.example.com/agent.js';

/** The installation's answer to GET /api/publica/version. */
function versao(integracoes: Pick<Versao, 'chat' | 'monitoramento'>) {
  return () =>
    jsonResponse({
      frontVersion: APP_VERSION,
      backVersion: APP_VERSION,
      renovacaoAutomatica: false,
      ...integracoes,
    });
}

const chatScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[data-portal-terceiro="chat"]');

interface HappyDomWindow {
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
}
const settings = () => (window as unknown as HappyDomWindow).happyDOM.settings;

/**
 * The fake vendor script the test serves: happy-dom fetches no scripts, but told to, it
 * answers a script element's load at once; the vendor's code runs just before (a capture
 * listener), defining the generic hook as the real script would.
 */
function serveVendorScript() {
  settings().handleDisabledFileLoadingAsSuccess = true;
  const vendor: PortalChatGlobal = {
    iniciar: vi.fn(() => {
      const bubble = document.createElement('div');
      bubble.id = 'fornecedor-chat';
      document.body.append(bubble);
    }),
    abrir: vi.fn(),
    encerrar: vi.fn(() => document.getElementById('fornecedor-chat')?.remove()),
  };
  const runs = (event: Event) => {
    if (event.target instanceof HTMLScriptElement && event.target.src === CHAT_URL) {
      window.PortalChat = vendor;
    }
  };
  document.addEventListener('load', runs, true);
  onTestFinished(() => document.removeEventListener('load', runs, true));
  return vendor;
}

const CLIENTE_USER: CurrentUser = {
  ...ADMIN,
  nome: 'Carla Cliente',
  email: 'carla@banco.test',
  telefone: '11987654321',
  perfil: { perfil: 'OPERADOR', descricao: 'Operador' },
  cliente: {
    id: 'c-1',
    nomeFantasia: 'Banco Exemplo',
    vbDetransAtivo: false,
    vbPagueAtivo: false,
    serasaHubAtivo: false,
  },
};

afterEach(() => {
  settings().handleDisabledFileLoadingAsSuccess = false;
  for (const script of document.head.querySelectorAll('script[data-portal-terceiro]')) {
    script.remove();
  }
  delete window.PortalChat;
});

describe('the chat widget and the monitoring', () => {
  it('loads nothing when the installation has none, and the Chat button says so', async () => {
    logIn(ADMIN);
    fakeApi({ 'GET /api/publica/version': versao({ chat: null, monitoramento: null }) });
    renderApp('/vbconnection/vbauto/home');
    const button = await screen.findByRole('button', { name: 'Chat' });
    await waitFor(() => expect(button).toHaveAttribute('data-chat-estado', 'desligado'));
    expect(document.head.querySelector('script[data-portal-terceiro]')).toBeNull();
    expect(window.PortalChat).toBeUndefined();
    await userEvent.click(button);
    expect(
      await screen.findByText('O chat não está configurado nesta instalação.'),
    ).toBeInTheDocument();
  });

  it('starts the configured chat after login with the user, opens it, destroys it on logout', async () => {
    logIn(CLIENTE_USER);
    const vendor = serveVendorScript();
    fakeApi({
      'GET /api/publica/version': versao({
        chat: { scriptUrl: CHAT_URL, widgetId: 'conta-123' },
        monitoramento: null,
      }),
      'GET /api/auth/tokens/revoke': () => new Response(null, { status: 204 }),
    });
    renderApp('/vbconnection/vbauto/home');
    await waitFor(() => expect(chatScript()).not.toBeNull());
    expect(chatScript()!.src).toBe(CHAT_URL);
    await waitFor(() => expect(vendor.iniciar).toHaveBeenCalledOnce());
    expect(vendor.iniciar).toHaveBeenCalledWith({
      widgetId: 'conta-123',
      usuario: {
        nome: 'Carla Cliente',
        email: 'carla@banco.test',
        telefone: '11987654321',
        empresa: 'Banco Exemplo',
      },
    });
    // Loaded once.
    expect(document.head.querySelectorAll('script[data-portal-terceiro="chat"]')).toHaveLength(1);

    const button = screen.getByRole('button', { name: 'Chat' });
    await waitFor(() => expect(button).toHaveAttribute('data-chat-estado', 'pronto'));
    await userEvent.click(button);
    expect(vendor.abrir).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: /Carla Cliente/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }),
    );
    await screen.findByLabelText('Usuário');
    expect(vendor.encerrar).toHaveBeenCalledOnce();
    expect(chatScript()).toBeNull();
    expect(window.PortalChat).toBeUndefined();
    expect(document.getElementById('fornecedor-chat')).toBeNull();
  });

  it("names the supplier's company as the user's", async () => {
    logIn({ ...ADMIN, fornecedor: { id: 'f-1', nome: 'Despachante Rápido' } });
    const vendor = serveVendorScript();
    fakeApi({
      'GET /api/publica/version': versao({
        chat: { scriptUrl: CHAT_URL, widgetId: null },
        monitoramento: null,
      }),
    });
    renderApp('/vbconnection/vbauto/home');
    await waitFor(() => expect(vendor.iniciar).toHaveBeenCalledOnce());
    expect(vendor.iniciar).toHaveBeenCalledWith({
      widgetId: null,
      usuario: {
        nome: ADMIN.nome,
        email: ADMIN.email,
        telefone: null,
        empresa: 'Despachante Rápido',
      },
    });
  });

  it('says so when the configured script does not load', async () => {
    logIn(ADMIN);
    fakeApi({
      'GET /api/publica/version': versao({
        chat: { scriptUrl: CHAT_URL, widgetId: null },
        monitoramento: null,
      }),
    });
    renderApp('/vbconnection/vbauto/home');
    const button = await screen.findByRole('button', { name: 'Chat' });
    // happy-dom, not told otherwise, answers the script's load with an error.
    await waitFor(() => expect(button).toHaveAttribute('data-chat-estado', 'falhou'));
    await userEvent.click(button);
    expect(
      await screen.findByText('Não foi possível carregar o chat. Tente de novo mais tarde.'),
    ).toBeInTheDocument();
  });

  it('starts the monitoring the server sends, with the §1 sampling', async () => {
    logIn(ADMIN);
    fakeApi({
      'GET /api/publica/version': versao({
        chat: null,
        monitoramento: {
          scriptUrl: MONITOR_URL,
          dsn: 'https://chave@ingest.monitor.example.com/42',
          amostragemSessoes: 1,
          amostragemReplay: 0.2,
        },
      }),
    });
    renderApp('/vbconnection/vbauto/home');
    await waitFor(() =>
      expect(
        document.head.querySelector('script[data-portal-terceiro="monitoramento"]'),
      ).not.toBeNull(),
    );
    const script = document.head.querySelector<HTMLScriptElement>(
      'script[data-portal-terceiro="monitoramento"]',
    )!;
    expect(script.src).toBe(MONITOR_URL);
    const iniciar = vi.fn();
    window.PortalMonitoramento = { iniciar };
    // happy-dom answered the load with an error; the test plays the browser that loaded it.
    script.dispatchEvent(new Event('load'));
    expect(iniciar).toHaveBeenCalledWith({
      dsn: 'https://chave@ingest.monitor.example.com/42',
      amostragemSessoes: 1,
      amostragemReplay: 0.2,
      versao: APP_VERSION,
    });
    delete window.PortalMonitoramento;
  });
});
