import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamSchema } from '@foundation/contract/common';
import { ErrorBodySchema } from '@foundation/contract/errors';
import { contentLocale, type ContentLocale } from '../../lib/content-language.ts';
import { notFound } from '../../lib/replies.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface ById<T, S extends z.ZodType> {
  tags: string[];
  /** The 200 body. */
  response: S;
  /** Null when the id names nothing the public may see; its texts in the language asked. */
  find: (id: number, locale: ContentLocale) => Promise<T | null | undefined>;
  answer: (found: T) => z.input<S>;
}

/** GET `<path>/:id` of the spec's detail endpoints: the found thing in its envelope, or 404 `{ message }`. */
export function getById<T, S extends z.ZodType>(app: App, path: `${string}/:id`, { tags, response, find, answer }: ById<T, S>) {
  // `answer` is typed against `response` in ById; Fastify's reply type cannot resolve a generic schema.
  const ok: z.ZodType = response;
  app.get(path, { schema: { tags, params: IdParamSchema, response: { 200: ok, 404: ErrorBodySchema } } }, async (request, reply) => {
    const found = await find(request.params.id, contentLocale(request, reply));
    return found ? answer(found) : notFound(reply);
  });
}
