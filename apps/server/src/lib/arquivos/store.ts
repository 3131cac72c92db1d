import { Readable } from 'node:stream';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { arquivoPartes, arquivos } from '../../db/schema';

/** Bytes per stored part: a part is one short insert, and one short read when downloaded. */
export const TAMANHO_PARTE = 1024 * 1024;

export interface ArquivoInfo {
  id: string;
  nome: string;
  tipo: string;
  tamanho: number;
}

/**
 * The portal's file store (ARCHITECTURE, Files): files kept in PostgreSQL, in parts of
 * TAMANHO_PARTE, so every process on the database reads what any other wrote, with nothing to
 * set up beyond the database. Writes and reads go part by part, each its own short statement:
 * no transaction stays open while a file streams (the embedded database's one connection serves
 * other requests in between), and memory holds one part at a time.
 */
export function createArquivoStore(db: Db, { tamanhoParte = TAMANHO_PARTE } = {}) {
  async function insertParte(arquivoId: string, ordem: number, dados: Buffer): Promise<void> {
    await db.insert(arquivoPartes).values({ arquivoId, ordem, dados });
  }

  return {
    /**
     * Stores what `body` yields under `nome` and `tipo` (content type). The file is complete,
     * and readable, only once the whole body was written; a body that fails leaves nothing.
     */
    async write(
      body: AsyncIterable<Buffer | string>,
      { dono, nome, tipo }: { dono: string; nome: string; tipo: string },
    ): Promise<ArquivoInfo> {
      const [row] = await db
        .insert(arquivos)
        .values({ dono, nome, tipo })
        .returning({ id: arquivos.id });
      const id = row!.id;
      let ordem = 0;
      let tamanho = 0;
      let pendentes: Buffer[] = [];
      let pendentesBytes = 0;
      /** Writes whole parts; what is left (`final`: everything) waits for more bytes. */
      const flush = async (final: boolean) => {
        let dados = Buffer.concat(pendentes, pendentesBytes);
        while (dados.length >= tamanhoParte || (final && dados.length > 0)) {
          await insertParte(id, ordem, dados.subarray(0, tamanhoParte));
          ordem += 1;
          dados = dados.subarray(tamanhoParte);
        }
        pendentes = dados.length > 0 ? [dados] : [];
        pendentesBytes = dados.length;
      };
      try {
        for await (const chunk of body) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          pendentes.push(bytes);
          pendentesBytes += bytes.length;
          tamanho += bytes.length;
          if (pendentesBytes >= tamanhoParte) await flush(false);
        }
        await flush(true);
        await db.update(arquivos).set({ tamanho, completo: true }).where(eq(arquivos.id, id));
      } catch (error) {
        await db.delete(arquivos).where(eq(arquivos.id, id));
        throw error;
      }
      return { id, nome, tipo, tamanho };
    },

    /** A complete file's name, type and size, or null. */
    async info(id: string): Promise<ArquivoInfo | null> {
      const [row] = await db
        .select({
          id: arquivos.id,
          nome: arquivos.nome,
          tipo: arquivos.tipo,
          tamanho: arquivos.tamanho,
        })
        .from(arquivos)
        .where(and(eq(arquivos.id, id), eq(arquivos.completo, true)));
      return row ?? null;
    },

    /**
     * A complete file's bytes as a stream, read one part per query as the reader asks. A file
     * deleted while it is read (its export expired) ends the stream with an error, never short.
     */
    read({ id, tamanho }: Pick<ArquivoInfo, 'id' | 'tamanho'>): Readable {
      async function* partes() {
        let lidos = 0;
        for (let ordem = 0; lidos < tamanho; ordem += 1) {
          const [parte] = await db
            .select({ dados: arquivoPartes.dados })
            .from(arquivoPartes)
            .where(and(eq(arquivoPartes.arquivoId, id), eq(arquivoPartes.ordem, ordem)));
          if (!parte) throw new Error(`arquivo ${id} incompleto: ${lidos} de ${tamanho} bytes`);
          lidos += parte.dados.length;
          yield parte.dados;
        }
      }
      return Readable.from(partes(), { objectMode: false });
    },

    /** Deletes files (and their parts). */
    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.delete(arquivos).where(inArray(arquivos.id, [...ids]));
    },

    /**
     * Deletes the complete files of `dono` that no row of `referencia`'s table points to any
     * more (a crash between deleting the row and the file, a run that lost a race), older than
     * an hour so a file just written is not taken before its row points to it.
     */
    async removeOrphans(dono: string, referencia: AnyPgColumn): Promise<number> {
      const removidos = await db
        .delete(arquivos)
        .where(
          and(
            eq(arquivos.dono, dono),
            eq(arquivos.completo, true),
            lt(arquivos.createdAt, sql`now() - interval '1 hour'`),
            sql`not exists (select 1 from ${referencia.table} where ${referencia} = ${arquivos.id})`,
          ),
        )
        .returning({ id: arquivos.id });
      return removidos.length;
    },

    /** Deletes files left incomplete for over six hours (a process stopped while writing). */
    async removeIncomplete(): Promise<number> {
      const removidos = await db
        .delete(arquivos)
        .where(
          and(
            eq(arquivos.completo, false),
            lt(arquivos.createdAt, sql`now() - interval '6 hours'`),
          ),
        )
        .returning({ id: arquivos.id });
      return removidos.length;
    },
  };
}

export type ArquivoStore = ReturnType<typeof createArquivoStore>;
