import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@foundation/contract/errors';
import {
  AudioSourceQuerySchema,
  AudioSourceSchema,
  liveErrors,
  LiveStatusSchema,
  PlaylistParamSchema,
  PlaylistsResponseSchema,
} from '@foundation/contract/media';
import { createLiveService } from '../../services/live.ts';
import { createPlaylistService } from '../../services/media.ts';
import { notFound } from '../../lib/replies.ts';

const tags = ['media'];

/**
 * Playlists, live status and the audio tab's source. The services hold in-process caches, one
 * per app instance; a closing server waits for the upstream calls still running.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, log: app.log };
  const live = createLiveService(deps);
  const playlists = createPlaylistService(deps);
  app.addHook('onClose', async () => {
    await Promise.all([...live.pending(), ...playlists.pending()]);
  });

  app.get(
    '/getPlaylists/:id',
    { schema: { tags, params: PlaylistParamSchema, response: { 200: PlaylistsResponseSchema, 404: ErrorBodySchema } } },
    async (request, reply) => {
      const body = await playlists.get(request.params.id);
      if (!body) return notFound(reply);
      return body;
    },
  );

  for (const platform of ['youtube', 'facebook'] as const) {
    app.get(`/${platform}-live`, { schema: { tags, response: { 200: LiveStatusSchema } } }, () => live.status(platform));
  }

  app.get(
    '/audio-source',
    { schema: { tags, querystring: AudioSourceQuerySchema, response: { 200: AudioSourceSchema, 404: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const source = await live.audioSource(request.query.exclude);
      if (!source) return notFound(reply, liveErrors.noAudio);
      return source;
    },
  );
};
