import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import {
  CADASTROS_URL,
  TERCEIRO_GARANTIDOR_URL,
  VALIDADOR_CPF_CNPJ_URL,
} from '@portal/shared/menu/urls';
import { navigablePages } from '@portal/shared/menu/side-menu';
import { PERFIL_CODIGOS, PERFIS } from '@portal/shared/usuarios/perfis';
import { bearer, createTestApp, login } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const A = '/vbconnection/vbauto';

/** The call each built page lists its records with (as the web app makes it). */
const LIST_CALLS: Record<string, { method: 'GET' | 'POST'; url: string }> = {
  [CADASTROS_URL]: { method: 'POST', url: '/api/clientes/consultar' },
  [`${A}/servico`]: { method: 'GET', url: '/api/servicos' },
  [`${A}/servico-detran`]: { method: 'GET', url: '/api/servicos-detran' },
  [TERCEIRO_GARANTIDOR_URL]: { method: 'POST', url: '/api/terceiros-garantidores/consultar' },
  [`${A}/cidade`]: { method: 'GET', url: '/api/cidades' },
  [`${A}/detran`]: { method: 'POST', url: '/api/fornecedores/consultar' },
  [`${A}/grupo-economico`]: { method: 'POST', url: '/api/grupos-economicos/consultar' },
  [`${A}/despachante`]: { method: 'POST', url: '/api/despachantes/consultar' },
  [`${A}/marca-modelo`]: { method: 'POST', url: '/api/marcas-modelos/consultar' },
  [`${A}/veiculos`]: { method: 'POST', url: '/api/veiculos/consultar' },
  [VALIDADOR_CPF_CNPJ_URL]: { method: 'GET', url: '/api/validadores/cpf/52998224725' },
};

describe('menus and the permissions the API asks (every demo user, seeded defaults)', () => {
  it("answers the list call of every built page a user's menu leads to", async () => {
    const refused: string[] = [];
    let checked = 0;
    for (const perfil of PERFIL_CODIGOS.filter((p) => PERFIS[p].ativo)) {
      const headers = bearer(await login(ctx.app, perfil.toLowerCase()));
      const me = await ctx.app.inject({ url: '/api/auth/usuario', headers });
      const user = currentUserSchema.parse(me.json());
      const pages = new Set([
        ...navigablePages(user, { isProduction: false }),
        ...navigablePages(user, { isProduction: true }),
      ]);
      for (const page of pages) {
        const call = LIST_CALLS[page];
        if (!call) continue;
        const response = await ctx.app.inject({
          method: call.method,
          url: call.url,
          headers,
          ...(call.method === 'POST' ? { payload: {} } : {}),
        });
        checked += 1;
        if (response.statusCode !== 200) {
          refused.push(`${perfil} ${page}: ${call.method} ${call.url} -> ${response.statusCode}`);
        }
      }
    }
    expect(refused).toEqual([]);
    // The administrator alone reaches every one of them.
    expect(checked).toBeGreaterThanOrEqual(Object.keys(LIST_CALLS).length);
  });
});
