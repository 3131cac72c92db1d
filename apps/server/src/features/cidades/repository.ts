import { and, count, eq, like, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Db } from '../../db/client';
import { cidades } from '../../db/schema';
import { limitOffset, orderByOf } from '../../lib/paging';
import { nomeBusca } from './load';
import { containing } from '../../lib/like';

const columns = { codigoIbge: cidades.codigoIbge, nome: cidades.nome, uf: cidades.uf };

export function createCidadesRepository(db: Db) {
  return {
    async list(
      filtro: { uf?: string; nome?: string },
      page: PageRequest<'nome' | 'uf' | 'codigoIbge'>,
    ) {
      const conditions: SQL[] = [];
      if (filtro.uf) conditions.push(eq(cidades.uf, filtro.uf));
      if (filtro.nome) {
        conditions.push(like(cidades.nomeBusca, containing(nomeBusca(filtro.nome))));
      }
      const where = and(...conditions);
      const { limit, offset } = limitOffset(page);
      const sortColumns = {
        nome: cidades.nomeBusca,
        uf: cidades.uf,
        codigoIbge: cidades.codigoIbge,
      };
      const [content, [total]] = await Promise.all([
        db
          .select(columns)
          .from(cidades)
          .where(where)
          .orderBy(...orderByOf(page, sortColumns, cidades.codigoIbge))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(cidades).where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    async find(codigoIbge: string) {
      const [row] = await db
        .select(columns)
        .from(cidades)
        .where(eq(cidades.codigoIbge, codigoIbge));
      return row ?? null;
    },
  };
}

export type CidadesRepository = ReturnType<typeof createCidadesRepository>;
