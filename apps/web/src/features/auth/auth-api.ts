import type {
  CurrentUser,
  LoginInput,
  LoginResponse,
  ProlongResponse,
  Versao,
} from '@portal/shared/auth/schemas';
import type {
  CodigosRecuperacao,
  DuasEtapasConfirmacaoInput,
  DuasEtapasDesativacaoInput,
  DuasEtapasInicio,
  DuasEtapasSituacao,
  SegundaEtapaInput,
} from '@portal/shared/auth/duas-etapas';
import type {
  PasswordChangeInput,
  PasswordLinkInfo,
  PasswordResetInput,
} from '@portal/shared/auth/password';
import { MENSAGENS } from '@portal/shared/common/messages';
import { http, parseJson } from '../../lib/http';
import type { RequestFlags } from '../../lib/http-client';
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
  options: { token?: string } & Pick<RequestFlags, 'ignoreError' | 'isBackground'> = {},
): Promise<CurrentUser> {
  const { currentUserSchema } = await loadSchemas();
  return parseJson(
    http.get('auth/usuario', {
      ...bearer(options.token),
      ignoreError: options.ignoreError,
      isBackground: options.isBackground,
    }),
    currentUserSchema,
  );
}

/**
 * Renews the stored session. `replaces` is the token renewed, so that the answer is not
 * stored over a session another tab started meanwhile (saveProlongation). `isBackground`: a
 * renewal the user did not ask for (see useProlongSession).
 */
export async function prolongSession({ isBackground = false } = {}): Promise<
  ProlongResponse & { replaces: string | null }
> {
  const { prolongResponseSchema } = await loadSchemas();
  const token = getToken() ?? undefined;
  const prolongation = await parseJson(
    http.post('auth/tokens/prolongate', { ...bearer(token), isBackground }),
    prolongResponseSchema,
  );
  return { ...prolongation, replaces: token ?? null };
}

/**
 * GET publica/version: the versions in production, whether sessions renew by themselves, and
 * the chat and monitoring to start. `isBackground`: asked without the user waiting for it.
 */
export async function fetchVersion({ isBackground = false } = {}): Promise<Versao> {
  const { versaoSchema } = await loadSchemas();
  return parseJson(
    http.get('publica/version', { isPublic: true, ignoreError: true, isBackground }),
    versaoSchema,
  );
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

// Two-step login (issue 12). Its schemas load with its screens, apart from the login page's.
const loadTwoStepSchemas = () => import('@portal/shared/auth/duas-etapas');

/** POST auth/tokens/duas-etapas: a code completes a login's challenge (answers as the login). */
export async function completeSecondStep(input: SegundaEtapaInput): Promise<LoginResponse> {
  const { loginResponseSchema } = await loadSchemas();
  return parseJson(
    http.post('auth/tokens/duas-etapas', {
      json: input,
      isPublic: true,
      connectionMessage: MENSAGENS.falhaConexaoLogin,
    }),
    loginResponseSchema,
  );
}

/** POST auth/tokens/duas-etapas/email: a code for the challenge goes to the user's e-mail. */
export async function sendSecondStepEmail(desafio: string): Promise<void> {
  await http.post('auth/tokens/duas-etapas/email', { json: { desafio }, isPublic: true });
}

export async function fetchTwoStepStatus(): Promise<DuasEtapasSituacao> {
  const { duasEtapasSituacaoSchema } = await loadTwoStepSchemas();
  return parseJson(http.get('auth/usuario/duas-etapas'), duasEtapasSituacaoSchema);
}

export async function startTwoStep(): Promise<DuasEtapasInicio> {
  const { duasEtapasInicioSchema } = await loadTwoStepSchemas();
  return parseJson(http.post('auth/usuario/duas-etapas/inicio'), duasEtapasInicioSchema);
}

export async function confirmTwoStep(
  input: DuasEtapasConfirmacaoInput,
): Promise<CodigosRecuperacao> {
  const { codigosRecuperacaoSchema } = await loadTwoStepSchemas();
  return parseJson(
    http.post('auth/usuario/duas-etapas/confirmacao', { json: input }),
    codigosRecuperacaoSchema,
  );
}

/** New recovery codes (the old ones stop working), confirmed with a current code of the app. */
export async function regenerateRecoveryCodes(
  input: DuasEtapasConfirmacaoInput,
): Promise<CodigosRecuperacao> {
  const { codigosRecuperacaoSchema } = await loadTwoStepSchemas();
  return parseJson(
    http.post('auth/usuario/duas-etapas/codigos-recuperacao', { json: input }),
    codigosRecuperacaoSchema,
  );
}

export async function deactivateTwoStep(input: DuasEtapasDesativacaoInput): Promise<void> {
  await http.post('auth/usuario/duas-etapas/desativacao', { json: input });
}

// The password calls' schemas load with the call, as the login's do.
const loadPasswordSchemas = () => import('@portal/shared/auth/password');

/** 'Esqueci minha senha': GET auth/{x}/recuperarSenha; answers the server's neutral notice. */
export async function requestPasswordRecovery(usuarioOuEmail: string): Promise<string> {
  const { recuperarSenhaRespostaSchema } = await loadPasswordSchemas();
  const answer = await parseJson(
    http.get(`auth/${encodeURIComponent(usuarioOuEmail.trim())}/recuperarSenha`, {
      isPublic: true,
    }),
    recuperarSenhaRespostaSchema,
  );
  return answer.mensagem;
}

/**
 * The purpose and validity of an e-mailed link, before its page shows the form. The page says
 * itself why a link is refused (`ignoreError`: no notice on top of it).
 */
export async function fetchPasswordLink(token: string): Promise<PasswordLinkInfo> {
  const { passwordLinkInfoSchema } = await loadPasswordSchemas();
  return parseJson(
    http.post('auth/senha/link', { json: { token }, isPublic: true, ignoreError: true }),
    passwordLinkInfoSchema,
  );
}

/** POST auth/senha/redefinir: the new password through an e-mailed link. */
export async function resetPassword(input: PasswordResetInput): Promise<void> {
  await http.post('auth/senha/redefinir', { json: input, isPublic: true });
}
