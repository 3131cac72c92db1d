import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  CODIGOS_RECUPERACAO_QUANTIDADE,
  DESAFIO_MINUTOS,
  DISPOSITIVO_CONFIAVEL_DIAS,
  DUAS_ETAPAS_MENSAGENS,
  type DuasEtapasInicio,
  type DuasEtapasSituacao,
} from '@portal/shared/auth/duas-etapas';
import { PROVEDOR } from '@portal/shared/common/brand';
import { AppError } from '../../lib/errors';
import type { EmailOutbox } from '../../lib/email/email-outbox';
import type { SecretBox } from '../../lib/secret-box';
import type { TwoStepRepository } from './two-step-repository';

const PERIODO_SEGUNDOS = 30;
/** Codes of the step before and after the current one are accepted (clock drift). */
const JANELA_PASSOS = 1;
/** Wrong codes that end a challenge (the login then starts over, password included). */
export const MAX_CODIGOS_ERRADOS_POR_DESAFIO = 5;
/** E-mailed codes one challenge may ask for. */
export const MAX_EMAILS_POR_DESAFIO = 3;
/** 32 letters and digits without the look-alikes (0/O, 1/I/L): 5 bits per character. */
const ALFABETO_RECUPERACAO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECUPERACAO_CARACTERES = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECUPERACAO_CARACTERES; i++) {
    code += ALFABETO_RECUPERACAO[randomInt(ALFABETO_RECUPERACAO.length)];
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A new set of recovery codes: as shown to the user, and as stored. */
function newRecoveryCodes(): { codigos: string[]; hashes: string[] } {
  const codigos = Array.from({ length: CODIGOS_RECUPERACAO_QUANTIDADE }, newRecoveryCode);
  return { codigos, hashes: codigos.map((code) => sha256(normalizeRecoveryCode(code))) };
}

function totpFor(username: string, segredoBase32: string): TOTP {
  return new TOTP({
    issuer: PROVEDOR,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIODO_SEGUNDOS,
    secret: Secret.fromBase32(segredoBase32),
  });
}

/**
 * The time step a code belongs to, within the allowed drift, or null. Which step matters: the
 * caller spends it so that the code (or an older one) is never accepted again.
 */
function matchingStep(totp: TOTP, codigo: string, now = Date.now()): number | null {
  const delta = totp.validate({ token: codigo, timestamp: now, window: JANELA_PASSOS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIODO_SEGUNDOS) + delta;
}

export type CodeCheck = 'TOTP' | 'EMAIL' | 'RECUPERACAO' | null;

export interface UserRef {
  usuarioId: string;
  username: string;
  ip: string;
}

/**
 * Two-step login (docs/duas-etapas.md): the authenticator's enrolment and removal, the codes
 * that complete a login, and the trusted-device tokens.
 */
export function createTwoStep(repository: TwoStepRepository, box: SecretBox, outbox: EmailOutbox) {
  const openSecret = (segredoCifrado: string) => box.open(segredoCifrado);

  /** A current TOTP code of the user's active authenticator, spent if right. */
  async function spendTotp(usuarioId: string, username: string, codigo: string): Promise<boolean> {
    const totp = await repository.findTotp(usuarioId);
    if (!totp?.ativadaEm) return false;
    const passo = matchingStep(totpFor(username, openSecret(totp.segredoCifrado)), codigo);
    return passo !== null && repository.spendTotpStep(usuarioId, passo);
  }

  return {
    async situacao(usuarioId: string): Promise<DuasEtapasSituacao> {
      const ativa = await repository.isActive(usuarioId);
      return {
        ativa,
        codigosRecuperacaoRestantes: ativa ? await repository.countRecoveryCodes(usuarioId) : 0,
      };
    },

    /** A new secret, pending until a code confirms it; shown only in this answer. */
    async start(user: { usuarioId: string; username: string }): Promise<DuasEtapasInicio> {
      const secret = new Secret({ size: 20 });
      const saved = await repository.savePendingTotp(user.usuarioId, box.seal(secret.base32));
      if (!saved) throw new AppError('CONFLICT', DUAS_ETAPAS_MENSAGENS.jaAtiva);
      const uri = totpFor(user.username, secret.base32).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return {
        segredo: secret.base32,
        uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** Confirms the pending secret with a current code; answers the recovery codes, once. */
    async confirm(user: UserRef, codigo: string): Promise<string[]> {
      const totp = await repository.findTotp(user.usuarioId);
      if (totp?.ativadaEm) throw new AppError('CONFLICT', DUAS_ETAPAS_MENSAGENS.jaAtiva);
      if (!totp) throw new AppError('INVALID_INPUT', DUAS_ETAPAS_MENSAGENS.semAtivacaoIniciada);
      const passo = matchingStep(totpFor(user.username, openSecret(totp.segredoCifrado)), codigo);
      if (passo === null) {
        throw new AppError('INVALID_INPUT', [
          { mensagem: DUAS_ETAPAS_MENSAGENS.codigoInvalido, campo: 'codigo' },
        ]);
      }
      const { codigos, hashes } = newRecoveryCodes();
      if (!(await repository.activate(user, passo, hashes))) {
        throw new AppError('CONFLICT', DUAS_ETAPAS_MENSAGENS.jaAtiva);
      }
      return codigos;
    },

    /**
     * New recovery codes for a user with two-step login on (the caller has checked a current
     * code): the old ones, used or not, stop working; the new ones are answered once.
     */
    async regenerateRecoveryCodes(user: UserRef): Promise<string[]> {
      const { codigos, hashes } = newRecoveryCodes();
      if (!(await repository.replaceRecoveryCodes(user, hashes))) {
        throw new AppError('CONFLICT', DUAS_ETAPAS_MENSAGENS.naoAtiva);
      }
      return codigos;
    },

    /** Whether a current TOTP code of the user's authenticator is right (and spends it). */
    spendTotp,

    isActive: (usuarioId: string) => repository.isActive(usuarioId),

    countWrongCode: (desafio: string) => repository.countWrongCode(desafio),

    completeChallenge: (desafio: string) => repository.completeChallenge(desafio),

    async deactivate(user: UserRef): Promise<void> {
      await repository.deactivate(user);
    },

    /** Whether a login of this user from this device must pass the second step. */
    async isRequired(usuarioId: string, guid: string, deviceToken?: string): Promise<boolean> {
      if (!(await repository.isActive(usuarioId))) return false;
      if (!deviceToken) return true;
      return !(await repository.isTrustedDevice(usuarioId, guid, sha256(deviceToken)));
    },

    startChallenge(usuarioId: string, guid: string): Promise<string> {
      return repository.createChallenge(
        usuarioId,
        guid,
        new Date(Date.now() + DESAFIO_MINUTOS * 60_000),
      );
    },

    findOpenChallenge(desafio: string) {
      return repository.findOpenChallenge(desafio, MAX_CODIGOS_ERRADOS_POR_DESAFIO);
    },

    /** E-mails a new 6-digit code for the challenge (replacing the previous one). */
    async sendEmailCode(challenge: { id: string; nome: string; email: string }): Promise<void> {
      const codigo = String(randomInt(1_000_000)).padStart(6, '0');
      const sent = await repository.replaceEmailCode(
        challenge.id,
        sha256(`${challenge.id}:${codigo}`),
        // The code is good for the full time from when it was sent.
        new Date(Date.now() + DESAFIO_MINUTOS * 60_000),
        MAX_EMAILS_POR_DESAFIO,
        (tx) => outbox.enqueue(codigoPorEmail(challenge, codigo), { tx }),
      );
      if (!sent)
        throw new AppError('TOO_MANY_REQUESTS', DUAS_ETAPAS_MENSAGENS.envioDeCodigosEsgotado);
    },

    /**
     * Which kind of code `codigo` is and whether it is right: six digits are tried as the
     * authenticator's code, then as the e-mailed one; anything else as a recovery code. A right
     * TOTP or recovery code is spent here; the e-mailed one is spent with its challenge.
     */
    async checkCode(
      challenge: {
        id: string;
        usuarioId: string;
        username: string;
        codigoEmailHash: string | null;
      },
      codigo: string,
    ): Promise<CodeCheck> {
      const digits = codigo.replace(/\s+/g, '');
      if (/^\d{6}$/.test(digits)) {
        if (await spendTotp(challenge.usuarioId, challenge.username, digits)) return 'TOTP';
        if (
          challenge.codigoEmailHash &&
          sameHash(challenge.codigoEmailHash, sha256(`${challenge.id}:${digits}`))
        ) {
          return 'EMAIL';
        }
        return null;
      }
      const recovery = normalizeRecoveryCode(codigo);
      if (recovery.length !== RECUPERACAO_CARACTERES) return null;
      return (await repository.spendRecoveryCode(challenge.usuarioId, sha256(recovery)))
        ? 'RECUPERACAO'
        : null;
    },

    /** A new trusted-device token for this user and device: only its hash is kept. */
    async trustDevice(usuarioId: string, guid: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repository.trustDevice({
        usuarioId,
        guid: guid.slice(0, 100),
        tokenHash: sha256(token),
        expiraEm: new Date(Date.now() + DISPOSITIVO_CONFIAVEL_DIAS * 24 * 3_600_000),
      });
      return token;
    },
  };
}

export type TwoStep = ReturnType<typeof createTwoStep>;

/** The e-mail with a login's code. */
export function codigoPorEmail(
  user: { nome: string; email: string },
  codigo: string,
): { to: string[]; subject: string; text: string } {
  return {
    to: [user.email],
    // Not in the subject: phones show subjects on the locked screen.
    subject: 'Código de acesso ao portal',
    text: [
      `Olá, ${user.nome}.`,
      '',
      `O seu código para entrar no portal é ${codigo}.`,
      '',
      `Ele vale por ${DESAFIO_MINUTOS} minutos e pode ser usado uma única vez. Um novo pedido ` +
        'de código invalida este.',
      '',
      'Se não foi você que tentou entrar, alguém conhece a sua senha: troque-a assim que ' +
        'entrar e avise o administrador do portal na sua empresa.',
    ].join('\n'),
  };
}
