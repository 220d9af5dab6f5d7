import { type BodyOf, speechApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

type ScriptQuery = BodyOf<typeof speechApi.querySpeechSkill>;

/** 我的话术: a page of the enterprise's scripts; the list is read again whenever the page opens. */
export function useSpeechSkills(query: ScriptQuery) {
  return useQuery({
    queryKey: speechKeys.scripts(query),
    queryFn: ({ signal }) => callApi(speechApi.querySpeechSkill, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
