import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  destroyChat,
  getChatState,
  openChat,
  startChat,
  type ChatWidgetAdapter,
} from './chat-widget';

const CHAT = { scriptUrl: 'https://widget.chat.example.com/loader.js', widgetId: 'conta' };
const IDENTITY = { nome: 'Ana', email: 'ana@x.test', telefone: null, empresa: null };

function fakeAdapter(): ChatWidgetAdapter {
  return { start: vi.fn(), open: vi.fn(), destroy: vi.fn() };
}

/** The script elements appended, held back from the document until the test connects them. */
function holdScripts() {
  const held: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    held.push(...nodes.filter((node) => node instanceof HTMLScriptElement));
  });
  return held;
}

afterEach(() => {
  vi.restoreAllMocks();
  destroyChat();
});

describe('chat widget', () => {
  it('starts nothing when its script loads after the logout', () => {
    const held = holdScripts();
    const adapter = fakeAdapter();
    startChat(CHAT, IDENTITY, adapter);
    expect(getChatState()).toBe('carregando');
    expect(openChat()).toBe(false);
    destroyChat();
    expect(getChatState()).toBe('desligado');
    held[0]!.dispatchEvent(new Event('load'));
    expect(adapter.start).not.toHaveBeenCalled();
    expect(getChatState()).toBe('desligado');
  });

  it('loads one script however often it starts, and calls the vendor through the adapter', () => {
    const held = holdScripts();
    const adapter = fakeAdapter();
    startChat(CHAT, IDENTITY, adapter);
    startChat(CHAT, IDENTITY, adapter);
    held[1]!.dispatchEvent(new Event('load'));
    held[0]!.dispatchEvent(new Event('load'));
    expect(adapter.start).toHaveBeenCalledOnce();
    expect(adapter.start).toHaveBeenCalledWith({ widgetId: 'conta', identity: IDENTITY });
    expect(openChat()).toBe(true);
    expect(adapter.open).toHaveBeenCalledOnce();
    destroyChat();
    expect(adapter.destroy).toHaveBeenCalledOnce();
    expect(openChat()).toBe(false);
  });

  it('cleans up at once when the vendor fails to start, and says so', () => {
    const held = holdScripts();
    const adapter = fakeAdapter();
    vi.mocked(adapter.start).mockImplementation(() => {
      throw new Error('vendor down');
    });
    startChat(CHAT, IDENTITY, adapter);
    held[0]!.dispatchEvent(new Event('load'));
    expect(getChatState()).toBe('falhou');
    expect(adapter.destroy).toHaveBeenCalledOnce();
    expect(openChat()).toBe(false);
  });
});
