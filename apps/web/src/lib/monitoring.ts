import type { Monitoramento } from '@portal/shared/auth/schemas';
import { APP_VERSION } from './env';
import { loadThirdPartyScript } from './third-party-script';

/**
 * The third-party monitoring of spec §1 (docs/chat-monitoramento.md): the server sends it only
 * in production and when configured (MONITORAMENTO_URL), with the §1 sampling (every session,
 * replay of one in five). Loaded once per page; it keeps running across logins.
 *
 * The generic hook: the script defines `window.PortalMonitoramento.iniciar(opcoes)`, called
 * once it has loaded. A vendor with another API (Sentry, Datadog RUM...) plugs in by a glue
 * script the installation serves, or by replacing `initMonitoring` below.
 */
export interface PortalMonitoramentoOptions {
  dsn: string | null;
  /** Fraction of the sessions monitored (1: all). */
  amostragemSessoes: number;
  /** Fraction of the sessions recorded for replay (0.2). */
  amostragemReplay: number;
  /** The web app's version. */
  versao: string;
}

declare global {
  interface Window {
    PortalMonitoramento?: { iniciar(options: PortalMonitoramentoOptions): void };
  }
}

let started = false;

function initMonitoring(options: PortalMonitoramentoOptions): void {
  window.PortalMonitoramento?.iniciar(options);
}

/** Starts the monitoring the server sent; once per page, nothing when it sent none. */
export function startMonitoring(monitoramento: Monitoramento | null | undefined): void {
  if (!monitoramento || started) return;
  started = true;
  loadThirdPartyScript('monitoramento', monitoramento.scriptUrl, {
    onLoad: () =>
      initMonitoring({
        dsn: monitoramento.dsn,
        amostragemSessoes: monitoramento.amostragemSessoes,
        amostragemReplay: monitoramento.amostragemReplay,
        versao: APP_VERSION,
      }),
    // Monitoring that does not load must not disturb the user.
    onError: () => undefined,
  });
}
