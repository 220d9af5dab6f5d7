import { type BodyOf, blacklistApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { blacklistKeys } from './blacklist-keys.ts';

/** 拒接屏蔽: a page of the numbers suppressed after a refusal, or of the released ones. */
export function useSuppressedNumbers(query: BodyOf<typeof blacklistApi.querySuppression>) {
  return useQuery({
    queryKey: blacklistKeys.suppressed(query),
    queryFn: ({ signal }) => callApi(blacklistApi.querySuppression, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
