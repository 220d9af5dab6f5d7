import { type SpeechSkillRow, speechApi } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';

/** Scripts offered by the filter: the first page of 100 (spec section 9), status 4. */
const SPEECH_SKILL_QUERY = { name: '', status: 4, pageIndex: 1, pageSize: 100 } as const;

async function getSpeechSkills(signal?: AbortSignal): Promise<SpeechSkillRow[]> {
  return (await callApi(speechApi.querySpeechSkill, SPEECH_SKILL_QUERY, { signal })).rows;
}

const speechSkillsQueryOptions = (businessId: number) =>
  queryOptions({ queryKey: ['report', 'speechSkills', businessId], queryFn: ({ signal }) => getSpeechSkills(signal) });

export function useSpeechSkills(businessId: number) {
  return useQuery(speechSkillsQueryOptions(businessId));
}
