import type { FastifyInstance } from 'fastify';
import { messages } from '@foundation/contract/common';
import { sendError } from '../lib/replies.ts';

/** A route's path as a pattern: `:id` is one segment, `*` the rest. */
const patternOf = (url: string) =>
  new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*')}$`);

/**
 * A known path asked with a method it does not take answers 405 with `Allow` (RFC 9110 15.5.6),
 * not the 404 of a path that does not exist: a client learns what it may do there. Every route is
 * seen as it is added, so nothing needs listing by hand.
 */
export function registerMethodNotAllowed(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ pattern: patternOf(route.url ?? route.path), methods: [route.method].flat() });
  });

  // Every page of the site reaches the not-found handler, so each would test every route's pattern
  // (some 300): a path's answer is kept, as the routes are all added before the first request.
  const known = new Map<string, string[]>();
  const allowed = (path: string) => {
    const hit = known.get(path);
    if (hit) return hit;
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (methods.has('GET')) methods.add('HEAD');
    // Bounded: paths anyone can make up must not grow it without end.
    if (known.size >= 1000) known.clear();
    known.set(path, [...methods].sort());
    return known.get(path)!;
  };

  // onRequest runs for unmatched requests too, before the not-found handler answers them.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const methods = allowed(request.url.split('?')[0] ?? '/');
    if (methods.length > 0 && !methods.includes(request.method)) return sendError(reply.header('allow', methods.join(', ')), 405, messages.methodNotAllowed);
  });
}
