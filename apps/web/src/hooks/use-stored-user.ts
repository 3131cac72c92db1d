import { useMemo } from 'react';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { storedCurrentUser } from '../lib/stored-user';
import { useSession } from './use-session';

/**
 * The logged-in user as stored with the session (the shell keeps it fresh), or null when it
 * cannot be read. Pages and hooks read who may do what from it; the server enforces the same
 * rules. Checked without zod (lib/stored-user.ts), so no page needs the schema to start.
 */
export function useStoredUser(): CurrentUser | null {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => storedCurrentUser(storedUser) ?? null, [storedUser]);
}
