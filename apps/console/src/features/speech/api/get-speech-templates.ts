import { type BodyOf, speechApi } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** 话术模板: a page of the platform's templates. */
export function useSpeechTemplates(query: BodyOf<typeof speechApi.queryTemplateSpeechSkill>) {
  return useQuery({
    queryKey: speechKeys.templates(query),
    queryFn: ({ signal }) => callApi(speechApi.queryTemplateSpeechSkill, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
