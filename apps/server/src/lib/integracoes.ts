import {
  MONITORAMENTO_AMOSTRAGEM_REPLAY,
  MONITORAMENTO_AMOSTRAGEM_SESSOES,
  type ChatWidget,
  type Monitoramento,
} from '@portal/shared/auth/schemas';
import type { Config } from '../config';

type IntegracoesConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'CHAT_WIDGET_URL'
  | 'CHAT_WIDGET_ID'
  | 'CHAT_WIDGET_ORIGENS'
  | 'MONITORAMENTO_URL'
  | 'MONITORAMENTO_DSN'
>;

/**
 * The third-party integrations of spec §1 (docs/chat-monitoramento.md), as the web app learns
 * them from GET /api/publica/version: each one null when not configured, the monitoring also
 * outside production.
 */
export function integracoesDe(config: IntegracoesConfig): {
  chat: ChatWidget | null;
  monitoramento: Monitoramento | null;
} {
  return {
    chat: config.CHAT_WIDGET_URL
      ? { scriptUrl: config.CHAT_WIDGET_URL, widgetId: config.CHAT_WIDGET_ID ?? null }
      : null,
    monitoramento: monitoramentoAtivo(config)
      ? {
          scriptUrl: config.MONITORAMENTO_URL!,
          dsn: config.MONITORAMENTO_DSN ?? null,
          amostragemSessoes: MONITORAMENTO_AMOSTRAGEM_SESSOES,
          amostragemReplay: MONITORAMENTO_AMOSTRAGEM_REPLAY,
        }
      : null,
  };
}

function monitoramentoAtivo(config: IntegracoesConfig): boolean {
  return config.NODE_ENV === 'production' && config.MONITORAMENTO_URL !== undefined;
}

/** The content-security-policy the built web app runs under (no inline scripts, no CDNs). */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The CSP with the configured third parties' origins, and nothing more when none is: the
 * chat's origin (and CHAT_WIDGET_ORIGENS) may run scripts, be called, framed and show images;
 * the monitoring's script origin may run, and its DSN's origin be called.
 */
export function contentSecurityPolicyFor(config: IntegracoesConfig): Record<string, string[]> {
  const { chat, monitoramento } = integracoesDe(config);
  const chatOrigins = chat
    ? unique([originOf(chat.scriptUrl), ...(config.CHAT_WIDGET_ORIGENS ?? [])])
    : [];
  // wss: origins are for connections only.
  const chatHttps = chatOrigins.filter((origin) => origin.startsWith('https:'));
  const monitorScript = monitoramento ? [originOf(monitoramento.scriptUrl)] : [];
  const monitorConnect = monitoramento?.dsn ? [originOf(monitoramento.dsn)] : [];
  const base = CONTENT_SECURITY_POLICY;
  return {
    ...base,
    scriptSrc: unique([...base.scriptSrc, ...chatHttps, ...monitorScript]),
    connectSrc: unique([...base.connectSrc, ...chatOrigins, ...monitorScript, ...monitorConnect]),
    imgSrc: unique([...base.imgSrc, ...chatHttps]),
    styleSrc: unique([...base.styleSrc, ...chatHttps]),
    // Without a chat, frames follow default-src ('self'), as before.
    ...(chatHttps.length > 0 ? { frameSrc: ["'self'", ...chatHttps] } : {}),
  };
}
