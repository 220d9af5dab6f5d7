import { type LoaderFunction, redirect } from 'react-router';
import { safeRedirect } from '../../../shared/navigation.ts';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { landingPathAfterLogin } from '../landing.ts';

/**
 * The login pages' loader: a signed-in user who opens a login page belongs in the console, on the
 * page the link names (redirect) or else the first page they may open. A session whose token has
 * expired meets the 登录失效 dialog there, which clears it and returns to the login.
 */
export const redirectSignedIn: LoaderFunction = async ({ request }) => {
  if (!getSessionUser()) return null;
  const target = new URL(request.url).searchParams.get('redirect');
  throw redirect(target ? safeRedirect(target) : await landingPathAfterLogin());
};
