import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import { BlogResponseSchema, BlogsResponseSchema } from '@foundation/contract/blogs';
import { findBlog, listBlogs } from '../../services/blogs.ts';

const tags = ['blogs'];

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getBlogs', { schema: { tags, response: { 200: BlogsResponseSchema } } }, async () => ({
    data: { blog_list: await listBlogs(app.db) },
  }));

  app.get(
    '/getSpecificBlog/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: BlogResponseSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const blog_detail = await findBlog(app.db, request.params.id);
      if (!blog_detail) return reply.code(404).send({ message: messages.notFound });
      return { data: { blog_detail } };
    },
  );
};
