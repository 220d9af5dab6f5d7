import { reportApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** The grades a task can push (意向客户推送): the first two general labels (talkScriptFlag 0), e.g. A and B. */
const PUSHABLE_LABELS = 2;

export function useIntentionLabels(businessId: number) {
  return useQuery({
    queryKey: taskKeys.intentionLabels(businessId),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(reportApi.queryLabelOptionList, undefined, { signal });
      return rows
        .filter((row) => row.talkScriptFlag === 0)
        .slice(0, PUSHABLE_LABELS)
        .map((row) => row.name);
    },
    enabled: businessId > 0,
  });
}
