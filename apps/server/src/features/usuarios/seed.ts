import { PERFIL_CODIGOS, PERFIS, VINCULO_POR_PERFIL } from '@portal/shared/usuarios/perfis';
import type { Db } from '../../db/client';
import { DEMO_CLIENTE_ID, DEMO_FORNECEDOR_ID, demoUsuarioId } from '../../db/demo-ids';
import { usuarios } from '../../db/schema';

/**
 * One active user per active profile, named after the profile code in lower case, all with
 * the same password: a client's profiles belong to Banco Demonstração, the Detran's user to
 * the reference Detran-SP row. B3 is a disabled profile (§6): nobody can log in with it, so it
 * gets no demo user.
 */
export async function seedDemoUsuarios(tx: Pick<Db, 'insert'>, senhaHash: string): Promise<void> {
  const perfisAtivos = PERFIL_CODIGOS.filter((codigo) => PERFIS[codigo].ativo);
  await tx.insert(usuarios).values(
    perfisAtivos.map((perfil) => {
      const username = perfil.toLowerCase();
      const vinculo = VINCULO_POR_PERFIL[perfil];
      return {
        id: demoUsuarioId(perfil),
        username,
        nome: `${PERFIS[perfil].label} Demonstração`,
        email: `${username}@demo.vbregistradora.com.br`,
        telefone: '11987654321',
        senhaHash,
        perfil,
        status: 'ATIVO',
        clienteId: vinculo === 'CLIENTE' ? DEMO_CLIENTE_ID : null,
        fornecedorId: vinculo === 'FORNECEDOR' ? DEMO_FORNECEDOR_ID : null,
        master: perfil === 'MASTER',
      };
    }),
  );
}
