import { accountApi } from '@console/contracts';
import { type CallOptions, callApi } from '../../http/api-client.ts';

/**
 * Ends the server session of a token; the session's own token when none is given. A plain call:
 * the registration page, which loads without the query library, ends its new session with it too.
 */
export async function logout(
  token?: string,
  options: Pick<CallOptions, 'handleSessionExpiry' | 'timeoutMs'> = {},
): Promise<void> {
  await callApi(accountApi.logout, undefined, { token, ...options });
}
