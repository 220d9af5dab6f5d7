import { type BodyOf, speechApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** The platform operator's 待审核: the enterprise's versions waiting for review, oldest first. */
export function useReviewList(query: BodyOf<typeof speechApi.queryReviewList>, enabled: boolean) {
  return useQuery({
    queryKey: speechKeys.reviews(query),
    queryFn: ({ signal }) => callApi(speechApi.queryReviewList, query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
