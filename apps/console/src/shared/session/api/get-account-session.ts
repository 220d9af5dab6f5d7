import { accountApi, type SessionUser } from '@console/contracts';
import { callApi, firstRow } from '../../http/api-client.ts';
import { sessionFromAccountInfo } from '../build-session.ts';

/**
 * The session of a token the console did not get from its own login form (an auto-login link, a
 * fresh registration): queryAccountInfo tells who the token belongs to. Expiry is left to the
 * caller, which knows where an invalid token should lead. A plain call, no query hook: the public
 * pages that make it load without the query library.
 */
export async function getAccountSession(token: string, businessId: number | string): Promise<SessionUser> {
  const result = await callApi(accountApi.queryAccountInfo, undefined, {
    token,
    businessId,
    handleSessionExpiry: false,
  });
  return sessionFromAccountInfo(firstRow(result), token);
}
