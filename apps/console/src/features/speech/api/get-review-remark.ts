import { speechApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** 失败原因 of a rejected script, read when its dialog opens. */
export function useReviewRemark(id: number | undefined) {
  return useQuery({
    queryKey: speechKeys.reviewRemark(id ?? 0),
    queryFn: async ({ signal }) =>
      firstRow(await callApi(speechApi.querySpeechSkillReview, { speechSkillId: id ?? 0 }, { signal })).remark,
    enabled: id !== undefined,
  });
}
