import type { CurrentUser, LoginInput, LoginResponse } from '@portal/shared/auth/schemas';
import type { PasswordChangeInput } from '@portal/shared/auth/password';
import { MENSAGENS } from '@portal/shared/common/messages';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepository } from './repository';
import type { TokenSigner } from './tokens';

export interface AuthSettings {
  sessionMinutes: number;
  maxFailures: number;
  failureWindowMinutes: number;
  frontVersion: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function createAuthService(
  repository: AuthRepository,
  signer: TokenSigner,
  settings: AuthSettings,
) {
  // Verifying against a real hash when the user does not exist takes the same time as a wrong
  // password, so the answer's timing does not tell whether a username exists.
  const dummyHash = hashPassword('senha-que-nao-pertence-a-ninguem');

  const expiresFromNow = () => new Date(Date.now() + settings.sessionMinutes * 60_000);

  return {
    async login(input: LoginInput, client: ClientInfo): Promise<LoginResponse> {
      const since = new Date(Date.now() - settings.failureWindowMinutes * 60_000);
      const attempts = await repository.recordAttempt(input.username, client.ip, since);
      if (attempts > settings.maxFailures) {
        throw new AppError('TOO_MANY_REQUESTS', MENSAGENS.muitasTentativas);
      }

      const user = await repository.findUserForLogin(input.username);
      const isPasswordRight = await verifyPassword(
        user?.senhaHash ?? (await dummyHash),
        input.password,
      );
      if (!user || !isPasswordRight || !user.perfilAtivo) {
        throw new AppError('UNAUTHENTICATED', MENSAGENS.credenciaisInvalidas);
      }
      if (user.status === 'BLOQUEADO') {
        throw new AppError('UNAUTHENTICATED', MENSAGENS.usuarioBloqueado);
      }
      if (user.status !== 'ATIVO') {
        throw new AppError('UNAUTHENTICATED', MENSAGENS.credenciaisInvalidas);
      }

      await repository.clearAttempts(input.username, client.ip);
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

    revoke(auth: AuthContext): Promise<void> {
      return repository.revokeSession(auth.sessaoId);
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
