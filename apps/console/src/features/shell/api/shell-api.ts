import { agentApi, DEFAULT_FEE_CHECK, feeApi } from '@console/contracts';
import { businessStatusQueryKey } from '../../../shared/enterprise-auth/enterprise-auth-api.ts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** Whether the business lacks communication fees (the fee check with the spec's default body). */
export async function fetchFeeLack(): Promise<boolean> {
  return firstRow(await callApi(feeApi.checkFeeLeft, DEFAULT_FEE_CHECK)).lack === true;
}

/** Whether the member is linked to an agent of an ACD group (an agent row with an acdId). */
export async function hasLinkedAgent(userId: number): Promise<boolean> {
  const { rows } = await callApi(agentApi.queryAgentsAcdsByPage, { userId, pageIndex: 1, pageSize: 10 });
  return rows.some((row) => Boolean(row.acdId));
}

/** Per business, so a new login of another enterprise never shows the previous one's banners. */
export const shellQueryKeys = {
  businessStatus: businessStatusQueryKey,
  feeLack: (businessId: number) => ['shell', 'feeLack', businessId] as const,
};
