import { describe, expect, it } from 'vitest';
import { PERFIL_CODIGOS, PERFIS } from './perfis';
import { hasPermission, PERMISSAO_CODIGOS, PERMISSOES_PADRAO_POR_PERFIL } from './permissoes';

describe('permissions as data', () => {
  it('gives every profile a default entry made only of known permissions', () => {
    for (const perfil of PERFIL_CODIGOS) {
      for (const permissao of PERMISSOES_PADRAO_POR_PERFIL[perfil]) {
        expect(PERMISSAO_CODIGOS).toContain(permissao);
      }
    }
  });

  it('keeps the profile code 6 for the dispatcher and B3 disabled', () => {
    expect(PERFIS.DESPACHANTE.numero).toBe(6);
    expect(PERFIS.B3.ativo).toBe(false);
  });

  it('looks permissions up in a roles list', () => {
    const roles = PERMISSOES_PADRAO_POR_PERFIL.OPERADOR;
    expect(hasPermission(roles, 'CONTRATO_REGISTRAR')).toBe(true);
    expect(hasPermission(roles, 'ADMINISTRACAO_USUARIOS_EDITAR')).toBe(false);
    expect(hasPermission(PERMISSOES_PADRAO_POR_PERFIL.ADMINISTRADOR, 'RELATORIO_NFSE')).toBe(true);
    expect(hasPermission([], 'CONTRATO_CONSULTAR')).toBe(false);
  });
});
