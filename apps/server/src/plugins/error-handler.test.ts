import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { registerErrorHandler } from './error-handler';

/** A PostgreSQL error as Drizzle throws it: the driver's error is the cause. */
function drizzleError(code: string) {
  return Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(), { code }) });
}

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json() };
}

describe('database errors that reach the handler', () => {
  it('answers a foreign key refused by a concurrent change with 409, not 500', async () => {
    expect(await answerTo(drizzleError('23503'))).toEqual({
      status: 409,
      body: [{ mensagem: MENSAGENS.registroAlteradoEmParalelo }],
    });
  });

  it('answers a date or number PostgreSQL cannot hold with 400', async () => {
    for (const code of ['22007', '22008', '22003']) {
      expect(await answerTo(drizzleError(code))).toEqual({
        status: 400,
        body: [{ mensagem: MENSAGENS.valorForaDoIntervalo }],
      });
    }
  });

  it('still hides anything else behind a 500', async () => {
    expect(await answerTo(drizzleError('XX000'))).toEqual({
      status: 500,
      body: [{ mensagem: MENSAGENS.erroInterno }],
    });
  });
});
