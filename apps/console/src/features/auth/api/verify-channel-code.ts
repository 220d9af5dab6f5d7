import { accountApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';

/** Rejects when the registration link's channel code is not valid (a plain call, see login.ts). */
export async function verifyChannelCode(code: string): Promise<void> {
  await callApi(accountApi.verChannelCode, { code });
}
