import { accountApi, type BodyOf } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';

/** Sets a new password with an SMS code (a plain call, see login.ts). */
export async function resetPassword(body: BodyOf<typeof accountApi.resetPassword>): Promise<void> {
  await callApi(accountApi.resetPassword, body);
}
