import { accountApi, type LoginResult } from '@console/contracts';
import type { accountEndpoints, BodyOf } from '@console/contracts/schemas';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** The inner login of platform accounts into one enterprise (a plain call, see login.ts). */
export async function innerLogin(body: BodyOf<typeof accountEndpoints.speechSkillAdminLogin>): Promise<LoginResult> {
  return firstRow(await callApi<LoginResult>(accountApi.speechSkillAdminLogin, body));
}
