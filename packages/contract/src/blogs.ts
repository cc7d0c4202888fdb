import { z } from 'zod';

export const BlogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  /** Plain text, for cards. */
  excerpt: z.string(),
  author_name: z.string(),
  /** "7 Nov 2026" */
  published_date: z.string(),
  /** "7 Nov 2026" */
  created_at2: z.string(),
});
export type Blog = z.infer<typeof BlogSchema>;

export const BlogsResponseSchema = z.object({ data: z.object({ blog_list: z.array(BlogSchema) }) });
export type BlogsResponse = z.infer<typeof BlogsResponseSchema>;
export const BlogResponseSchema = z.object({ data: z.object({ blog_detail: BlogSchema }) });
export type BlogResponse = z.infer<typeof BlogResponseSchema>;
