/**
 * Lets code outside React (the http client's session-expiry dialog) navigate through the router,
 * which the app registers once it exists. A full page load is the fallback before that.
 */
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

/**
 * A redirect target taken from the query string, accepted only as an in-app path: '//host' or an
 * absolute URL would let a crafted link send the user to another site after logging in.
 */
export function safeRedirect(target: string | null, fallback = '/report'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
