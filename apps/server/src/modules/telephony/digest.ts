import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HTTP Digest for SIP REGISTER (RFC 3261 section 22, RFC 2617 with qop=auth, MD5 as JsSIP
 * answers it). Nonces are issued here and accepted for a few minutes, so a re-REGISTER every
 * 30 s can reuse the nonce with a growing nc as clients do; an expired nonce gets a challenge
 * with stale=true, which clients answer without asking the person again.
 */
const NONCE_LIFETIME_MS = 5 * 60_000;

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

interface DigestCredentials {
  username: string;
  realm: string;
  nonce: string;
  uri: string;
  response: string;
  qop?: string;
  nc?: string;
  cnonce?: string;
  algorithm?: string;
}

export function parseDigest(header: string | undefined): DigestCredentials | undefined {
  if (!header || !/^digest\s/i.test(header)) return undefined;
  const fields = new Map<string, string>();
  const pattern = /([a-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/gi;
  for (const match of header.slice(6).matchAll(pattern)) fields.set(match[1].toLowerCase(), match[2] ?? match[3]);
  const required = ['username', 'realm', 'nonce', 'uri', 'response'] as const;
  if (required.some((key) => !fields.get(key))) return undefined;
  return {
    username: fields.get('username') as string,
    realm: fields.get('realm') as string,
    nonce: fields.get('nonce') as string,
    uri: fields.get('uri') as string,
    response: (fields.get('response') as string).toLowerCase(),
    qop: fields.get('qop'),
    nc: fields.get('nc'),
    cnonce: fields.get('cnonce'),
    algorithm: fields.get('algorithm'),
  };
}

/** HA1 of RFC 2617: what a server may keep instead of the password itself. */
export function digestHa1(username: string, realm: string, password: string): string {
  return md5(`${username}:${realm}:${password}`);
}

/** The response a client with this password computes (RFC 2617 section 3.2.2.1). */
export function digestResponse(credentials: Omit<DigestCredentials, 'response'>, method: string, password: string) {
  return digestResponseOfHa1(credentials, method, digestHa1(credentials.username, credentials.realm, password));
}

export function digestResponseOfHa1(credentials: Omit<DigestCredentials, 'response'>, method: string, ha1: string) {
  const ha2 = md5(`${method}:${credentials.uri}`);
  return credentials.qop
    ? md5(`${ha1}:${credentials.nonce}:${credentials.nc}:${credentials.cnonce}:${credentials.qop}:${ha2}`)
    : md5(`${ha1}:${credentials.nonce}:${ha2}`);
}

/** Hex digits of the issue time (ms) at the start of a nonce; twelve last until the year 10889. */
const ISSUED_AT_DIGITS = 12;

/**
 * A nonce is the issue time followed by its HMAC under a per-process key, so checking one needs
 * no memory: a flood of unauthenticated REGISTERs, each of them challenged, cannot grow state.
 */
export class NonceStore {
  private readonly key = randomBytes(32);

  constructor(private readonly now: () => number = Date.now) {}

  issue(): string {
    const issuedAt = this.now().toString(16).padStart(ISSUED_AT_DIGITS, '0');
    return issuedAt + this.sign(issuedAt);
  }

  isFresh(nonce: string): boolean {
    const issuedAt = nonce.slice(0, ISSUED_AT_DIGITS);
    const given = Buffer.from(nonce.slice(ISSUED_AT_DIGITS));
    const expected = Buffer.from(this.sign(issuedAt));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const age = this.now() - Number.parseInt(issuedAt, 16);
    return age >= 0 && age < NONCE_LIFETIME_MS;
  }

  challenge(realm: string, stale = false): string {
    return `Digest realm="${realm}", nonce="${this.issue()}", algorithm=MD5, qop="auth"${stale ? ', stale=true' : ''}`;
  }

  private sign(issuedAt: string): string {
    return createHmac('sha256', this.key).update(issuedAt).digest('hex');
  }
}
