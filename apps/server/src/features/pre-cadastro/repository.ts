import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PreCadastro } from '@portal/shared/pre-cadastro/schemas';
import type { Executor } from '../../db/client';
import { clientes, preCadastroTokensUsados, usuarios } from '../../db/schema';
import { createRepository } from '../../lib/repository';

/** Expired used-token rows deleted at most per stored submission (the purge stays short). */
const PURGE_BATCH = 100;

/**
 * The public pre-registration has no caller to scope: it only creates rows (a company and its
 * contact) and asks whether a CNPJ or an e-mail is already in use, answering yes or no.
 */
function preCadastroQueries(db: Executor) {
  return {
    /** Where a job sent in the same transaction is written. */
    executor: db,

    /**
     * Records a form token's nonce as used. False when it already was: a submission with this
     * token was stored (or is being stored by a transaction that commits first; the primary key
     * makes a concurrent one wait for it, then see the row).
     */
    async markTokenUsed(nonce: string, expiraEm: Date): Promise<boolean> {
      const rows = await db
        .insert(preCadastroTokensUsados)
        .values({ nonce, expiraEm })
        .onConflictDoNothing({ target: preCadastroTokensUsados.nonce })
        .returning({ nonce: preCadastroTokensUsados.nonce });
      return rows.length > 0;
    },

    /**
     * Deletes up to PURGE_BATCH used tokens that expired before `before` (their token is refused
     * anyway); rows another transaction is deleting are skipped, never waited for.
     */
    async purgeExpiredTokens(before: Date): Promise<number> {
      const expired = db
        .select({ nonce: preCadastroTokensUsados.nonce })
        .from(preCadastroTokensUsados)
        .where(lt(preCadastroTokensUsados.expiraEm, before))
        .limit(PURGE_BATCH)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(preCadastroTokensUsados)
        .where(inArray(preCadastroTokensUsados.nonce, expired))
        .returning({ nonce: preCadastroTokensUsados.nonce });
      return rows.length;
    },

    /** Names the company a token's submission created (the token's row is this transaction's). */
    async linkTokenToCliente(nonce: string, clienteId: string): Promise<void> {
      await db
        .update(preCadastroTokensUsados)
        .set({ clienteId })
        .where(eq(preCadastroTokensUsados.nonce, nonce));
    },

    /**
     * The company the submission with this token created, while it lives: what the token's
     * holder typed, read by the token's nonce alone (no other company can be reached).
     */
    async clientesOfToken(nonce: string): Promise<{ razaoSocial: string; cnpj: string }[]> {
      return db
        .select({ razaoSocial: clientes.razaoSocial, cnpj: clientes.cnpj })
        .from(preCadastroTokensUsados)
        .innerJoin(clientes, eq(clientes.id, preCadastroTokensUsados.clienteId))
        .where(and(eq(preCadastroTokensUsados.nonce, nonce), isNull(clientes.deletedAt)));
    },

    /** A live company (client, or an earlier pre-registration) already has this CNPJ. */
    async isCnpjTaken(cnpj: string): Promise<boolean> {
      const rows = await db
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.cnpj, cnpj), isNull(clientes.deletedAt)))
        .limit(1);
      return rows.length > 0;
    },

    /** A user already has this e-mail, or this username (which is the e-mail in lower case). */
    async isEmailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(
          or(
            sql`lower(${usuarios.email}) = lower(${email})`,
            sql`lower(${usuarios.username}) = lower(${email})`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The prospect's company: inactive, with the contact and the states it operates in. */
    async insertCliente(preCadastro: PreCadastro): Promise<string> {
      const [row] = await db
        .insert(clientes)
        .values({
          razaoSocial: preCadastro.razaoSocial,
          nomeFantasia: preCadastro.razaoSocial,
          cnpj: preCadastro.cnpj,
          email: preCadastro.email,
          telefone: preCadastro.telefone,
          ufsAtuacao: preCadastro.estados,
          ativo: false,
        })
        .returning({ id: clientes.id });
      if (!row) throw new Error('client insert returned no row');
      return row.id;
    },

    async insertUsuario(values: {
      preCadastro: PreCadastro;
      username: string;
      senhaHash: string;
      clienteId: string;
    }): Promise<string> {
      const { preCadastro } = values;
      const [row] = await db
        .insert(usuarios)
        .values({
          username: values.username,
          nome: preCadastro.nome,
          email: preCadastro.email,
          telefone: preCadastro.telefone,
          senhaHash: values.senhaHash,
          status: 'PRE_CADASTRADO',
          perfil: 'PRE_CADASTRO',
          clienteId: values.clienteId,
        })
        .returning({ id: usuarios.id });
      if (!row) throw new Error('user insert returned no row');
      return row.id;
    },
  };
}

export type PreCadastroQueries = ReturnType<typeof preCadastroQueries>;

export function createPreCadastroRepository(db: Executor) {
  return createRepository(db, preCadastroQueries);
}

export type PreCadastroRepository = ReturnType<typeof createPreCadastroRepository>;
