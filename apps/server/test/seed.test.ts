import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERFIL_CODIGOS, PERFIS } from '@portal/shared/usuarios/perfis';
import { PERMISSOES_PADRAO_POR_PERFIL } from '@portal/shared/usuarios/permissoes';
import { demoUsernames, demoUsuarioId } from '../src/db/demo-ids';
import { seedDemoData, syncReferenceData } from '../src/db/seed';
import { DEMO_PRECOS } from '../src/features/servicos/seed';
import { fornecedores, perfilPermissoes, perfis, servicosDetran, usuarios } from '../src/db/schema';
import { createTestDatabase } from './helper';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('creates one active user per active profile, named after the profile code', async () => {
    const rows = await database.db
      .select({ username: usuarios.username, perfil: usuarios.perfil, status: usuarios.status })
      .from(usuarios);
    const active = PERFIL_CODIGOS.filter((codigo) => PERFIS[codigo].ativo);
    expect(rows.map((r) => r.username).sort()).toEqual(demoUsernames().sort());
    expect(rows).toHaveLength(active.length);
    for (const row of rows) {
      expect(row.username).toBe(row.perfil.toLowerCase());
      expect(row.status).toBe('ATIVO');
    }
  });

  it('gives demo users fixed ids, so a reseeded database has the same rows', async () => {
    const [admin] = await database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'administrador'));
    expect(admin?.id).toBe(demoUsuarioId('ADMINISTRADOR'));
    expect(demoUsuarioId('WS_SEND')).toBe('00000000-0000-4000-8000-000000001022');
  });

  it('links client and supplier users to the demo client and supplier', async () => {
    const [operador] = await database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.username, 'operador'));
    const [detran] = await database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.username, 'detran'));
    const [admin] = await database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.username, 'administrador'));
    expect(operador?.clienteId).not.toBeNull();
    expect(detran?.fornecedorId).not.toBeNull();
    expect(admin?.clienteId).toBeNull();
    expect(admin?.fornecedorId).toBeNull();
  });

  it('prices contract registration at a few Detrans, with fixed ids and the §3 fee options', async () => {
    const rows = await database.db
      .select({
        id: servicosDetran.id,
        uf: fornecedores.uf,
        tipoServico: servicosDetran.tipoServico,
        valor: servicosDetran.valor,
        vigenciaInicio: servicosDetran.vigenciaInicio,
        vigenciaFim: servicosDetran.vigenciaFim,
      })
      .from(servicosDetran)
      .innerJoin(fornecedores, eq(fornecedores.id, servicosDetran.fornecedorId))
      .orderBy(servicosDetran.id);
    expect(rows).toEqual(
      DEMO_PRECOS.map((p) => ({ ...p, vigenciaInicio: '2025-01-01', vigenciaFim: null })),
    );
  });

  it('writes nothing into a database that already has users', async () => {
    expect(await seedDemoData(database.db, 'Outra@Senha1')).toBe(false);
    const [row] = await database.db.select({ total: count() }).from(usuarios);
    expect(row?.total).toBe(demoUsernames().length);
  });

  it('grants each profile its default permissions', async () => {
    const rows = await database.db
      .select({ permissao: perfilPermissoes.permissao })
      .from(perfilPermissoes)
      .where(eq(perfilPermissoes.perfil, 'OPERADOR'));
    expect(rows.map((r) => r.permissao).sort()).toEqual(
      [...PERMISSOES_PADRAO_POR_PERFIL.OPERADOR].sort(),
    );
    const [b3] = await database.db.select().from(perfis).where(eq(perfis.codigo, 'B3'));
    expect(b3?.ativo).toBe(false);
  });

  it('keeps an administrator’s change to a profile across restarts', async () => {
    const grant = and(
      eq(perfilPermissoes.perfil, 'OPERADOR'),
      eq(perfilPermissoes.permissao, 'CONTRATO_EXPORTAR'),
    );
    await database.db.delete(perfilPermissoes).where(grant);
    await syncReferenceData(database.db);
    expect(await database.db.select().from(perfilPermissoes).where(grant)).toHaveLength(0);
  });
});
