import { PERFIL_CODIGOS, PERFIS } from '@portal/shared/usuarios/perfis';
import { PERMISSOES, PERMISSOES_PADRAO_POR_PERFIL } from '@portal/shared/usuarios/permissoes';
import type { Db } from '../../db/client';
import { perfilPermissoes, perfis, permissoes } from '../../db/schema';

/**
 * Profiles and permissions come from packages/shared and are synced at every start. A
 * profile's default permissions are granted when the profile or the permission is first
 * created, so a later change made by an administrator is not undone by a restart.
 */
export async function syncPerfis(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const newPerfis = await tx
      .insert(perfis)
      .values(
        PERFIL_CODIGOS.map((codigo) => ({
          codigo,
          numero: PERFIS[codigo].numero,
          descricao: PERFIS[codigo].label,
          ativo: PERFIS[codigo].ativo,
        })),
      )
      .onConflictDoNothing()
      .returning({ codigo: perfis.codigo });
    const newPermissoes = await tx
      .insert(permissoes)
      .values(Object.entries(PERMISSOES).map(([codigo, descricao]) => ({ codigo, descricao })))
      .onConflictDoNothing()
      .returning({ codigo: permissoes.codigo });
    if (newPerfis.length === 0 && newPermissoes.length === 0) return;

    const isNewPerfil = new Set(newPerfis.map((p) => p.codigo));
    const isNewPermissao = new Set(newPermissoes.map((p) => p.codigo));
    const grants = PERFIL_CODIGOS.flatMap((perfil) =>
      PERMISSOES_PADRAO_POR_PERFIL[perfil]
        .filter((permissao) => isNewPerfil.has(perfil) || isNewPermissao.has(permissao))
        .map((permissao) => ({ perfil, permissao })),
    );
    if (grants.length > 0) {
      await tx.insert(perfilPermissoes).values(grants).onConflictDoNothing();
    }
  });
}
