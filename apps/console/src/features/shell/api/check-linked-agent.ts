import { agentApi } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';

/** Whether the member is linked to an agent of an ACD group (an agent row with an acdId). */
async function hasLinkedAgent(userId: number): Promise<boolean> {
  const { rows } = await callApi(agentApi.queryAgentsAcdsByPage, { userId, pageIndex: 1, pageSize: 10 });
  return rows.some((row) => Boolean(row.acdId));
}

/**
 * The check 坐席工作台 makes on every click: the link can change at any time, so the answer is
 * never cached; a mutation gives the button its pending state.
 */
export function useLinkedAgentCheck() {
  return useMutation({ mutationFn: hasLinkedAgent });
}
