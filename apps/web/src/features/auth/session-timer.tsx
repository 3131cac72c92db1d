import { useEffect, useEffectEvent, useRef } from 'react';
import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { MENSAGENS } from '@portal/shared/common/messages';
import { useNow } from '../../hooks/use-now';
import { closeDialog, openConfirm } from '../../lib/confirm';
import { formatCountdown } from '../../lib/dates';
import { isHttpError } from '../../lib/http-client';
import { APP_VERSION } from '../../lib/env';
import { showSuccess, showWarning } from '../../lib/notices';
import { subscribeActivity } from '../../lib/session-activity';
import { saveProlongation } from '../../lib/session-storage';
import { fetchVersion, prolongSession } from './auth-api';
import { useLogout } from './use-logout';
import { useSession } from '../../hooks/use-session';

/** Spec §9: the warning appears at 02:00 remaining and closes itself after 60 s. */
export const WARNING_AT_MS = 2 * 60_000;
export const WARNING_AUTO_CLOSE_MS = 60_000;
/** Spec §9: the 'score' mode renews at 02:00 and again at 00:10. */
export const LAST_RENEWAL_AT_MS = 10_000;
/** Activity renews the session at most this often. */
export const ACTIVITY_RENEWAL_EVERY_MS = 60_000;
/** How often a logged-in page asks whether a new front-end version is in production. */
export const VERSION_CHECK_EVERY_MS = 5 * 60_000;

type Phase = 'active' | 'warning' | 'expired';

function phaseOf(remainingMs: number): Phase {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= WARNING_AT_MS ? 'warning' : 'active';
}

/**
 * Renews the session and says so (spec §4: 'Login atualizado com sucesso!!!'); a renewal the
 * user did not ask for (activity, the 'score' mode) is silent, and runs without the
 * full-screen loader: the activity that starts it is a pointerdown, and an overlay raised
 * before the button is released would take that click (the person's click was lost, once a
 * minute).
 */
export function useProlongSession() {
  const { endSession } = useLogout();
  return useMutation({
    mutationFn: (options: { silent?: boolean } | void) =>
      prolongSession({ isBackground: options?.silent ?? false }),
    onSuccess: (prolongation, options) => {
      saveProlongation(prolongation);
      if (!options?.silent) showSuccess(MENSAGENS.loginAtualizado);
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
 * Spec §4/§8: a new front-end version in production is announced once. The login compared
 * the versions; this asks again every few minutes while the user stays logged in, in the
 * background (no full-screen loader over the person's work).
 */
function useNewVersionNotice() {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const check = () =>
      fetchVersion({ isBackground: true }).then(
        ({ frontVersion }) => {
          if (frontVersion === APP_VERSION || announced.current === frontVersion) return;
          announced.current = frontVersion;
          showWarning(MENSAGENS.novaVersao);
        },
        () => undefined, // Asked again next time; nothing to tell the user.
      );
    const interval = window.setInterval(check, VERSION_CHECK_EVERY_MS);
    return () => window.clearInterval(interval);
  }, []);
}

/**
 * The session clock of the top bar (spec §4): mm:ss to expiry; a click renews; at 02:00 a
 * Sim/Não dialog offers to renew (the 'score' mode renews at 02:00 and 00:10 instead); at
 * 00:00 the user is logged out. A click, a key, a search, an upload or a download renews the
 * session silently, at most once a minute, while more than 02:00 are left: the warning comes
 * only to a user who stopped working.
 */
export function SessionTimer() {
  const session = useSession();
  const expiration = session ? Date.parse(session.expiration) : null;
  const now = useNow(1000, expiration);
  const prolong = useProlongSession();
  const { endSession } = useLogout();
  const remaining = expiration === null ? 0 : expiration - now;
  const phase = phaseOf(remaining);
  const { mutate: renew } = prolong;
  useNewVersionNotice();
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
  const renewOnActivity = useEffectEvent(() => {
    if (!session || phase !== 'active' || prolong.isPending) return;
    const sinceRenewal = session.sessionTime * 60_000 - remaining;
    if (sinceRenewal >= ACTIVITY_RENEWAL_EVERY_MS) renew({ silent: true });
  });

  useEffect(() => {
    const listen = { capture: true, passive: true } as const;
    const onActivity = (event?: Event) => {
      // A click on the clock renews (and says so) by itself.
      const target = event?.target;
      if (target instanceof Element && target.closest('[data-session-timer]')) return;
      renewOnActivity();
    };
    document.addEventListener('pointerdown', onActivity, listen);
    document.addEventListener('keydown', onActivity, listen);
    const unsubscribe = subscribeActivity(() => onActivity());
    return () => {
      document.removeEventListener('pointerdown', onActivity, listen);
      document.removeEventListener('keydown', onActivity, listen);
      unsubscribe();
    };
  }, []);

  // Whether this installation renews by itself (the 'score' mode), learnt at 02:00.
  const automatic = useRef(false);
  const renewSilently = useEffectEvent(() => renew({ silent: true }));

  useEffect(() => {
    if (expiration === null) return;
    if (phase === 'expired') {
      logOutExpired();
      return;
    }
    if (phase !== 'warning') return;
    let cancelled = false;
    let dialogId: string | null = null;
    let autoClose: number | undefined;
    // Asked when it matters; a failure means 'ask the user'.
    void fetchVersion({ isBackground: true })
      .then(({ renovacaoAutomatica }) => renovacaoAutomatica)
      .catch(() => false)
      .then((renewsByItself) => {
        automatic.current = renewsByItself;
        if (cancelled) return;
        if (renewsByItself) return renewSilently();
        const id = askToRenew();
        dialogId = id;
        autoClose = window.setTimeout(() => closeDialog(id), WARNING_AUTO_CLOSE_MS);
      });
    // A renewal (here or in another tab) moves the expiration: the question no longer applies.
    return () => {
      cancelled = true;
      window.clearTimeout(autoClose);
      if (dialogId) closeDialog(dialogId);
    };
  }, [phase, expiration]);

  // The 'score' mode's second try, should the one at 02:00 have failed.
  const lastCall = remaining > 0 && remaining <= LAST_RENEWAL_AT_MS;
  useEffect(() => {
    if (lastCall && automatic.current) renewSilently();
  }, [lastCall]);

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
        data-session-timer
        styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
      >
        <VisuallyHidden>Tempo restante da sessão: </VisuallyHidden>
        {countdown}
      </Button>
    </Tooltip>
  );
}
