import { accountApi, type SessionUser } from '@console/contracts';
import { type CallOptions, callApi, firstRow } from '../http/api-client.ts';
import { sessionFromAccountInfo } from './build-session.ts';

/**
 * The session of a token the console did not get from its own login form (an auto-login link, a
 * fresh registration): queryAccountInfo tells who the token belongs to. Expiry is left to the
 * caller, which knows where an invalid token should lead.
 */
export async function loadAccountSession(token: string, businessId: number | string): Promise<SessionUser> {
  const result = await callApi(accountApi.queryAccountInfo, undefined, {
    token,
    businessId,
    handleSessionExpiry: false,
  });
  return sessionFromAccountInfo(firstRow(result), token);
}

/** Ends the server session of a token; the session's own token when none is given. */
export async function logout(
  token?: string,
  options: Pick<CallOptions, 'handleSessionExpiry' | 'timeoutMs'> = {},
): Promise<void> {
  await callApi(accountApi.logout, undefined, { token, ...options });
}
