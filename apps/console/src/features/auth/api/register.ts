import { accountApi, type BodyOf, type LoginResult } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** Creates the account and enterprise; answers a login of the new account (a plain call, see login.ts). */
export async function register(body: BodyOf<typeof accountApi.register>): Promise<LoginResult> {
  return firstRow(await callApi(accountApi.register, body));
}
