import { useEffect, useEffectEvent } from 'react';
import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { MENSAGENS } from '@portal/shared/common/messages';
import { useNow } from '../../hooks/use-now';
import { closeDialog, openConfirm } from '../../lib/confirm';
import { formatCountdown } from '../../lib/dates';
import { isHttpError } from '../../lib/http-client';
import { showSuccess } from '../../lib/notices';
import { saveProlongation } from '../../lib/session-storage';
import { prolongSession } from './auth-api';
import { useLogout } from './use-logout';
import { useSession } from '../../hooks/use-session';

/** Spec §9: the warning appears at 02:00 remaining and closes itself after 60 s. */
export const WARNING_AT_MS = 2 * 60_000;
export const WARNING_AUTO_CLOSE_MS = 60_000;

type Phase = 'active' | 'warning' | 'expired';

function phaseOf(remainingMs: number): Phase {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= WARNING_AT_MS ? 'warning' : 'active';
}

/** Renews the session and says so (spec §4: 'Login atualizado com sucesso!!!'). */
export function useProlongSession() {
  const { endSession } = useLogout();
  return useMutation({
    mutationFn: prolongSession,
    onSuccess: (prolongation) => {
      saveProlongation(prolongation);
      showSuccess(MENSAGENS.loginAtualizado);
    },
    onError: (error) => {
      // The token is no longer accepted: the session is over, whatever the clock says.
      if (isHttpError(error, 401)) {
        endSession({ msg: 'sessao-expirada', keepReturnUrl: true, revoke: false });
      }
    },
  });
}

/**
 * The session clock of the top bar (spec §4): mm:ss to expiry; a click renews; at 02:00 a
 * Sim/Não dialog offers to renew; at 00:00 the user is logged out.
 */
export function SessionTimer() {
  const session = useSession();
  const now = useNow(1000);
  const prolong = useProlongSession();
  const { endSession } = useLogout();
  const expiration = session ? Date.parse(session.expiration) : null;
  const remaining = expiration === null ? 0 : expiration - now;
  const phase = phaseOf(remaining);
  const { mutate: renew } = prolong;
  // Effect events see the latest location and mutation without re-running the effect below,
  // which would close and reopen the warning on every navigation.
  const logOutExpired = useEffectEvent(() =>
    endSession({ msg: 'sessao-expirada', keepReturnUrl: true, revoke: false }),
  );
  const askToRenew = useEffectEvent(() =>
    openConfirm({
      title: 'Sessão expirando',
      message: MENSAGENS.sessaoExpirando,
      onConfirm: () => renew(),
    }),
  );

  useEffect(() => {
    if (expiration === null) return;
    if (phase === 'expired') {
      logOutExpired();
      return;
    }
    if (phase !== 'warning') return;
    const dialogId = askToRenew();
    const autoClose = window.setTimeout(() => closeDialog(dialogId), WARNING_AUTO_CLOSE_MS);
    // A renewal (here or in another tab) moves the expiration: the question no longer applies.
    return () => {
      window.clearTimeout(autoClose);
      closeDialog(dialogId);
    };
  }, [phase, expiration]);

  if (expiration === null) return null;
  const countdown = formatCountdown(remaining);
  return (
    <Tooltip label="Clique para renovar a sessão">
      <Button
        variant={phase === 'warning' ? 'light' : 'subtle'}
        color={phase === 'warning' ? 'red' : 'gray'}
        size="compact-md"
        leftSection={<IconClock size={18} aria-hidden />}
        onClick={() => renew()}
        loading={prolong.isPending}
        data-testid="session-timer"
        styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
      >
        <VisuallyHidden>Tempo restante da sessão: </VisuallyHidden>
        {countdown}
      </Button>
    </Tooltip>
  );
}
