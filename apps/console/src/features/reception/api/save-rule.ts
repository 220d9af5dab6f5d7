import { type BodyOf, receptionApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useReceptionChange } from './reception-keys.ts';

interface SaveRuleInput {
  rule: BodyOf<typeof receptionApi.saveRule>;
  /** The member's account: the router logs who changed the rule (query traceId). */
  traceId: string;
}

async function saveRule({ rule, traceId }: SaveRuleInput): Promise<void> {
  await callApi(receptionApi.saveRule, rule, { query: { traceId } });
}

/** The router's saveRule (/router/v1/api/config/rule/save?traceId=<account>). */
export function useSaveRule() {
  return useReceptionChange(saveRule);
}
