import { useCallback, useEffect, useRef, useState } from 'react';
import { abrirFormulario } from './pre-cadastro-api';

export interface FormToken {
  value: string;
  /** When this page received it (Date.now()). */
  obtainedAt: number;
}

/** A failed first request is reported once; the page then retries quietly this often. */
export const TOKEN_RETRY_MS = 10_000;

/**
 * The form token of `GET publica/preCadastro/formulario`, asked for as soon as the page opens
 * (the server measures from then how long the form took). `renew` gets a new one, for a token
 * the server refused.
 */
export function useFormToken() {
  const [isUnavailable, setIsUnavailable] = useState(false);
  const tokenRef = useRef<FormToken | null>(null);

  const store = useCallback((value: string): FormToken => {
    const next = { value, obtainedAt: Date.now() };
    tokenRef.current = next;
    setIsUnavailable(false);
    return next;
  }, []);

  useEffect(() => {
    let isCancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    async function load(isRetry: boolean) {
      try {
        const value = await abrirFormulario({ ignoreError: isRetry });
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

  const renew = useCallback(async () => store(await abrirFormulario()), [store]);

  /** The token to send now: the current one, or a new one when the page has none yet. */
  const current = useCallback(async () => tokenRef.current ?? renew(), [renew]);

  return { isUnavailable, renew, current };
}
