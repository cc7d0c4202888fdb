import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a graceful shutdown: /readyz turns 503 and every answer asks its client to reconnect. */
    drain(): void;
    readonly draining: boolean;
  }
}

/**
 * The first step of a graceful shutdown. A load balancer polling /readyz stops sending new work;
 * meanwhile requests keep being served, each with `Connection: close`, so a keep-alive client
 * opens its next request elsewhere instead of meeting a socket closed under it.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.decorate('draining', {
    getter: () => draining,
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
