import { accountApi, type BodyOf, type LoginResult } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** The inner login of platform accounts into one enterprise (a plain call, see login.ts). */
export async function innerLogin(body: BodyOf<typeof accountApi.speechSkillAdminLogin>): Promise<LoginResult> {
  return firstRow(await callApi(accountApi.speechSkillAdminLogin, body));
}
