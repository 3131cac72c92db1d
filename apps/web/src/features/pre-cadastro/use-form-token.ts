import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchFormulario, tokenOf } from './pre-cadastro-api';

export interface FormToken {
  value: string;
  /** When this page received it (Date.now()). */
  obtainedAt: number;
}

/** The server's answer as received: read only when the form is sent (fetchFormulario). */
interface ReceivedForm {
  formulario: unknown;
  obtainedAt: number;
}

/** A failed first request is reported once; the page then retries quietly this often. */
export const TOKEN_RETRY_MS = 10_000;

/**
 * The form token of `GET publica/preCadastro/formulario`, asked for as soon as the page opens
 * (the server measures from then how long the form took). A token stores one pre-registration
 * at most: once the server has answered a submission, `discard` drops the token and quietly
 * asks for the next one, which `current` then waits for.
 */
export function useFormToken() {
  const [isUnavailable, setIsUnavailable] = useState(false);
  const tokenRef = useRef<ReceivedForm | null>(null);
  /** A request for a new token still under way (after `discard`). */
  const pendingRef = useRef<Promise<ReceivedForm> | null>(null);

  const store = useCallback((formulario: unknown): ReceivedForm => {
    const next = { formulario, obtainedAt: Date.now() };
    tokenRef.current = next;
    setIsUnavailable(false);
    return next;
  }, []);

  useEffect(() => {
    let isCancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    async function load(isRetry: boolean) {
      try {
        // A retry runs behind the form the person is filling in: no notice, no loader over it.
        const value = await fetchFormulario({ ignoreError: isRetry, isBackground: isRetry });
        if (!isCancelled) store(value);
      } catch {
        if (isCancelled) return;
        setIsUnavailable(true);
        retry = setTimeout(() => void load(true), TOKEN_RETRY_MS);
      }
    }
    void load(false);
    return () => {
      isCancelled = true;
      clearTimeout(retry);
    };
  }, [store]);

  const renew = useCallback(async () => store(await fetchFormulario()), [store]);

  const discard = useCallback(() => {
    tokenRef.current = null;
    const pending = fetchFormulario({ ignoreError: true, isBackground: true })
      .then(store)
      .finally(() => {
        if (pendingRef.current === pending) pendingRef.current = null;
      });
    pendingRef.current = pending;
    // A failure here is not the person's concern yet: `current` asks again, out loud.
    pending.catch(() => undefined);
  }, [store]);

  /** The answer to send the form with: the current one, the one on its way, or a new one. */
  const received = useCallback(async (): Promise<ReceivedForm> => {
    if (tokenRef.current) return tokenRef.current;
    if (pendingRef.current) {
      try {
        return await pendingRef.current;
      } catch {
        // Asked again below, reporting a failure this time.
      }
    }
    return tokenRef.current ?? renew();
  }, [renew]);

  /** The token to send now, read from its answer with the shared schema. */
  const current = useCallback(async (): Promise<FormToken> => {
    const { formulario, obtainedAt } = await received();
    return { value: await tokenOf(formulario), obtainedAt };
  }, [received]);

  return { isUnavailable, discard, current };
}
