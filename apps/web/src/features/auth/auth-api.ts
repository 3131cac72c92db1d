import type {
  CurrentUser,
  LoginInput,
  LoginResponse,
  ProlongResponse,
} from '@portal/shared/auth/schemas';
import type { PasswordChangeInput } from '@portal/shared/auth/password';
import { MENSAGENS } from '@portal/shared/common/messages';
import { http, parseJson } from '../../lib/http';
import { getToken } from '../../lib/session-storage';

// The schemas (and zod with them) load with the first call, not with the login page.
const loadSchemas = () => import('@portal/shared/auth/schemas');

/** An explicit token for calls made before (login) or after (logout) the stored session. */
function bearer(token: string | undefined) {
  return token ? { headers: { Authorization: `Bearer ${token}` } } : {};
}

export async function login(input: LoginInput): Promise<LoginResponse> {
  const { loginResponseSchema } = await loadSchemas();
  return parseJson(
    // Spec §8: a connection failure here has its own words ('...ao efetuar o login...').
    http.post('auth/tokens', {
      json: input,
      isPublic: true,
      connectionMessage: MENSAGENS.falhaConexaoLogin,
    }),
    loginResponseSchema,
  );
}

export async function fetchCurrentUser(
  options: { token?: string; ignoreError?: boolean } = {},
): Promise<CurrentUser> {
  const { currentUserSchema } = await loadSchemas();
  return parseJson(
    http.get('auth/usuario', { ...bearer(options.token), ignoreError: options.ignoreError }),
    currentUserSchema,
  );
}

/**
 * Renews the stored session. `replaces` is the token renewed, so that the answer is not
 * stored over a session another tab started meanwhile (saveProlongation).
 */
export async function prolongSession(): Promise<ProlongResponse & { replaces: string | null }> {
  const { prolongResponseSchema } = await loadSchemas();
  const token = getToken() ?? undefined;
  const prolongation = await parseJson(
    http.post('auth/tokens/prolongate', bearer(token)),
    prolongResponseSchema,
  );
  return { ...prolongation, replaces: token ?? null };
}

/**
 * Ends the session on the server; failures are irrelevant to a user who is leaving. The page
 * navigates away at once, which aborts a normal request before it leaves the browser:
 * `keepalive` lets it finish, so a logged-out token is really dead.
 */
export async function revokeSession(token: string): Promise<void> {
  try {
    await http.get('auth/tokens/revoke', { ...bearer(token), ignoreError: true, keepalive: true });
  } catch {
    // The token expires on its own; nothing to tell the user.
  }
}

/** PUT auth/usuario/password; `token` is given when the password expired before a session existed. */
export async function changePassword(input: PasswordChangeInput, token?: string): Promise<void> {
  await http.put('auth/usuario/password', { json: input, ...bearer(token) });
}
