import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { fetchVersion } from '../../features/auth/auth-api';
import { afterNextPaint } from '../../lib/after-paint';
import { destroyChat, startChat } from '../../lib/chat-widget';
import { startMonitoring } from '../../lib/monitoring';

/**
 * The installation's answer, read once per page and after its first paint: it changes only
 * with a new deployment. A failure means no chat and no monitoring for this page, not a
 * question asked again on every mount.
 */
export const integracoesQuery = {
  queryKey: ['publica', 'version', 'integracoes'],
  queryFn: () =>
    afterNextPaint()
      .then(() => fetchVersion({ isBackground: true }))
      .catch(() => null),
  staleTime: Infinity,
} as const;

/**
 * Spec §1: once logged in, the chat widget starts with the user's name, e-mail, phone and
 * company, and the monitoring runs (production only: the server decides); leaving the
 * logged-in layout (logout, expiry, a 401) destroys the chat. Renders nothing.
 */
export function ThirdParties({ user }: { user: CurrentUser }) {
  const { data } = useQuery(integracoesQuery);
  const chat = data?.chat ?? null;
  const monitoramento = data?.monitoramento ?? null;
  const empresa = user.cliente?.nomeFantasia ?? user.fornecedor?.nome ?? null;
  const { nome, email, telefone } = user;

  useEffect(() => startMonitoring(monitoramento), [monitoramento]);

  const scriptUrl = chat?.scriptUrl;
  const widgetId = chat?.widgetId ?? null;
  useEffect(() => {
    if (!scriptUrl) return;
    startChat({ scriptUrl, widgetId }, { nome, email, telefone, empresa });
    return destroyChat;
  }, [scriptUrl, widgetId, nome, email, telefone, empresa]);

  return null;
}
