import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WelfareCategoriesResponse } from '@foundation/contract/campaigns';
import { api } from '../../../lib/api-client';

export const getWelfareCategories = () =>
  api.get<WelfareCategoriesResponse>('welfareCategories').then((r) => r.data.category_list);

export const getWelfareCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['welfare-categories'], queryFn: getWelfareCategories, staleTime: 10 * 60_000 });

export const useWelfareCategories = (enabled = true) => useQuery({ ...getWelfareCategoriesQueryOptions(), enabled });
