import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@foundation/contract/blogs';
import { api } from '../../../lib/api-client';

export const getBlogs = () => api.get<{ data: { blog_list: Blog[] } }>('getBlogs').then((r) => r.data.blog_list);

export const getBlogsQueryOptions = () => queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });

export const useBlogs = () => useQuery(getBlogsQueryOptions());
