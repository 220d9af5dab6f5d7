import { type IntentionTagRow, reportApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** The grades a task can push (意向客户推送): the first two general labels (talkScriptFlag 0), e.g. A and B. */
const PUSHABLE_LABELS = 2;

/** The enterprise's intention tags, read once for every view of them below. */
function useIntentionTags<T>(businessId: number, select: (rows: IntentionTagRow[]) => T) {
  return useQuery({
    queryKey: taskKeys.intentionLabels(businessId),
    queryFn: async ({ signal }) => (await callApi(reportApi.queryLabelOptionList, undefined, { signal })).rows,
    select,
    enabled: businessId > 0,
  });
}

const pushable = (rows: IntentionTagRow[]) =>
  rows
    .filter((row) => row.talkScriptFlag === 0)
    .slice(0, PUSHABLE_LABELS)
    .map((row) => row.name);

const names = (rows: IntentionTagRow[]) => rows.map((row) => row.name);

export function useIntentionLabels(businessId: number) {
  return useIntentionTags(businessId, pushable);
}

/** Every grade's name (意向程度 filter of the task records). */
export function useIntentionNames(businessId: number) {
  return useIntentionTags(businessId, names);
}
