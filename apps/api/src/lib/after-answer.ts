import type { FastifyRequest } from 'fastify';

/**
 * Work a route leaves until its answer has gone (the route's `onResponse`), so that neither the
 * answer nor its timing tells what the work found: whether an address has an account, whether a
 * password was right. A failure is logged with its code only, never what the work was about.
 */
export function afterAnswer(what: string) {
  const tasks = new WeakMap<FastifyRequest, () => Promise<unknown>>();
  return {
    later(request: FastifyRequest, task: () => Promise<unknown>) {
      tasks.set(request, task);
    },
    /** Spread into the route's options. */
    hook: {
      async onResponse(request: FastifyRequest) {
        await tasks
          .get(request)?.()
          .catch((error: unknown) => request.log.error({ code: (error as { code?: string }).code ?? 'unknown' }, `${what} failed`));
      },
    },
  };
}
