import { accountApi, type LoginResult } from '@console/contracts';
import type { accountEndpoints, BodyOf } from '@console/contracts/schemas';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** Creates the account and enterprise; answers a login of the new account (a plain call, see login.ts). */
export async function register(body: BodyOf<typeof accountEndpoints.register>): Promise<LoginResult> {
  return firstRow(await callApi<LoginResult>(accountApi.register, body));
}
