import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { contentSecurityPolicyFor, integracoesDe } from '../src/lib/integracoes';
import { createTestApp } from './helper';

const CHAT = {
  CHAT_WIDGET_URL: 'https://widget.chat.example.com/v2/loader.js',
  CHAT_WIDGET_ID: 'conta-123',
  CHAT_WIDGET_ORIGENS: 'https://api.chat.example.com, wss://ws.chat.example.com',
};
const MONITORAMENTO = {
  MONITORAMENTO_URL: 'https://cdn.monitor.example.com/agent.min.js',
  MONITORAMENTO_DSN: 'https://chave@ingest.monitor.example.com/42',
};

/** The CSP header as directive -> sources. */
function directivesOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('chat and monitoring configuration', () => {
  it('is off by default', () => {
    const config = loadConfig({});
    expect(integracoesDe(config)).toEqual({ chat: null, monitoramento: null });
  });

  it('takes https addresses only, and origins without a path for the CSP', () => {
    expect(() => loadConfig({ CHAT_WIDGET_URL: 'http://chat.example.com/w.js' })).toThrow(
      /CHAT_WIDGET_URL: deve ser um endereço https:\/\//,
    );
    expect(() => loadConfig({ MONITORAMENTO_URL: 'javascript:alert(1)' })).toThrow(
      /MONITORAMENTO_URL/,
    );
    expect(() => loadConfig({ MONITORAMENTO_DSN: 'ftp://x' })).toThrow(/MONITORAMENTO_DSN/);
    expect(() =>
      loadConfig({ CHAT_WIDGET_ORIGENS: "https://a.example.com 'unsafe-inline'" }),
    ).toThrow(/CHAT_WIDGET_ORIGENS/);
    expect(() => loadConfig({ CHAT_WIDGET_ORIGENS: 'https://a.example.com/caminho' })).toThrow(
      /CHAT_WIDGET_ORIGENS/,
    );
    expect(loadConfig(CHAT).CHAT_WIDGET_ORIGENS).toEqual([
      'https://api.chat.example.com',
      'wss://ws.chat.example.com',
    ]);
  });

  it('runs the monitoring in production only, with the §1 sampling', () => {
    expect(integracoesDe(loadConfig({ ...MONITORAMENTO })).monitoramento).toBeNull();
    expect(
      integracoesDe(loadConfig({ ...MONITORAMENTO, NODE_ENV: 'production', SEED_DEMO: '0' }))
        .monitoramento,
    ).toEqual({
      scriptUrl: MONITORAMENTO.MONITORAMENTO_URL,
      dsn: MONITORAMENTO.MONITORAMENTO_DSN,
      amostragemSessoes: 1,
      amostragemReplay: 0.2,
    });
    // Production without the script: nothing.
    expect(
      integracoesDe(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '0' })).monitoramento,
    ).toBeNull();
  });

  it('adds to the CSP the configured origins only', () => {
    const none = contentSecurityPolicyFor(loadConfig({}));
    expect(none.scriptSrc).toEqual(["'self'"]);
    expect(none.connectSrc).toEqual(["'self'"]);
    expect(none.frameSrc).toBeUndefined();

    const both = contentSecurityPolicyFor(
      loadConfig({ ...CHAT, ...MONITORAMENTO, NODE_ENV: 'production', SEED_DEMO: '0' }),
    );
    expect(both.scriptSrc).toEqual([
      "'self'",
      'https://widget.chat.example.com',
      'https://api.chat.example.com',
      'https://cdn.monitor.example.com',
    ]);
    expect(both.connectSrc).toEqual([
      "'self'",
      'https://widget.chat.example.com',
      'https://api.chat.example.com',
      'wss://ws.chat.example.com',
      'https://cdn.monitor.example.com',
      'https://ingest.monitor.example.com',
    ]);
    expect(both.frameSrc).toEqual([
      "'self'",
      'https://widget.chat.example.com',
      'https://api.chat.example.com',
    ]);
    // The DSN's key (user part) never reaches the header.
    expect(JSON.stringify(both)).not.toContain('chave');
  });
});

describe('the running app', () => {
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  let configured: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    plain = await createTestApp();
    configured = await createTestApp({ ...CHAT, ...MONITORAMENTO });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it('tells the web app nothing to start, and keeps the CSP to itself, when not configured', async () => {
    const version = await plain.app.inject({ url: '/api/publica/version' });
    expect(version.json()).toMatchObject({ chat: null, monitoramento: null });
    const csp = directivesOf(version.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toBeUndefined();
    expect(String(version.headers['content-security-policy'])).not.toContain('example.com');
  });

  it('tells the web app the chat, and lets it through the CSP, when configured', async () => {
    const version = await configured.app.inject({ url: '/api/publica/version' });
    expect(version.json()).toMatchObject({
      chat: { scriptUrl: CHAT.CHAT_WIDGET_URL, widgetId: 'conta-123' },
      // NODE_ENV test: no monitoring.
      monitoramento: null,
    });
    const csp = directivesOf(version.headers['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://widget.chat.example.com',
      'https://api.chat.example.com',
    ]);
    expect(csp['connect-src']).toContain('wss://ws.chat.example.com');
    expect(csp['frame-src']).toContain('https://widget.chat.example.com');
    expect(String(version.headers['content-security-policy'])).not.toContain('monitor');
  });
});
