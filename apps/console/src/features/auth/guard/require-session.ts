import type { SessionUser } from '@console/contracts';
import { type LoaderFunction, type MiddlewareFunction, redirect } from 'react-router';
import { getAccountSession } from '../../../shared/session/api/get-account-session.ts';
import { getSessionUser, useSessionStore } from '../../../shared/session/session-store.ts';
import { initialPasswordPath, loginPath, storeBid } from '../../../shared/session/stored-bid.ts';

/**
 * Auto-login links from the platform's other systems open a protected page with
 * `?token=<token>&bid=<brand>&businessId=<business id>`. The business id is part of the link
 * because the account lookup (queryAccountInfo) is scoped to a business in its path and the
 * token alone does not name one; without it the link falls back to the login page.
 */
const AUTO_LOGIN_PARAMS = ['token', 'bid', 'businessId'] as const;

async function autoLogin(params: URLSearchParams): Promise<SessionUser | null> {
  const token = params.get('token');
  const bid = params.get('bid');
  const businessId = params.get('businessId');
  if (!token || !bid) return null;
  storeBid(bid);
  if (!businessId) return null;
  try {
    return await getAccountSession(token, businessId);
  } catch {
    return null;
  }
}

function withoutAutoLoginParams(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const name of AUTO_LOGIN_PARAMS) params.delete(name);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The navigation guard of protected routes: a session lets the navigation through; an auto-login
 * link signs in and continues to the same page without the credentials in the address bar;
 * anything else goes to the stored brand's login, which returns here after logging in.
 */
export const requireSession: MiddlewareFunction = async ({ request }) => {
  const user = getSessionUser();
  if (user?.mustChangePassword) throw redirect(initialPasswordPath());
  if (user) return;
  const url = new URL(request.url);
  const session = await autoLogin(url.searchParams);
  if (session) {
    useSessionStore.getState().signIn(session);
    throw redirect(withoutAutoLoginParams(url));
  }
  const original = withoutAutoLoginParams(url);
  throw redirect(`${loginPath()}?redirect=${encodeURIComponent(original)}`);
};

/** The set-password page is only for a session that still has the initial password. */
export const requireInitialPasswordSession: LoaderFunction = () => {
  const user = getSessionUser();
  if (!user) throw redirect(loginPath());
  if (!user.mustChangePassword) throw redirect('/report');
  return null;
};
