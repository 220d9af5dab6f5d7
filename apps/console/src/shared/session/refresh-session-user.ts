import { getAccountSession } from './api/get-account-session.ts';
import { getSessionUser, useSessionStore } from './session-store.ts';

/**
 * Reads the member's role, privileges and agent again and keeps them in the session when they
 * changed (the master may change them at any time), and the enterprise's name, which becomes the
 * verified one when the platform approves the verification. A failed read changes nothing: an
 * ended session meets the 登录失效 dialog on the page's own calls.
 */
export async function refreshSessionUser(): Promise<void> {
  const user = getSessionUser();
  if (!user) return;
  let fresh: Awaited<ReturnType<typeof getAccountSession>>;
  try {
    fresh = await getAccountSession(user.token, user.business.id);
  } catch {
    return;
  }
  const current = getSessionUser();
  if (current?.token !== user.token) return;
  const changed =
    fresh.master !== current.master ||
    fresh.dn !== current.dn ||
    fresh.dnCode !== current.dnCode ||
    fresh.surname !== current.surname ||
    fresh.privilege.join() !== current.privilege.join() ||
    Boolean(fresh.mustChangePassword) !== Boolean(current.mustChangePassword) ||
    fresh.business.name !== current.business.name;
  if (!changed) return;
  const { master, dn, dnCode, surname, privilege, mustChangePassword } = fresh;
  const business = { ...current.business, name: fresh.business.name };
  useSessionStore
    .getState()
    .signIn({ ...current, master, dn, dnCode, surname, privilege, mustChangePassword, business });
}
