import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogsResponse } from '@foundation/contract/blogs';
import { api } from '../../../lib/api-client';

export const getBlogs = () => api.get<BlogsResponse>('getBlogs').then((r) => r.data.blog_list);

export const getBlogsQueryOptions = () => queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });

export const useBlogs = () => useQuery(getBlogsQueryOptions());
