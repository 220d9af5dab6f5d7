/**
 * A random id for this browser tab, sent with login and registration so the server can pair a
 * captcha image with the request that answers it. sessionStorage keeps it across reloads of the
 * tab but not across tabs, so two tabs never consume each other's captcha.
 */
const STORAGE_KEY = 'console.clientId';
let fallbackId: string | undefined;

function randomId(): string {
  // getRandomValues works on plain-http origins too, unlike crypto.randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function getClientId(): string {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const id = randomId();
    sessionStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    fallbackId ??= randomId();
    return fallbackId;
  }
}
