import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { UF_TABELA } from '@portal/shared/common/ufs';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';
import type {
  PreCadastro,
  PreCadastroCliente,
  PreCadastroEnvio,
} from '@portal/shared/pre-cadastro/schemas';
import { formatCnpj } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
import { conflictOnDuplicate } from '../../lib/db-errors';
import type { EmailOutbox } from '../../lib/email/email-outbox';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { FormTokenCheck, FormTokens } from './form-token';
import type { PreCadastroRepository } from './repository';
import { formatDataHoraBrasilia } from '@portal/shared/common/datas';

export interface PreCadastroServiceDeps {
  repository: PreCadastroRepository;
  formTokens: FormTokens;
  outbox: EmailOutbox;
  /** The commercial team's addresses. */
  emailComercial: string[];
}

/** Why a submission was taken for a script's and dropped (logged, never answered). */
type BotSign = 'campo-invisivel-preenchido' | 'enviado-rapido-demais';

/** The commercial team's e-mail: everything the prospect typed, readable as it was typed. */
export function describePreCadastro(preCadastro: PreCadastro, receivedAt: Date) {
  const estados = preCadastro.estados.length
    ? preCadastro.estados.map((uf) => `${uf} (${UF_TABELA[uf].nome})`).join(', ')
    : 'nenhum dos estados da lista';
  return {
    subject: `Novo pré-cadastro: ${preCadastro.razaoSocial}`,
    text: [
      'Um novo pré-cadastro foi enviado pelo portal.',
      '',
      `Nome: ${preCadastro.nome}`,
      `Telefone: ${maskTelefone(preCadastro.telefone)}`,
      `E-mail: ${preCadastro.email}`,
      `Razão social: ${preCadastro.razaoSocial}`,
      `CNPJ: ${formatCnpj(preCadastro.cnpj)}`,
      `Estados de atuação: ${estados}`,
      '',
      `Recebido em ${formatDataHoraBrasilia(receivedAt)} (horário de Brasília).`,
      'A empresa foi cadastrada como cliente inativo e o contato como usuário pré-cadastrado:',
      'ele só acessa o portal depois de aprovado pela registradora.',
      '',
    ].join('\n'),
  };
}

const duplicate = () => new AppError('CONFLICT', PRE_CADASTRO_MENSAGENS.duplicado);

/**
 * The unique indexes two submissions of the same company at once may hit: the same 409 as
 * the checks above them, with one message for both.
 */
const DUPLICATES = {
  clientes_cnpj_unique: { mensagem: PRE_CADASTRO_MENSAGENS.duplicado },
  usuarios_username_lower_idx: { mensagem: PRE_CADASTRO_MENSAGENS.duplicado },
};

/**
 * Public pre-registration (spec §2.2). What the answers reveal is chosen on purpose:
 * - a duplicate CNPJ or e-mail is a 409 with one message for both, so the page cannot be used to
 *   learn which companies are clients or whose e-mail has an account;
 * - a submission that looks automated (the invisible field filled in, or the form sent back
 *   sooner than a person can fill it) gets exactly the answer of a stored one, and nothing is
 *   stored or sent: a bot learns nothing to adapt to, and no person is asked to prove anything;
 * - so does a form token that already stored a submission (each token stores one at most): a
 *   script replaying it learns nothing, and a person who sent the same form twice (a double
 *   click, a retry after a lost answer) is told the truth, that it was received.
 */
export function createPreCadastroService({
  repository,
  formTokens,
  outbox,
  emailComercial,
}: PreCadastroServiceDeps) {
  async function dropAsBot(sign: BotSign, log: FastifyBaseLogger): Promise<void> {
    // The work a stored submission does (a password hash), so the time does not tell either.
    await hashPassword(randomBytes(16).toString('base64url'));
    log.info({ motivo: sign }, 'pre-registration dropped as automated');
  }

  /** Opportunistic and bounded, after the commit: a failure here never fails a submission. */
  async function purgeExpiredTokens(log: FastifyBaseLogger): Promise<void> {
    try {
      const purged = await repository.purgeExpiredTokens(formTokens.purgeableBefore());
      if (purged > 0) log.debug({ purged }, 'expired pre-registration form tokens purged');
    } catch (error) {
      log.warn({ err: error }, 'expired pre-registration form tokens not purged');
    }
  }

  return {
    /** A token for the form being opened (see form-token.ts). */
    openForm: () => ({ tokenFormulario: formTokens.issue() }),

    /**
     * `GET publica/usuarios/clientes`: the company this form's submission created, for the
     * form's holder alone. No token, or one the portal did not issue (or expired), is refused
     * like the submission refuses it; a token no stored submission used answers [].
     */
    async clientesDoFormulario(tokenFormulario: string | undefined): Promise<PreCadastroCliente[]> {
      const token: FormTokenCheck = tokenFormulario
        ? formTokens.check(tokenFormulario)
        : { estado: 'invalido' };
      if (token.estado === 'invalido') {
        throw new AppError('INVALID_INPUT', [
          { mensagem: PRE_CADASTRO_MENSAGENS.formularioExpirado, campo: 'tokenFormulario' },
        ]);
      }
      // Too fresh for a person to have sent it: no submission was stored with it.
      if (token.estado === 'rapido') return [];
      return repository.clientesOfToken(token.nonce);
    },

    async submit(envio: PreCadastroEnvio, log: FastifyBaseLogger): Promise<void> {
      const { tokenFormulario, site, ...preCadastro } = envio;
      if (site) return dropAsBot('campo-invisivel-preenchido', log);
      const token = formTokens.check(tokenFormulario);
      if (token.estado === 'invalido') {
        throw new AppError('INVALID_INPUT', [
          { mensagem: PRE_CADASTRO_MENSAGENS.formularioExpirado, campo: 'tokenFormulario' },
        ]);
      }
      if (token.estado === 'rapido') return dropAsBot('enviado-rapido-demais', log);

      // Nobody knows this password: the person sets one when the registradora approves them.
      const senhaHash = await hashPassword(randomBytes(32).toString('base64url'));
      const username = preCadastro.email.toLowerCase();
      // Two submissions of the same company at once: the unique indexes decide (DUPLICATES).
      const isStored = await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          // First, so that a concurrent submission with this token waits for this one. A 409
          // below rolls it back: the person may correct the form and send it again.
          if (!(await tx.markTokenUsed(token.nonce, token.expiraEm))) return false;
          if (await tx.isCnpjTaken(preCadastro.cnpj)) throw duplicate();
          if (await tx.isEmailTaken(preCadastro.email)) throw duplicate();
          const clienteId = await tx.insertCliente(preCadastro);
          await tx.linkTokenToCliente(token.nonce, clienteId);
          await tx.insertUsuario({ preCadastro, username, senhaHash, clienteId });
          // In the same transaction: the team hears of every stored prospect, and only of those.
          await outbox.enqueue(
            {
              to: emailComercial,
              replyTo: preCadastro.email,
              ...describePreCadastro(preCadastro, new Date()),
            },
            { tx: tx.executor },
          );
          return true;
        }),
      );
      if (!isStored) {
        // A replay (a script's flood, or the same form sent twice): this token already stored
        // its pre-registration, so the success answer is true for the person who sent it.
        log.info({ motivo: 'token-ja-usado' }, 'pre-registration dropped: form token reused');
        return;
      }
      log.info('pre-registration stored');
      await purgeExpiredTokens(log);
    },
  };
}

export type PreCadastroService = ReturnType<typeof createPreCadastroService>;
