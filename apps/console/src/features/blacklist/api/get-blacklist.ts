import { type BodyOf, blacklistApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { blacklistKeys } from './blacklist-keys.ts';

/** 黑名单: a page of the listed numbers, or with removed 1 of the removed ones. */
export function useBlacklist(query: BodyOf<typeof blacklistApi.queryBlacklist>) {
  return useQuery({
    queryKey: blacklistKeys.numbers(query),
    queryFn: ({ signal }) => callApi(blacklistApi.queryBlacklist, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
