import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WelfareCategory } from '@foundation/contract/campaigns';
import { api } from '../../../lib/api-client';

export const getWelfareCategories = () =>
  api.get<{ data: { category_list: WelfareCategory[] } }>('welfareCategories').then((r) => r.data.category_list);

export const getWelfareCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['welfare-categories'], queryFn: getWelfareCategories, staleTime: 10 * 60_000 });

export const useWelfareCategories = () => useQuery(getWelfareCategoriesQueryOptions());
