import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogResponse } from '@foundation/contract/blogs';
import { api, noneWhenMissing } from '../../../lib/api-client';

/** The post, or null when there is none by this id. */
export const getBlog = (id: number) => noneWhenMissing(api.get<BlogResponse>(`getSpecificBlog/${id}`).then((r) => r.data.blog_detail));

export const getBlogQueryOptions = (id: number) => queryOptions({ queryKey: ['blogs', id], queryFn: () => getBlog(id) });

/** One post; `null` (an id that cannot exist) asks nothing. */
export const useBlog = (id: number | null) => useQuery({ ...getBlogQueryOptions(id ?? 0), enabled: id !== null });
