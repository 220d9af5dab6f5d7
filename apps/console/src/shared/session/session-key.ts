/** Where the session store keeps the signed-in user in this tab's sessionStorage. */
export const SESSION_STORAGE_KEY = 'console.session';

/**
 * Whether this tab already keeps a signed-in user, read without the store: the page's first
 * script decides with it whether to ask the browser's other tabs for theirs.
 */
export function hasStoredSession(): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      state?: { user?: unknown };
    } | null;
    return Boolean(stored?.state?.user);
  } catch {
    return false;
  }
}
