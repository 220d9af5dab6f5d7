import { type BodyOf, receptionApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useReceptionChange } from './reception-keys.ts';

async function deleteRule(body: BodyOf<typeof receptionApi.deleteRule>): Promise<void> {
  await callApi(receptionApi.deleteRule, body);
}

/** 停止接待: the router's deleteRule {dni, ani}. */
export function useDeleteRule() {
  return useReceptionChange(deleteRule);
}
