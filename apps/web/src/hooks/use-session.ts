import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../lib/session-storage';

/** The stored session (spec §3), re-rendering on login, prolongation and logout in any tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
