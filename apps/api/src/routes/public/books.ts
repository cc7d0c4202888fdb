import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema } from '@foundation/contract/common';
import {
  BookResponseSchema,
  BooksQuerySchema,
  BooksResponseSchema,
  LatestBooksResponseSchema,
} from '@foundation/contract/books';
import { contentLocale } from '../../lib/content-language.ts';
import { notFound } from '../../lib/replies.ts';
import { findBook, latestBooks, listBooks } from '../../services/catalogue/books.ts';
import { isMediaKey } from '../../services/media/media-library.ts';
import { getById } from './by-id.ts';
import { fileAnswer, notModified } from '../../plugins/api-answers.ts';

const tags = ['books'];

export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getLastestBooks', { schema: { tags, response: { 200: LatestBooksResponseSchema } } }, async (request, reply) => ({
    data: { book_list: await latestBooks(app.db, contentLocale(request, reply)) },
  }));

  app.get(
    '/getBooks',
    { schema: { tags, querystring: BooksQuerySchema, response: { 200: BooksResponseSchema } } },
    async (request, reply) => ({ data: await listBooks(app.db, request.query, contentLocale(request, reply)) }),
  );

  getById(app, '/getSpecificBook/:id', {
    tags,
    response: BookResponseSchema,
    find: (id, locale) => findBook(app.db, id, locale),
    answer: ({ pdfKey: _, ...book_detail }) => ({ data: { book_detail } }),
  });

  /** The free book itself: inline to read in the browser, or as an attachment to keep. */
  for (const [path, disposition] of [
    ['/viewBook/:id', 'inline'],
    ['/downloadBook/:id', 'attachment'],
  ] as const) {
    const answers = { 200: fileAnswer(['application/pdf'], 'The book'), 304: notModified };
    app.get(path, { schema: { tags, params: IdParamSchema, response: answers } }, async (request, reply) => {
      const book = await findBook(app.db, request.params.id);
      if (!book) return notFound(reply);
      // The stored file's key changes whenever staff give the book another PDF, so it names this version.
      const etag = `"${createHash('sha256').update(book.pdfKey).digest('base64url').slice(0, 22)}"`;
      // Kept by browsers and proxies but asked about on every read: a replaced PDF shows at once.
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // A PDF from the media library is a public file; one stored before it, a private one.
      const file = await app.storage.read(isMediaKey(book.pdfKey) ? 'public' : 'private', book.pdfKey);
      if (!file) return notFound(reply);
      const filename = `${book.title.replace(/[^\w\- ]+/g, '').trim() || 'book'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `${disposition}; filename="${filename}"`)
        .send(file.stream);
    });
  }
};
