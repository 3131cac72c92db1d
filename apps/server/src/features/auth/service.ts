import type { CurrentUser, LoginInput, LoginResponse } from '@portal/shared/auth/schemas';
import type { PasswordChangeInput } from '@portal/shared/auth/password';
import { MENSAGENS } from '@portal/shared/common/messages';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepository } from './repository';
import type { TokenSigner } from './tokens';
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
) {
  // Verifying against a real hash when the user does not exist takes the same time as a wrong
  // password, so the answer's timing does not tell whether a username exists.
  const dummyHash = hashPassword('senha-que-nao-pertence-a-ninguem');

  const expiresFromNow = () => new Date(Date.now() + settings.sessionMinutes * 60_000);

  /** Locks the account for unknown devices after a day's failures from them; tells the user. */
  async function lockAfterFailures(
    user: { id: string; username: string; nome: string; email: string },
    client: ClientInfo,
  ): Promise<void> {
    await repository.lockAfterFailures(
      { usuarioId: user.id, username: user.username, ip: client.ip },
      new Date(Date.now() - DIA_MS),
      settings.lockAfterFailures,
      (tx) => outbox.enqueue(avisoDeBloqueio(user, settings.lockAfterFailures), { tx }),
    );
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
      if (!user || !isPasswordRight || !user.perfilAtivo) {
        await repository.markFailed(attempts.id);
        await event('FALHA', user?.id ?? null);
        if (user && !isKnownDevice) await lockAfterFailures(user, client);
        throw new AppError('UNAUTHENTICATED', MENSAGENS.credenciaisInvalidas);
      }
      if (user.status === 'BLOQUEADO') {
        throw new AppError('UNAUTHENTICATED', MENSAGENS.usuarioBloqueado);
      }
      if (user.status !== 'ATIVO') {
        throw new AppError('UNAUTHENTICATED', MENSAGENS.credenciaisInvalidas);
      }

      await repository.clearAttempts(input.username, client.ip);
      await event('LOGIN', user.id);
      const expiresAt = expiresFromNow();
      const sessaoId = await repository.openSession({
        usuarioId: user.id,
        guid: input.guid,
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
    },

    /** The caller behind a bearer token, or null when the token or its session is not live. */
    async resolveSession(token: string): Promise<AuthContext | null> {
      const sessaoId = await signer.verify(token);
      if (!sessaoId) return null;
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

    /** Changes the caller's password and ends the caller's other sessions. */
    async changePassword(auth: AuthContext, input: PasswordChangeInput): Promise<void> {
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
      const senhaHash = await hashPassword(input.newPassword);
      await repository.replacePassword(auth.usuarioId, senhaHash, auth.sessaoId);
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
