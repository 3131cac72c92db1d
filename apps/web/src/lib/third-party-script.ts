/**
 * Loads a third party's script (the chat, the monitoring: docs/chat-monitoramento.md) once,
 * as a plain `<script src>` the CSP lets through only when the server configured its origin.
 * The element carries `data-portal-terceiro` with the given name, to be found and removed.
 */
export function loadThirdPartyScript(
  name: string,
  src: string,
  { onLoad, onError }: { onLoad: () => void; onError: () => void },
): HTMLScriptElement {
  const existing = findThirdPartyScript(name);
  if (existing) existing.remove();
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.portalTerceiro = name;
  script.addEventListener('load', onLoad, { once: true });
  script.addEventListener('error', onError, { once: true });
  document.head.append(script);
  return script;
}

/** `name` is one of this app's constants ('chat', 'monitoramento'), never user input. */
export function findThirdPartyScript(name: string): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(`script[data-portal-terceiro="${name}"]`);
}
