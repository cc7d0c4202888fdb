import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { readToken } from './auth-storage';

/** A call made with the stored session; once it succeeds, the queries under each of `refresh` are read again. */
export function useSignedInMutation<Body, Result>(send: (body: Body, token: string | null) => Promise<Result>, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(body, readToken()),
    onSuccess: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
