import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests still being handled, so that a shutdown waits for them before the database
 * pool ends. Fastify's close waits for open connections only: a request whose client went
 * away (a closed tab, a load balancer's timeout) keeps running its handler after the socket
 * is gone, and would find the pool ended ("Cannot use a pool after calling end on the
 * pool"). A request counts until its answer is handed over (onSend, which runs for aborted
 * requests too) or sent (onResponse); a stream still being sent keeps its connection open,
 * which the server's own close waits for.
 */
export function trackInFlight(app: FastifyInstance) {
  const pending = new Map<FastifyRequest, { promise: Promise<void>; resolve: () => void }>();

  function settle(request: FastifyRequest) {
    const entry = pending.get(request);
    if (!entry) return;
    pending.delete(request);
    entry.resolve();
  }

  app.addHook('onRequest', async (request) => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    pending.set(request, { promise, resolve });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    settle(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => settle(request));

  return {
    /** Resolves when every request being handled now has its answer. */
    async drained(): Promise<void> {
      await Promise.all([...pending.values()].map((entry) => entry.promise));
    },
  };
}
