import { accountApi } from '@console/contracts';
import type { accountEndpoints, BodyOf } from '@console/contracts/schemas';
import { callApi } from '../../../shared/http/api-client.ts';

/** Sets a new password with an SMS code (a plain call, see login.ts). */
export async function resetPassword(body: BodyOf<typeof accountEndpoints.resetPassword>): Promise<void> {
  await callApi(accountApi.resetPassword, body);
}
