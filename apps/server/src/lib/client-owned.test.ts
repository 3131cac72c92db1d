import { describe, expect, it } from 'vitest';
import type { AuthContext } from './auth-context';
import { clientOwnedRegister } from './client-owned';

interface Item {
  clienteId: string;
  nome: string;
}

const CLIENTE = 'cliente-1';
const OUTRO_CLIENTE = 'cliente-2';

function callerOf(clienteId: string | null): AuthContext {
  return {
    usuarioId: 'u',
    sessaoId: 's',
    perfil: 'ADMINISTRADOR',
    roles: new Set(),
    clienteId,
    fornecedorId: null,
    senhaExpirada: false,
  };
}

/** An in-memory register: the transaction runs the work on the same queries. */
function fakeRegister(options: { failInsertWith?: unknown } = {}) {
  const items = new Map<string, Item>([['a', { clienteId: CLIENTE, nome: 'A' }]]);
  const checks: { nome: string; current?: Item }[] = [];
  const queries = {
    holdVisibleCliente: async (auth: AuthContext, clienteId: string) =>
      [CLIENTE, OUTRO_CLIENTE].includes(clienteId) &&
      (!auth.clienteId || auth.clienteId === clienteId),
    lockById: async (auth: AuthContext, id: string) => {
      const item = items.get(id);
      return item && (!auth.clienteId || auth.clienteId === item.clienteId) ? item : null;
    },
    async insert(clienteId: string, dados: { nome: string }) {
      if (options.failInsertWith) throw options.failInsertWith;
      items.set('b', { clienteId, ...dados });
      return 'b';
    },
    async update(id: string, clienteId: string, dados: { nome: string }) {
      items.set(id, { clienteId, ...dados });
    },
    async softDelete(id: string) {
      items.delete(id);
    },
  };
  const register = clientOwnedRegister({
    repository: {
      async page(auth: AuthContext, filtro: { nome?: string }, page: { size: number }) {
        const rows = [...items.values()].filter(
          (item) =>
            (!auth.clienteId || item.clienteId === auth.clienteId) && item.nome !== filtro.nome,
        );
        return { content: rows.slice(0, page.size), totalElements: rows.length };
      },
      findById: queries.lockById,
      transaction: <T>(work: (tx: typeof queries) => Promise<T>) => work(queries),
    },
    duplicates: { itens_nome_unique: { mensagem: 'Nome repetido.', campo: 'nome' } },
    toItem: (item: Item) => item.nome,
    toRecord: (item: Item) => ({ ...item, lido: true }),
    async check(_tx, input: { clienteId?: string; nome: string }, current) {
      checks.push({ nome: input.nome, current });
    },
  });
  return { register, items, checks };
}

describe('clientOwnedRegister', () => {
  it('lists a page of the rows the repository finds, each mapped, with the total', async () => {
    const { register } = fakeRegister();
    await register.create(callerOf(OUTRO_CLIENTE), { nome: 'B' });
    expect(await register.list(callerOf(null), {}, { size: 1 })).toEqual({
      content: ['A'],
      totalElements: 2,
    });
    expect(await register.list(callerOf(OUTRO_CLIENTE), {}, { size: 5 })).toEqual({
      content: ['B'],
      totalElements: 1,
    });
  });

  it("creates for the caller's own client, after the check, and answers the record as get reads it", async () => {
    const { register, checks } = fakeRegister();
    const created = await register.create(callerOf(CLIENTE), { nome: 'B' });
    expect(created).toEqual({ clienteId: CLIENTE, nome: 'B', lido: true });
    expect(checks).toEqual([{ nome: 'B', current: undefined }]);
  });

  it('refuses a create without a client for a registradora caller, naming the field', async () => {
    const { register, items } = fakeRegister();
    await expect(register.create(callerOf(null), { nome: 'B' })).rejects.toMatchObject({
      statusCode: 400,
      mensagens: [{ campo: 'clienteId', mensagem: 'clienteId: Campo obrigatório' }],
    });
    expect(items.has('b')).toBe(false);
  });

  it("answers a duplicate's 409 with its constraint's message", async () => {
    const violation = { code: '23505', constraint: 'itens_nome_unique' };
    const { register } = fakeRegister({ failInsertWith: violation });
    await expect(register.create(callerOf(CLIENTE), { nome: 'A' })).rejects.toMatchObject({
      statusCode: 409,
      mensagens: [{ mensagem: 'Nome repetido.', campo: 'nome' }],
    });
  });

  it('updates a record with its client when none is named, giving the check the locked record', async () => {
    const { register, checks } = fakeRegister();
    const updated = await register.update(callerOf(null), 'a', { nome: 'A2' });
    expect(updated).toEqual({ clienteId: CLIENTE, nome: 'A2', lido: true });
    expect(checks).toEqual([{ nome: 'A2', current: { clienteId: CLIENTE, nome: 'A' } }]);
  });

  it("answers 404 for another client's record, on get, update and remove", async () => {
    const { register, items } = fakeRegister();
    const outsider = callerOf(OUTRO_CLIENTE);
    const notFound = { statusCode: 404 };
    await expect(register.get(outsider, 'a')).rejects.toMatchObject(notFound);
    await expect(register.update(outsider, 'a', { nome: 'X' })).rejects.toMatchObject(notFound);
    await expect(register.remove(outsider, 'a')).rejects.toMatchObject(notFound);
    expect(items.get('a')).toEqual({ clienteId: CLIENTE, nome: 'A' });
  });

  it('removes a visible record', async () => {
    const { register, items } = fakeRegister();
    await register.remove(callerOf(CLIENTE), 'a');
    expect(items.has('a')).toBe(false);
  });
});
