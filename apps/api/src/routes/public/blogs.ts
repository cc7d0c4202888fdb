import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlogResponseSchema, BlogsResponseSchema } from '@foundation/contract/blogs';
import { findBlog, listBlogs } from '../../services/catalogue/blogs.ts';
import { contentLocale } from '../../lib/content-language.ts';
import { getById } from './by-id.ts';

const tags = ['blogs'];

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getBlogs', { schema: { tags, response: { 200: BlogsResponseSchema } } }, async (request, reply) => ({
    data: { blog_list: await listBlogs(app.db, contentLocale(request, reply)) },
  }));

  getById(app, '/getSpecificBlog/:id', {
    tags,
    response: BlogResponseSchema,
    find: (id, locale) => findBlog(app.db, id, locale),
    answer: (blog_detail) => ({ data: { blog_detail } }),
  });
};
