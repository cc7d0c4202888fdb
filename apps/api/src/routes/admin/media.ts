import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaMessages } from '@foundation/contract/admin/kit';
import { MediaResponseSchema, MediaUploadFormSchema, MediaUploadQuerySchema } from '@foundation/contract/admin/media';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { deleteMedia, mediaResource, uploadMedia, type Upload } from '../../services/media/media-library.ts';
import { sendError } from '../../lib/replies.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';
import { resourceRoutes } from './resources.ts';
import { ROLES } from '@foundation/contract/staff';

/** The media library: GET /media and /media/:id from the kit, and the upload. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(mediaResource));
  await app.register(uploadRoutes);
  await app.register(deleteRoute);
};

const deleteRoute: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.content);
  app.delete(
    '/media/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a media file',
        description: 'Deletes the file and its copies. Answers 409 naming where it is still used.',
        params: IdParamSchema,
        response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const done = await deleteMedia({ db: app.db, storage: app.storage }, staffActor(request), request.params.id);
      return done.status === 'ok' ? reply.code(204).send(null) : sendRefusal(reply, done);
    },
  );
};

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.MEDIA_LIMIT_BYTES;
  await staffOnly(app, ROLES.content);
  // Multipart only here: one file and nothing else.
  await app.register(multipart, { limits: { fileSize: limit, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 } });

  app.post(
    '/media',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a file to the media library',
        description:
          'multipart/form-data with one file (field `file`). Its bytes decide what it is: an image (JPEG, PNG, WebP, GIF, AVIF; ' +
          'WebP and AVIF copies are made at the widths the site shows), a PDF or audio (MP3, M4A, OGG, WAV). `kind` refuses any other kind.',
        consumes: ['multipart/form-data'],
        documentedBody: MediaUploadFormSchema,
        querystring: MediaUploadQuerySchema,
        response: { 201: MediaResponseSchema, 400: MessageSchema, 401: MessageSchema, 413: MessageSchema, 415: MessageSchema, 422: ValidationErrorSchema, 503: MessageSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendError(reply, 415, messages.malformed);
      let upload: Upload | null = null;
      try {
        for await (const part of request.parts()) {
          // toBuffer() throws once the file passes the limit, with nothing kept.
          if (part.type === 'file') upload = { bytes: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
        }
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, mediaMessages.tooLarge(limit));
        if (statusCode === 413) return sendError(reply, 413, messages.payloadTooLarge);
        return sendError(reply, 400, messages.malformed);
      }
      if (!upload) return sendRefusal(reply, { status: 'invalid', errors: { file: [mediaMessages.fileRequired] } });
      const done = await uploadMedia({ db: app.db, storage: app.storage }, staffActor(request), upload, request.query.kind);
      return done.status === 'ok' ? reply.code(201).send({ data: done.value }) : sendRefusal(reply, done);
    },
  );
};
