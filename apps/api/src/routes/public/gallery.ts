import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GalleriesResponseSchema } from '@foundation/contract/gallery';
import { contentLocale } from '../../lib/content-language.ts';
import { listGalleries } from '../../services/catalogue/gallery.ts';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's client uses the body whole, so the list is the body itself.
  app.get(
    '/getGalleryAttachmentWithGalleryName',
    { schema: { tags: ['gallery'], response: { 200: GalleriesResponseSchema } } },
    (request, reply) => listGalleries(app.db, contentLocale(request, reply)),
  );
};
