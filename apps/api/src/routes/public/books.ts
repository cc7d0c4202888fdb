import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import {
  BookResponseSchema,
  BooksQuerySchema,
  BooksResponseSchema,
  LatestBooksResponseSchema,
} from '@foundation/contract/books';
import { findBook, latestBooks, listBooks } from '../../services/books.ts';

const tags = ['books'];

export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getLastestBooks', { schema: { tags, response: { 200: LatestBooksResponseSchema } } }, async () => ({
    data: { book_list: await latestBooks(app.db) },
  }));

  app.get(
    '/getBooks',
    { schema: { tags, querystring: BooksQuerySchema, response: { 200: BooksResponseSchema } } },
    async (request) => ({ data: await listBooks(app.db, request.query) }),
  );

  app.get(
    '/getSpecificBook/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: BookResponseSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const book = await findBook(app.db, request.params.id);
      if (!book) return reply.code(404).send({ message: messages.notFound });
      const { pdfKey: _, ...book_detail } = book;
      return { data: { book_detail } };
    },
  );

  /** The free book itself: inline to read in the browser, or as an attachment to keep. */
  for (const [path, disposition] of [
    ['/viewBook/:id', 'inline'],
    ['/downloadBook/:id', 'attachment'],
  ] as const) {
    app.get(path, { schema: { tags, params: IdParamSchema } }, async (request, reply) => {
      const book = await findBook(app.db, request.params.id);
      const file = book && (await app.storage.read('private', book.pdfKey));
      if (!book || !file) return reply.code(404).send({ message: messages.notFound });
      const filename = `${book.title.replace(/[^\w\- ]+/g, '').trim() || 'book'}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `${disposition}; filename="${filename}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.stream);
    });
  }
};
