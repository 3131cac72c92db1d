import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { noContentAfter } from './routes';

const app = Fastify();
const done: string[] = [];
app.delete('/feito', async (_request, reply) =>
  noContentAfter(
    reply,
    (async () => {
      done.push('feito');
    })(),
  ),
);
app.delete('/recusado', async (_request, reply) =>
  noContentAfter(reply, Promise.reject(Object.assign(new Error('recusado'), { statusCode: 409 }))),
);
afterAll(() => app.close());

describe('noContentAfter', () => {
  it('answers 204 with no body once the work is done', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/feito' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(done).toEqual(['feito']);
  });

  it("answers the work's failure instead", async () => {
    const response = await app.inject({ method: 'DELETE', url: '/recusado' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'recusado' });
  });
});
