import { connect as connectSocket, type AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessoes } from '../src/db/schema';
import { demoUsuarioId } from '../src/db/demo-ids';
import { createTestApp, DEMO_PASSWORD } from './helper';

describe('closing the app', () => {
  it('waits for the handler of a request whose client went away', async () => {
    const ctx = await createTestApp();
    const sessionsOfAdmin = async () => {
      const [row] = await ctx.database.db
        .select({ total: count() })
        .from(sessoes)
        .where(eq(sessoes.usuarioId, demoUsuarioId('ADMINISTRADOR')));
      return row?.total ?? 0;
    };
    try {
      const before = await sessionsOfAdmin();
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      // A login (argon2 makes its handler take a while) sent whole, then abandoned.
      const body = JSON.stringify({
        username: 'administrador',
        password: DEMO_PASSWORD,
        guid: 'dispositivo-de-teste',
      });
      const socket = connectSocket(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      socket.write(
        'POST /api/auth/tokens HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 5));

      // main.ts ends the pool right after this: the login must be complete by now.
      await ctx.app.close();
      expect(await sessionsOfAdmin()).toBe(before + 1);
    } finally {
      await ctx.database.close();
    }
  });
});
