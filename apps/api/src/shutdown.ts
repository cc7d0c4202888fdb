import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops serving without refusing anything a client could not safely send again.
 *
 * 1. Drain for `graceMs`: /readyz answers 503 and every answer says `Connection: close`, while
 *    the process still accepts and serves. A proxy stops reusing each connection as it is
 *    answered, and closes the ones it keeps idle itself once its own idle timeout passes (nginx's
 *    upstream `keepalive_timeout`, shorter than the grace): only the client may close an idle
 *    connection safely, as a server closing one can meet a request being written onto it, which
 *    nginx never sends again when it is a POST.
 * 2. Stop accepting. Under systemd's socket activation the listening socket is systemd's and stays
 *    open: connections made from now on wait in it for the next process (see listen.ts).
 * 3. Wait, up to `graceMs` again, for every connection to end on its own: answers in flight, and
 *    requests still on their way on connections accepted a moment ago. Only then close the
 *    connections left idle (clients that went quiet), and let requests still running finish.
 */
export async function shutdownGracefully(app: FastifyInstance, graceMs: number) {
  app.drain();
  if (graceMs > 0) await sleep(graceMs);
  await stopAccepting(app.server, graceMs);
  app.endIdleConnections();
  await app.close();
}

/**
 * net.Server's close, not http.Server's, which would also close every idle connection at once.
 * Resolves when the last connection has ended, or after `waitMs`.
 */
function stopAccepting(server: Server, waitMs: number) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    Server.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
