import { useSyncExternalStore } from 'react';
import type { ChatWidget } from '@portal/shared/auth/schemas';
import { findThirdPartyScript, loadThirdPartyScript } from './third-party-script';

/**
 * The third-party chat widget of spec §1 (docs/chat-monitoramento.md): loaded after login
 * from the address the server is configured with (CHAT_WIDGET_URL), told who the user is,
 * opened by the sub-header's 'Chat' button and destroyed on logout. Nothing happens when the
 * server sends no chat.
 */

/** Who the chat talks to (spec §1): name, e-mail, phone and company. */
export interface ChatIdentity {
  nome: string;
  email: string;
  telefone: string | null;
  /** The client's nomeFantasia, or the supplier's nome; null for the registradora's staff. */
  empresa: string | null;
}

/**
 * The vendor's calls, all in one place: a real vendor (Zendesk, Tawk, Crisp...) plugs in by
 * replacing CHAT_ADAPTER with one written against its API.
 */
export interface ChatWidgetAdapter {
  /** After the script loaded: start the widget for the account and identify the user. */
  start(options: { widgetId: string | null; identity: ChatIdentity }): void;
  /** Open the conversation window. */
  open(): void;
  /** Close the widget and remove its elements and globals. */
  destroy(): void;
}

/**
 * The generic hook (the default adapter): the configured script defines
 * `window.PortalChat = { iniciar({ widgetId, usuario }), abrir(), encerrar() }`, the vendor's
 * own script or a small glue script the installation serves in front of it.
 */
export interface PortalChatGlobal {
  iniciar(options: { widgetId: string | null; usuario: ChatIdentity }): void;
  abrir(): void;
  encerrar(): void;
}

declare global {
  interface Window {
    PortalChat?: PortalChatGlobal;
  }
}

export const PORTAL_CHAT_ADAPTER: ChatWidgetAdapter = {
  start({ widgetId, identity }) {
    window.PortalChat?.iniciar({ widgetId, usuario: identity });
  },
  open() {
    window.PortalChat?.abrir();
  },
  destroy() {
    try {
      window.PortalChat?.encerrar();
    } finally {
      delete window.PortalChat;
    }
  },
};

export const CHAT_ADAPTER: ChatWidgetAdapter = PORTAL_CHAT_ADAPTER;

const SCRIPT_NAME = 'chat';

/** 'desligado': no chat (not configured, or logged out); 'falhou': its script did not load. */
export type ChatState = 'desligado' | 'carregando' | 'pronto' | 'falhou';

let state: ChatState = 'desligado';
/** Bumped by each start and destroy: a script that loads after a logout starts nothing. */
let generation = 0;
let adapter: ChatWidgetAdapter = CHAT_ADAPTER;
const listeners = new Set<() => void>();

function setState(next: ChatState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Loads the chat's script (once) and, when it has loaded, identifies the user. */
export function startChat(
  chat: ChatWidget,
  identity: ChatIdentity,
  using: ChatWidgetAdapter = CHAT_ADAPTER,
): void {
  destroyChat();
  adapter = using;
  const mine = ++generation;
  setState('carregando');
  loadThirdPartyScript(SCRIPT_NAME, chat.scriptUrl, {
    onLoad: () => {
      if (mine !== generation) return;
      try {
        adapter.start({ widgetId: chat.widgetId, identity });
        setState('pronto');
      } catch {
        // Whatever the vendor set up before failing goes now, not at the logout.
        destroyQuietly();
        setState('falhou');
      }
    },
    onError: () => {
      // The inert element stays until the logout removes it.
      if (mine === generation) setState('falhou');
    },
  });
}

function destroyQuietly(): void {
  try {
    adapter.destroy();
  } catch {
    // A vendor's failure to clean up does not keep the user logged in.
  }
}

/** Logout (spec §4): the widget, its script element and its global are gone. */
export function destroyChat(): void {
  generation += 1;
  const script = findThirdPartyScript(SCRIPT_NAME);
  const wasOn = state !== 'desligado' || script !== null;
  if (state === 'pronto') destroyQuietly();
  script?.remove();
  if (wasOn) setState('desligado');
}

/** Opens the conversation; false when there is no chat ready to open. */
export function openChat(): boolean {
  if (state !== 'pronto') return false;
  adapter.open();
  return true;
}

export function getChatState(): ChatState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chat's state, for the sub-header's button. */
export function useChatState(): ChatState {
  return useSyncExternalStore(subscribe, getChatState);
}
