import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@foundation/contract/errors';
import {
  AudioSourceQuerySchema,
  AudioSourceSchema,
  liveErrors,
  LiveStatusSchema,
  PlaylistParamSchema,
  PlaylistsResponseSchema,
  ThumbnailParamSchema,
} from '@foundation/contract/media';
import { YOUTUBE_ID } from '@foundation/contract/youtube';
import { contentLocale } from '../../lib/content-language.ts';
import { createLiveService } from '../../services/live/live.ts';
import { createPlaylistService } from '../../services/media/media.ts';
import { createThumbnailService } from '../../services/media/video-thumbnails.ts';
import { notFound, sendError } from '../../lib/replies.ts';
import { fileAnswer } from '../../plugins/api-answers.ts';

const tags = ['media'];
const HOUR_S = 3600;
const WEEK_S = 7 * 24 * HOUR_S;

/**
 * Playlists, live status and the audio tab's source. The services hold in-process caches, one
 * per app instance; a closing server waits for the upstream calls still running.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, log: app.log };
  const live = createLiveService(deps);
  const playlists = createPlaylistService(deps);
  const thumbnails = createThumbnailService({ ...deps, storage: app.storage });
  app.addHook('onClose', async () => {
    await Promise.all([...live.pending(), ...playlists.pending(), ...thumbnails.pending()]);
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
      const source = await live.audioSource(request.query.exclude, contentLocale(request, reply));
      if (!source) return notFound(reply, liveErrors.noAudio);
      return source;
    },
  );

  // A video's still from our own origin (decision 21): pages ask YouTube for nothing before play.
  app.get(
    '/thumbnails/youtube/:videoId',
    { schema: { tags, params: ThumbnailParamSchema, response: { 200: fileAnswer(['image/webp'], 'The still'), 502: ErrorBodySchema } } },
    async (request, reply) => {
      const { videoId } = request.params;
      if (!YOUTUBE_ID.test(videoId)) return notFound(reply);
      const still = await thumbnails.get(videoId);
      if (still.status === 'failed') return sendError(reply.header('cache-control', 'no-store'), 502, liveErrors.failed('youtube'));
      // A video with no still rarely gains one: the browser need not ask again for an hour.
      if (still.status === 'missing') return notFound(reply.header('cache-control', `public, max-age=${HOUR_S}`));
      return reply
        .type('image/webp')
        .header('cache-control', `public, max-age=${still.kept ? WEEK_S : HOUR_S}`)
        .send(still.bytes);
    },
  );
};
