import type { CurrentUser, LoginInput, LoginResponse } from '@portal/shared/auth/schemas';
import {
  DUAS_ETAPAS_MENSAGENS,
  type DuasEtapasDesativacaoInput,
  type EnvioCodigoEmailInput,
  type SegundaEtapaInput,
} from '@portal/shared/auth/duas-etapas';
import type {
  PasswordChangeInput,
  PasswordLinkInfo,
  PasswordResetInput,
} from '@portal/shared/auth/password';
import { LINK_RECUPERACAO_MINUTOS } from '@portal/shared/auth/password';
import { PROVEDOR } from '@portal/shared/common/brand';
import { MENSAGENS } from '@portal/shared/common/messages';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { SEM_SESSAO, type AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import { passwordLinkUrl } from '../../lib/password-links';
import { assertNewPasswordAllowed } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepository } from './repository';
import type { TokenSigner } from './tokens';
import type { TwoStep } from './two-step';
import type { TipoEventoAcesso } from '../../db/schema';
import type { EmailOutbox } from '../../lib/email/email-outbox';

export interface AuthSettings {
  sessionMinutes: number;
  /** Attempts of one username from one address within the window. */
  maxFailures: number;
  /** Failed logins of one username from devices it never logged in from, any address, in the window. */
  maxFailuresPerAccount: number;
  failureWindowMinutes: number;
  /** Failed logins from unknown devices within a day that lock the account for them. */
  lockAfterFailures: number;
  frontVersion: string;
  /** Recovery e-mails one user receives per hour at most (more requests send nothing). */
  maxRecoveryLinksPerHour: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

const DIA_MS = 24 * 3_600_000;

export function createAuthService(
  repository: AuthRepository,
  signer: TokenSigner,
  settings: AuthSettings,
  outbox: EmailOutbox,
  twoStep: TwoStep,
) {
  // Verifying against a real hash when the user does not exist takes the same time as a wrong
  // password, so the answer's timing does not tell whether a username exists.
  const dummyHash = hashPassword('senha-que-nao-pertence-a-ninguem');

  const expiresFromNow = () => new Date(Date.now() + settings.sessionMinutes * 60_000);

  /** Locks the account for unknown devices after a day's failures from them; tells the user. */
  async function lockAfterFailures(
    user: { id: string; username: string; nome: string; email: string },
    client: ClientInfo,
    guid: string,
  ): Promise<void> {
    await repository.lockAfterFailures(
      { usuarioId: user.id, username: user.username, ip: client.ip, guid },
      new Date(Date.now() - DIA_MS),
      settings.lockAfterFailures,
      (tx) => outbox.enqueue(avisoDeBloqueio(user, settings.lockAfterFailures), { tx }),
    );
  }

  /** Opens the session of a login that passed every check, and answers the login response. */
  async function openSessionFor(
    user: { id: string; senhaExpiraEm: Date | null },
    username: string,
    guid: string,
    client: ClientInfo,
  ): Promise<LoginResponse> {
    await repository.clearAttempts(username, client.ip);
    await repository.recordEvent({
      tipo: 'LOGIN',
      usuarioId: user.id,
      username,
      ip: client.ip,
      guid,
      userAgent: client.userAgent,
    });
    const expiresAt = expiresFromNow();
    const sessaoId = await repository.openSession({
      usuarioId: user.id,
      guid,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      expiresAt,
    });
    return {
      autenticaEmDuasEtapas: false,
      token: await signer.sign(sessaoId, user.id, expiresAt),
      passwordExpirado: isExpired(user.senhaExpiraEm),
      tempoDeExpiracao: settings.sessionMinutes,
      frontVersion: settings.frontVersion,
    };
  }

  async function usernameOf(auth: AuthContext): Promise<string> {
    const row = await repository.findCurrentUser(auth.usuarioId);
    if (!row) throw new AppError('UNAUTHENTICATED', MENSAGENS.sessaoExpirada);
    return row.username;
  }

  /**
   * The caller proves, with its password or a current authenticator code, that it is the
   * person behind the session before changing its two-step login (a stolen session must not
   * guess its way there: the tries count like logins from this address; the session's device
   * is known, so not toward the account's). 409 when two-step login is off.
   */
  async function proveTwoStepOwner(
    auth: AuthContext,
    username: string,
    input: { password?: string; codigo?: string },
    client: ClientInfo,
    mensagemInvalido: string = DUAS_ETAPAS_MENSAGENS.senhaOuCodigoInvalido,
  ): Promise<void> {
    if (!(await twoStep.isActive(auth.usuarioId))) {
      throw new AppError('CONFLICT', DUAS_ETAPAS_MENSAGENS.naoAtiva);
    }
    const attempts = await repository.recordAttempt(
      username,
      client.ip,
      true,
      new Date(Date.now() - settings.failureWindowMinutes * 60_000),
    );
    if (attempts.doEndereco > settings.maxFailures) {
      throw new AppError('TOO_MANY_REQUESTS', MENSAGENS.muitasTentativas);
    }
    const hash = input.password ? await repository.findPasswordHash(auth.usuarioId) : null;
    const isProven =
      (input.password !== undefined &&
        input.password !== '' &&
        hash !== null &&
        (await verifyPassword(hash, input.password))) ||
      (input.codigo !== undefined &&
        (await twoStep.spendTotp(auth.usuarioId, username, input.codigo.replace(/\s+/g, ''))));
    if (!isProven) {
      await repository.markFailed(attempts.id);
      throw new AppError('INVALID_INPUT', [
        { mensagem: mensagemInvalido, campo: input.password ? 'password' : 'codigo' },
      ]);
    }
    await repository.clearAttempts(username, client.ip);
  }

  /**
   * The caller of a live session named by its id (a download link carries it, so a logout
   * or an ended session voids the link too), or null.
   */
  async function resolveSessionById(sessaoId: string): Promise<AuthContext | null> {
    const row = await repository.findLiveSession(sessaoId);
    if (!row) return null;
    return {
      usuarioId: row.usuarioId,
      sessaoId: row.sessaoId,
      perfil: row.perfil as PerfilCodigo,
      roles: new Set(row.roles),
      clienteId: row.clienteId,
      fornecedorId: row.fornecedorId,
      senhaExpirada: isExpired(row.senhaExpiraEm),
    };
  }

  return {
    /**
     * Opens a session for the right password, with two limits on guessing (docs/ARCHITECTURE.md,
     * 'Login'): attempts per username and address, and attempts per username from devices that
     * never logged it in, whatever the address; then a lock for unknown devices that an
     * administrator lifts. A device the user has logged in from is never held back by what
     * strangers do elsewhere, so nobody can lock a user out of their usual devices.
     */
    async login(input: LoginInput, client: ClientInfo): Promise<LoginResponse> {
      const since = new Date(Date.now() - settings.failureWindowMinutes * 60_000);
      const event = (tipo: TipoEventoAcesso, usuarioId: string | null) =>
        repository.recordEvent({
          tipo,
          usuarioId,
          username: input.username,
          ip: client.ip,
          guid: input.guid,
          userAgent: client.userAgent,
        });
      const isKnownDevice = await repository.isKnownDevice(input.username, input.guid);
      const attempts = await repository.recordAttempt(
        input.username,
        client.ip,
        isKnownDevice,
        since,
      );
      if (
        attempts.doEndereco > settings.maxFailures ||
        (!isKnownDevice &&
          attempts.falhasDeDispositivosDesconhecidos >= settings.maxFailuresPerAccount)
      ) {
        await event('RECUSADO_TENTATIVAS', null);
        throw new AppError('TOO_MANY_REQUESTS', MENSAGENS.muitasTentativas);
      }

      const user = await repository.findUserForLogin(input.username);
      if (user?.bloqueioTentativasEm && !isKnownDevice) {
        await event('RECUSADO_TENTATIVAS', user.id);
        throw new AppError('UNAUTHENTICATED', MENSAGENS.bloqueadoPorTentativas);
      }
      const isPasswordRight = await verifyPassword(
        user?.senhaHash ?? (await dummyHash),
        input.password,
      );
      if (!user || !isPasswordRight) {
        await repository.markFailed(attempts.id);
        await event('FALHA', user?.id ?? null);
        if (user && !isKnownDevice) await lockAfterFailures(user, client, input.guid);
        throw new AppError('UNAUTHENTICATED', MENSAGENS.credenciaisInvalidas);
      }
      if (user.status !== 'ATIVO' || !user.perfilAtivo) {
        // Refused with the right password: recorded, and not counted toward the account's lock
        // (nobody is guessing).
        await event('RECUSADO_SITUACAO', user.id);
        throw new AppError(
          'UNAUTHENTICATED',
          user.status === 'BLOQUEADO' ? MENSAGENS.usuarioBloqueado : MENSAGENS.credenciaisInvalidas,
        );
      }

      if (await twoStep.isRequired(user.id, input.guid, input.deviceToken)) {
        // The password was right, but the attempt stays counted until the second step passes:
        // a stranger who knows the password gets no fresh tries at the codes by logging in again.
        return {
          autenticaEmDuasEtapas: true,
          token: null,
          desafio: await twoStep.startChallenge(user.id, input.guid),
          passwordExpirado: false,
          tempoDeExpiracao: settings.sessionMinutes,
          frontVersion: settings.frontVersion,
        };
      }
      return openSessionFor(user, input.username, input.guid, client);
    },

    /**
     * The second step of a login (docs/duas-etapas.md): a code from the authenticator, the
     * e-mail or the recovery list completes the challenge and opens the session. Wrong codes
     * count like wrong passwords: per address, per account from unknown devices, and toward the
     * account's lock; a challenge also ends after a few of them.
     */
    async completeSecondStep(input: SegundaEtapaInput, client: ClientInfo): Promise<LoginResponse> {
      const challenge = await twoStep.findOpenChallenge(input.desafio);
      if (!challenge) throw new AppError('UNAUTHENTICATED', DUAS_ETAPAS_MENSAGENS.desafioExpirado);
      const { username, guid } = challenge;
      const event = (tipo: TipoEventoAcesso) =>
        repository.recordEvent({
          tipo,
          usuarioId: challenge.usuarioId,
          username,
          ip: client.ip,
          guid,
          userAgent: client.userAgent,
        });
      const since = new Date(Date.now() - settings.failureWindowMinutes * 60_000);
      const isKnownDevice = await repository.isKnownDevice(username, guid);
      const attempts = await repository.recordAttempt(username, client.ip, isKnownDevice, since);
      if (
        attempts.doEndereco > settings.maxFailures ||
        (!isKnownDevice &&
          attempts.falhasDeDispositivosDesconhecidos >= settings.maxFailuresPerAccount)
      ) {
        await event('RECUSADO_TENTATIVAS');
        throw new AppError('TOO_MANY_REQUESTS', MENSAGENS.muitasTentativas);
      }

      const kind = await twoStep.checkCode(challenge, input.codigo);
      if (kind === null) {
        await repository.markFailed(attempts.id);
        await twoStep.countWrongCode(challenge.id);
        await event('FALHA_DUAS_ETAPAS');
        if (!isKnownDevice) {
          await lockAfterFailures(
            { id: challenge.usuarioId, username, nome: challenge.nome, email: challenge.email },
            client,
            guid,
          );
        }
        throw new AppError('UNAUTHENTICATED', DUAS_ETAPAS_MENSAGENS.codigoInvalido);
      }
      // Single use: of two requests with the same challenge, one opens a session.
      if (!(await twoStep.completeChallenge(challenge.id))) {
        throw new AppError('UNAUTHENTICATED', DUAS_ETAPAS_MENSAGENS.desafioExpirado);
      }
      // Blocked, removed or cut off (its organization) since the password was checked.
      const user = await repository.findUserForLogin(username);
      if (
        !user ||
        user.id !== challenge.usuarioId ||
        !user.perfilAtivo ||
        user.status !== 'ATIVO'
      ) {
        throw new AppError('UNAUTHENTICATED', DUAS_ETAPAS_MENSAGENS.desafioExpirado);
      }
      const response = await openSessionFor(user, username, guid, client);
      if (!input.confiarDispositivo) return response;
      return { ...response, deviceToken: await twoStep.trustDevice(user.id, guid) };
    },

    /** E-mails a code for a login's second step, as the alternative to the authenticator. */
    async sendSecondStepEmail(input: EnvioCodigoEmailInput): Promise<void> {
      const challenge = await twoStep.findOpenChallenge(input.desafio);
      if (!challenge) throw new AppError('UNAUTHENTICATED', DUAS_ETAPAS_MENSAGENS.desafioExpirado);
      await twoStep.sendEmailCode(challenge);
    },

    twoStepSituacao: (auth: AuthContext) => twoStep.situacao(auth.usuarioId),

    async startTwoStep(auth: AuthContext) {
      return twoStep.start({ usuarioId: auth.usuarioId, username: await usernameOf(auth) });
    },

    async confirmTwoStep(auth: AuthContext, codigo: string, client: ClientInfo) {
      const username = await usernameOf(auth);
      return {
        codigosRecuperacao: await twoStep.confirm(
          { usuarioId: auth.usuarioId, username, ip: client.ip },
          codigo,
        ),
      };
    },

    /** Turns two-step login off, for the caller's password or a current authenticator code. */
    async deactivateTwoStep(
      auth: AuthContext,
      input: DuasEtapasDesativacaoInput,
      client: ClientInfo,
    ): Promise<void> {
      const username = await usernameOf(auth);
      await proveTwoStepOwner(auth, username, input, client);
      await twoStep.deactivate({ usuarioId: auth.usuarioId, username, ip: client.ip });
    },

    /**
     * New recovery codes for the caller, proven by a current authenticator code (a session
     * alone is not enough: whoever holds the codes can pass the second step). The old codes
     * stop working; the new ones are answered once.
     */
    async regenerateRecoveryCodes(
      auth: AuthContext,
      codigo: string,
      client: ClientInfo,
    ): Promise<{ codigosRecuperacao: string[] }> {
      const username = await usernameOf(auth);
      await proveTwoStepOwner(
        auth,
        username,
        { codigo },
        client,
        DUAS_ETAPAS_MENSAGENS.codigoInvalido,
      );
      return {
        codigosRecuperacao: await twoStep.regenerateRecoveryCodes({
          usuarioId: auth.usuarioId,
          username,
          ip: client.ip,
        }),
      };
    },

    /** The caller behind a bearer token, or null when the token or its session is not live. */
    async resolveSession(token: string): Promise<AuthContext | null> {
      const sessaoId = await signer.verify(token);
      return sessaoId ? resolveSessionById(sessaoId) : null;
    },

    resolveSessionById,

    /**
     * The caller a background job acts for (an export asked earlier), with the user's
     * permissions and organization of now, outside any session; null when the user could not
     * log in now (blocked, removed, profile or organization disabled).
     */
    async resolveUser(usuarioId: string): Promise<AuthContext | null> {
      const row = await repository.findActiveUser(usuarioId);
      if (!row) return null;
      return {
        usuarioId: row.usuarioId,
        sessaoId: SEM_SESSAO,
        perfil: row.perfil as PerfilCodigo,
        roles: new Set(row.roles),
        clienteId: row.clienteId,
        fornecedorId: row.fornecedorId,
        senhaExpirada: isExpired(row.senhaExpiraEm),
      };
    },

    async currentUser(auth: AuthContext): Promise<CurrentUser> {
      const row = await repository.findCurrentUser(auth.usuarioId);
      if (!row) throw new AppError('UNAUTHENTICATED', MENSAGENS.sessaoExpirada);
      const perfil = row.perfil as PerfilCodigo;
      return {
        id: row.id,
        username: row.username,
        nome: row.nome,
        email: row.email,
        telefone: row.telefone,
        cpf: row.cpf,
        dataUltimoAcesso: row.dataUltimoAcesso?.toISOString() ?? null,
        perfil: { perfil, descricao: PERFIS[perfil].label },
        roles: row.roles,
        cliente: row.cliente,
        fornecedor: row.fornecedor,
        qtdItensPagina: row.qtdItensPagina,
        dataInicioIntervalo: row.dataInicioIntervalo,
        dataFimIntervalo: row.dataFimIntervalo,
        master: row.master,
      };
    },

    async prolong(auth: AuthContext) {
      const expiresAt = expiresFromNow();
      await repository.prolongSession(auth.sessaoId, expiresAt);
      return {
        token: await signer.sign(auth.sessaoId, auth.usuarioId, expiresAt),
        tempoDeExpiracao: settings.sessionMinutes,
      };
    },

    async revoke(auth: AuthContext, client: ClientInfo): Promise<void> {
      const ended = await repository.revokeSession(auth.sessaoId);
      if (ended) {
        await repository.recordEvent({
          tipo: 'LOGOUT',
          usuarioId: ended.usuarioId,
          username: ended.username,
          ip: client.ip,
          guid: ended.guid,
          userAgent: client.userAgent,
        });
      }
    },

    /**
     * Changes the caller's password (§5 rules, not the current one, not a common one) and ends
     * the caller's other sessions unless asked to keep them.
     */
    async changePassword(
      auth: AuthContext,
      input: PasswordChangeInput,
      client: ClientInfo,
    ): Promise<void> {
      const currentHash = await repository.findPasswordHash(auth.usuarioId);
      if (!currentHash || !(await verifyPassword(currentHash, input.password))) {
        throw new AppError('INVALID_INPUT', [
          { mensagem: MENSAGENS.senhaAntigaNaoConfere, campo: 'password' },
        ]);
      }
      if (input.newPassword === input.password) {
        throw new AppError('INVALID_INPUT', [
          { mensagem: MENSAGENS.novaSenhaIgualAtual, campo: 'newPassword' },
        ]);
      }
      await assertNewPasswordAllowed(input.newPassword, null);
      const senhaHash = await hashPassword(input.newPassword);
      const keep = input.encerrarOutrasSessoes === false ? null : auth.sessaoId;
      await repository.replacePassword(auth.usuarioId, senhaHash, keep, client);
    },

    /**
     * 'Esqueci minha senha': e-mails each active user that `x` names (username or e-mail) a
     * single-use link that expires. The caller learns nothing: the route answers the same
     * whatever happens here. `portalUrl` null: the portal's address is unknown (production
     * without PORTAL_URL), and no link is sent; answers whether any e-mail was queued.
     */
    async requestRecovery(x: string, portalUrl: string | null): Promise<boolean> {
      const users = await repository.findUsersForRecovery(x);
      if (!portalUrl) return false;
      let sent = false;
      for (const user of users) {
        const created = await repository.createLink(
          user.id,
          'RECUPERACAO',
          {
            max: settings.maxRecoveryLinksPerHour,
            since: new Date(Date.now() - 3_600_000),
          },
          (tx, token) =>
            outbox.enqueue(emailDeRecuperacao(user, passwordLinkUrl(portalUrl, token)), { tx }),
        );
        sent ||= created;
      }
      return sent;
    },

    /** What the page of a link shows before its form: the purpose and the validity. */
    async passwordLink(token: string): Promise<PasswordLinkInfo> {
      const link = await repository.findOpenLink(token);
      return { finalidade: link.finalidade, expiraEm: link.expiraEm.toISOString() };
    },

    /**
     * Sets the password through an e-mailed link: the new one is checked first (a refused
     * password leaves the link open), then the link is spent and every session of the user ends.
     */
    async resetPassword(input: PasswordResetInput, client: ClientInfo): Promise<void> {
      const link = await repository.findOpenLink(input.token);
      await assertNewPasswordAllowed(input.newPassword, link.senhaHash);
      const senhaHash = await hashPassword(input.newPassword);
      await repository.resetWithLink(input.token, senhaHash, client);
    },
  };
}

function isExpired(date: Date | null): boolean {
  return date !== null && date.getTime() <= Date.now();
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The e-mail that tells a user its account was locked for unknown devices. */
export function avisoDeBloqueio(
  user: { username: string; nome: string; email: string },
  falhas: number,
): { to: string[]; subject: string; text: string } {
  return {
    to: [user.email],
    subject: 'Seu acesso ao portal foi bloqueado para novos dispositivos',
    text: [
      `Olá, ${user.nome}.`,
      '',
      `Houve ${falhas} ou mais tentativas de entrar no portal com o seu usuário ` +
        `(${user.username}) e uma senha errada, a partir de dispositivos que você nunca usou ` +
        'para entrar, nas últimas 24 horas.',
      '',
      'Para proteger a sua conta, o acesso a partir de novos dispositivos foi bloqueado. Você ' +
        'continua entrando normalmente pelos computadores e navegadores que já usou. Para ' +
        'liberar os demais, peça ao administrador do portal na sua empresa que desbloqueie o ' +
        'seu usuário.',
      '',
      'Se não foi você, recomendamos trocar a sua senha assim que entrar.',
    ].join('\n'),
  };
}

/** The recovery e-mail: who asked is unknown, so it says how to ignore it too. */
export function emailDeRecuperacao(
  user: { username: string; nome: string; email: string },
  link: string,
): { to: string[]; subject: string; text: string } {
  return {
    to: [user.email],
    subject: `Cadastre uma nova senha: ${PROVEDOR}`,
    text: [
      `Olá, ${user.nome}.`,
      '',
      `Recebemos um pedido para cadastrar uma nova senha para o usuário ${user.username} no ` +
        `portal da ${PROVEDOR}.`,
      '',
      `Para cadastrar a nova senha, abra o link abaixo em até ${LINK_RECUPERACAO_MINUTOS} ` +
        'minutos. Ele pode ser usado uma única vez:',
      '',
      link,
      '',
      'Ao cadastrar a nova senha, todas as sessões abertas com o seu usuário serão encerradas.',
      '',
      'Se não foi você que pediu, ignore este e-mail: a sua senha atual continua valendo.',
    ].join('\n'),
  };
}
