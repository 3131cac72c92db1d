import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../src/db/demo-ids';
import { hojeEmBrasilia } from '@portal/shared/common/datas';
import { bearer, createTestApp, createUserWithPermissions, login, mensagens } from './helper';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

const hoje = hojeEmBrasilia();
const amanha = hojeEmBrasilia(new Date(Date.now() + 86_400_000));
const ontem = hojeEmBrasilia(new Date(Date.now() - 86_400_000));

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  admin = bearer(await login(ctx.app, 'administrador'));
});

afterAll(async () => {
  await ctx?.close();
});

const publicar = (headers: Record<string, string>, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/mensagens',
    headers,
    payload: { texto: 'Texto', dataInicio: hoje, dataFim: amanha, ...body },
  });

async function notificacoes(headers: Record<string, string>) {
  const response = await ctx.app.inject({ url: '/api/mensagens/notificacoes', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{
    qtdNotificacoes: number;
    mensagens: { id: string; titulo: string; lida: boolean }[];
  }>();
}
const titulos = async (headers: Record<string, string>) =>
  (await notificacoes(headers)).mensagens.map((m) => m.titulo);

describe('administrative messages', () => {
  it('reach all users, a profile, or a client, while in force, each with its own read state', async () => {
    const todos = await publicar(admin, { titulo: 'Para todos', destino: 'TODOS' });
    expect(todos.statusCode).toBe(201);
    expect(todos.json()).toMatchObject({
      titulo: 'Para todos',
      destino: 'TODOS',
      perfil: null,
      cliente: null,
      dataInicio: hoje,
      dataFim: amanha,
      leituras: 0,
    });
    await publicar(admin, { titulo: 'Para operadores', destino: 'PERFIL', perfil: 'OPERADOR' });
    await publicar(admin, {
      titulo: 'Para o Banco Exemplo',
      destino: 'CLIENTE',
      clienteId: DEMO_CLIENTE_2_ID,
    });
    await publicar(admin, {
      titulo: 'Vencida',
      destino: 'TODOS',
      dataInicio: ontem,
      dataFim: ontem,
    });

    const operador = bearer(await login(ctx.app, 'operador'));
    const master = bearer(await login(ctx.app, 'master'));
    expect(await titulos(operador)).toEqual(
      expect.arrayContaining(['Para todos', 'Para operadores']),
    );
    expect(await titulos(operador)).not.toContain('Para o Banco Exemplo');
    expect(await titulos(operador)).not.toContain('Vencida');
    expect(await titulos(master)).not.toContain('Para operadores');

    await createUserWithPermissions(
      ctx,
      'exemplo-op',
      'OPERADOR',
      { clienteId: DEMO_CLIENTE_2_ID },
      [],
    );
    const exemplo = bearer(await login(ctx.app, 'exemplo-op'));
    expect(await titulos(exemplo)).toEqual(
      expect.arrayContaining(['Para todos', 'Para operadores', 'Para o Banco Exemplo']),
    );

    // Reading is per user.
    const before = await notificacoes(operador);
    const id = todos.json<{ id: string }>().id;
    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/mensagens/${id}/lida`,
      headers: operador,
    });
    expect(read.statusCode).toBe(204);
    const after = await notificacoes(operador);
    expect(after.qtdNotificacoes).toBe(before.qtdNotificacoes - 1);
    expect(after.mensagens.find((m) => m.id === id)?.lida).toBe(true);
    expect((await notificacoes(master)).mensagens.find((m) => m.id === id)?.lida).toBe(false);
    // Again: nothing changes.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/mensagens/${id}/lida`,
          headers: operador,
        })
      ).statusCode,
    ).toBe(204);

    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/mensagens/lidas',
      headers: master,
    });
    expect(all.statusCode).toBe(204);
    expect((await notificacoes(master)).qtdNotificacoes).toBe(0);

    const lidas = await ctx.app.inject({ url: `/api/mensagens/${id}`, headers: admin });
    expect(lidas.json()).toMatchObject({ leituras: 2 });
  });

  it('answers 404 when marking a message that is not addressed to the user', async () => {
    const paraExemplo = await publicar(admin, {
      titulo: 'Só Exemplo',
      destino: 'CLIENTE',
      clienteId: DEMO_CLIENTE_2_ID,
    });
    const operador = bearer(await login(ctx.app, 'operador'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/mensagens/${paraExemplo.json<{ id: string }>().id}/lida`,
      headers: operador,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists, edits and removes, under MENSAGEM_EDITAR', async () => {
    const created = await publicar(admin, { titulo: 'Editável', destino: 'TODOS' });
    const id = created.json<{ id: string }>().id;
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/mensagens/consultar?size=50',
      headers: admin,
      payload: { titulo: 'edit' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ content: { id: string }[] }>().content.map((m) => m.id)).toEqual([id]);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/mensagens/${id}`,
      headers: admin,
      payload: {
        titulo: 'Editada',
        texto: 'Novo',
        destino: 'PERFIL',
        perfil: 'MASTER',
        dataInicio: hoje,
        dataFim: hoje,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      titulo: 'Editada',
      destino: 'PERFIL',
      perfil: 'MASTER',
      dataFim: hoje,
    });

    const master = bearer(await login(ctx.app, 'master'));
    expect(await titulos(master)).toContain('Editada');

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/mensagens/${id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    expect(await titulos(master)).not.toContain('Editada');
    expect((await ctx.app.inject({ url: `/api/mensagens/${id}`, headers: admin })).statusCode).toBe(
      404,
    );

    const operador = bearer(await login(ctx.app, 'operador'));
    expect((await publicar(operador, { titulo: 'x', destino: 'TODOS' })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/mensagens/consultar',
          headers: operador,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses bad input with the §8 body', async () => {
    const semPerfil = await publicar(admin, { titulo: 'x', destino: 'PERFIL' });
    expect(semPerfil.statusCode).toBe(400);
    expect(mensagens(semPerfil)).toContain('perfil: Campo obrigatório');
    const invertido = await publicar(admin, {
      titulo: 'x',
      destino: 'TODOS',
      dataInicio: amanha,
      dataFim: hoje,
    });
    expect(invertido.statusCode).toBe(400);
    const semCliente = await publicar(admin, {
      titulo: 'x',
      destino: 'CLIENTE',
      clienteId: randomUUID(),
    });
    expect(semCliente.statusCode).toBe(400);
    expect(mensagens(semCliente)).toEqual(['clienteId: Cliente não encontrado']);
    const vazio = await publicar(admin, { titulo: '', texto: '', destino: 'TODOS' });
    expect(vazio.statusCode).toBe(400);
  });

  it("keeps a client's administrator to its own client's users and messages", async () => {
    await createUserWithPermissions(
      ctx,
      'adm-demo',
      'PERSONALIZADO',
      { clienteId: DEMO_CLIENTE_ID },
      ['MENSAGEM_EDITAR'],
    );
    const adm = bearer(await login(ctx.app, 'adm-demo'));
    expect((await publicar(adm, { titulo: 'x', destino: 'TODOS' })).statusCode).toBe(403);
    const outro = await publicar(adm, {
      titulo: 'x',
      destino: 'CLIENTE',
      clienteId: DEMO_CLIENTE_2_ID,
    });
    expect(outro.statusCode).toBe(400);
    const proprio = await publicar(adm, { titulo: 'Do Banco Demonstração', destino: 'CLIENTE' });
    expect(proprio.statusCode).toBe(201);
    expect(proprio.json()).toMatchObject({ cliente: { id: DEMO_CLIENTE_ID } });
    const perfil = await publicar(adm, {
      titulo: 'Masters do Demonstração',
      destino: 'PERFIL',
      perfil: 'MASTER',
    });
    expect(perfil.json()).toMatchObject({ cliente: { id: DEMO_CLIENTE_ID }, perfil: 'MASTER' });

    const operador = bearer(await login(ctx.app, 'operador'));
    expect(await titulos(operador)).toContain('Do Banco Demonstração');
    const exemplo = bearer(await login(ctx.app, 'exemplo-op'));
    expect(await titulos(exemplo)).not.toContain('Do Banco Demonstração');

    // Its list holds only its client's messages; another's id answers 404.
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/mensagens/consultar?size=100',
      headers: adm,
      payload: {},
    });
    const found = list.json<{ content: { titulo: string }[] }>().content.map((m) => m.titulo);
    expect(found.sort()).toEqual(['Do Banco Demonstração', 'Masters do Demonstração']);
    const registradora = await publicar(admin, { titulo: 'Da registradora', destino: 'TODOS' });
    const id = registradora.json<{ id: string }>().id;
    expect((await ctx.app.inject({ url: `/api/mensagens/${id}`, headers: adm })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/mensagens/${id}`, headers: adm }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a message to a client', () => {
  it('needs the client from a registradora user', async () => {
    const response = await publicar(admin, { titulo: 'x', destino: 'CLIENTE' });
    expect(response.statusCode).toBe(400);
    expect(mensagens(response)).toEqual(['clienteId: Campo obrigatório']);
  });
});
