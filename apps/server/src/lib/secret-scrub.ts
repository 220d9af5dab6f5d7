/**
 * Removes passwords and tokens from what a client sends to be stored (softphone logs): the
 * original softphone script logs the plaintext password at login and its token on every entry.
 */
const REMOVED = '[已移除]';
/** Keys whose values are secrets, wherever they sit in an object. */
const SECRET_KEY = /pass(word)?|pwd|token|secret|credential/i;
/** `password=…`, `"token": "…"`, `pwd:…` inside free text. */
const SECRET_IN_TEXT = /((?:pass(?:word)?|pwd|token|secret)["']?\s*[:=]\s*["']?)([^"'\s,&;}]+)/gi;

/** A text without secret-looking assignments and without any of the `known` secrets. */
export function scrubText(text: string, known: readonly string[] = []): string {
  let scrubbed = text.replace(SECRET_IN_TEXT, `$1${REMOVED}`);
  for (const secret of known) if (secret) scrubbed = scrubbed.split(secret).join(REMOVED);
  return scrubbed;
}

/** Any JSON value with secret keys blanked and its texts scrubbed. */
export function scrubValue(value: unknown, known: readonly string[] = []): unknown {
  if (typeof value === 'string') return scrubText(value, known);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REMOVED : scrubValue(item, known)]),
    );
  }
  return value;
}
