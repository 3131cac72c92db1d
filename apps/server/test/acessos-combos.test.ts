import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import {
  ACESSO_AGENTES_FINANCEIROS,
  ACESSO_COMBO_CLIENTES,
  ACESSO_COMBO_GRUPOS_ECONOMICOS,
} from '@portal/shared/usuarios/acessos';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { bearer, createTestApp, createUserWithPermissions, login, mensagens } from './helper';

/*
 * The lists several screens share answer any one permission of the screens that use them, and
 * nobody else: registradora staff with no permission (comercial, diretoria, faturamento) read
 * no client, agent or group through them (issue 12, least privilege).
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => ctx.close());

const AGENTE = DEMO_AGENTE_IDS.demonstracaoFinanceira;
const CALLS = [
  { access: ACESSO_COMBO_CLIENTES, method: 'GET', url: '/api/clientes/todos' },
  { access: ACESSO_COMBO_CLIENTES, method: 'GET', url: '/api/clientes/todos-combo' },
  {
    access: ACESSO_COMBO_GRUPOS_ECONOMICOS,
    method: 'GET',
    url: '/api/grupos-economicos/todos-combo',
  },
  { access: ACESSO_AGENTES_FINANCEIROS, method: 'GET', url: '/api/agentesFinanceiros' },
  {
    access: ACESSO_AGENTES_FINANCEIROS,
    method: 'GET',
    url: `/api/agentesFinanceiros/clientes/${DEMO_CLIENTE_ID}`,
  },
  {
    access: ACESSO_AGENTES_FINANCEIROS,
    method: 'POST',
    url: '/api/agentesFinanceiros/clientesLista',
    payload: [DEMO_CLIENTE_ID],
  },
  {
    access: ACESSO_AGENTES_FINANCEIROS,
    method: 'GET',
    url: `/api/agentesFinanceiros/agenteID/${AGENTE}`,
  },
  {
    access: ACESSO_AGENTES_FINANCEIROS,
    method: 'GET',
    url: '/api/agentesFinanceiros/cnpj/60000000000113',
  },
] as const;

const call = (token: string, target: (typeof CALLS)[number]) =>
  ctx.app.inject({
    method: target.method,
    url: target.url,
    headers: bearer(token),
    ...('payload' in target ? { payload: target.payload } : {}),
  });

describe('the shared lists', () => {
  it('refuse staff with no permission', async () => {
    for (const username of ['comercial', 'diretoria', 'faturamento']) {
      const token = await login(ctx.app, username);
      for (const target of CALLS) {
        const response = await call(token, target);
        expect(response.statusCode, `${username} ${target.url}`).toBe(403);
        expect(mensagens(response)).toEqual([MENSAGENS.acessoNegado]);
      }
    }
  });

  it('answer a user holding any one permission of the screens that use them', async () => {
    const permissoes = new Set(CALLS.flatMap((target) => [...target.access]));
    for (const permissao of permissoes) {
      const username = `so-${permissao.toLowerCase()}`;
      await createUserWithPermissions(
        ctx,
        username,
        'PERSONALIZADO',
        { clienteId: DEMO_CLIENTE_ID },
        [permissao],
      );
      const token = await login(ctx.app, username);
      for (const target of CALLS) {
        const response = await call(token, target);
        const expected = (target.access as readonly string[]).includes(permissao) ? 200 : 403;
        expect(response.statusCode, `${permissao} ${target.url}`).toBe(expected);
      }
    }
  });
});
