import { accountApi, type BodyOf, type LoginResult } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/**
 * The phone login. Like every call of the public pages it is a plain call, no query hook: these
 * pages load without the query library, which would not fit the login page's size budget.
 */
export async function login(body: BodyOf<typeof accountApi.login>): Promise<LoginResult> {
  return firstRow(await callApi(accountApi.login, body));
}
