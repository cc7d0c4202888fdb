import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a graceful shutdown: /readyz turns 503 and every answer asks its client to reconnect. */
    drain(): void;
    readonly draining: boolean;
    /**
     * Closes every connection with no request being answered: kept-alive ones, and, unlike Node's
     * closeIdleConnections(), ones on which no request has come yet. The last step of a shutdown.
     */
    endIdleConnections(): void;
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

  // Each open connection and how many of its requests are being answered.
  const connections = new Map<Socket, number>();
  const add = (socket: Socket, n: number) => {
    if (connections.has(socket)) connections.set(socket, connections.get(socket)! + n);
  };
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: { once(event: 'close', listener: () => void): void }) => {
    add(request.socket, 1);
    response.once('close', () => add(request.socket, -1));
  });
  app.decorate('endIdleConnections', () => {
    for (const [socket, answering] of connections) if (answering === 0) socket.destroy();
  });
}
