import { accountApi, type LoginResult } from '@console/contracts';
// Type-only: the schemas (and zod) stay out of the console bundle.
import type { accountEndpoints, BodyOf } from '@console/contracts/schemas';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/**
 * The phone login. Like every call of the public pages it is a plain call, no query hook: these
 * pages load without the query library, which would not fit the login page's size budget.
 */
export async function login(body: BodyOf<typeof accountEndpoints.login>): Promise<LoginResult> {
  return firstRow(await callApi<LoginResult>(accountApi.login, body));
}
