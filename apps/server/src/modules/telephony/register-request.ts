import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionContext } from '../account/index.ts';
import { digestResponse, digestResponseOfHa1, type NonceStore, parseDigest } from './digest.ts';
import type { Registrar } from './registrar.ts';
import { parseNameAddr, parseSipUri } from './sip-address.ts';
import type { SipConnection } from './sip-connection.ts';
import { responseTo, type SipRequest } from './sip-message.ts';
import type { AgentExtension } from './telephony.ts';

/**
 * Bindings longer than this are shortened; the SDK asks for 30 s. The session behind a binding is
 * checked again only at the next REGISTER, so a short cap bounds how long an ended session (logout,
 * kicked off) can keep taking calls.
 */
const MAX_EXPIRES_S = 120;
const DEFAULT_EXPIRES_S = MAX_EXPIRES_S;

/**
 * What the registrar asks about the one registering: sessions of the console tokens, and the
 * softphone's agents and kept digests (the softphone module answers; the composition root wires it).
 */
export interface AgentRegistrations {
  /** The session of a console token; throws AppError when it is not live. */
  resolve(token: string): Promise<SessionContext>;
  /** The same for a token known only by its hash. */
  resolveHash(tokenHash: string): Promise<SessionContext>;
  /** The member's agent extension, or undefined when they are no agent. */
  extensionOf(userId: number): Promise<string | undefined>;
  /** The digest HA1s kept for an extension, one per token the SDK logged in with. */
  digestsOf(dn: string): Promise<{ tokenHash: string; ha1: string }[]>;
}

export interface RegisterDeps {
  agents: AgentRegistrations;
  domain: string;
  nonces: NonceStore;
  registrar: Registrar;
  log: FastifyBaseLogger;
}

/**
 * REGISTER (RFC 3261 section 10.3): the address of record is sip:<dn>@<domain>; the digest
 * username is the extension and the password the console session token. The token is never
 * stored in clear on the server, so the digest is checked against the token the WebSocket was
 * opened with (`?token=`): HA1 = md5(dn:realm:token). A WebSocket opened without one (the
 * original softphone script) is checked against the HA1s kept when the SDK logged in with each
 * of the extension's tokens (sipCredentials). Then the token's session must be live and its
 * member's agent extension must be that dn.
 */
export async function handleRegister(
  deps: RegisterDeps,
  connection: SipConnection,
  request: SipRequest,
): Promise<void> {
  const reply = (status: number, reason: string, extra: [string, string | number][] = []) => {
    const response = responseTo(request, status, reason, 'reg');
    for (const [name, value] of extra) response.headers.append(name, value);
    connection.send(response);
  };

  const toUri = parseSipUri(parseNameAddr(request.headers.get('To') ?? '')?.uri ?? '');
  if (!toUri?.user) return reply(400, 'Bad To');
  const dn = toUri.user;

  const credentials = parseDigest(request.headers.get('Authorization'));
  if (!credentials || credentials.realm !== deps.domain) {
    return reply(401, 'Unauthorized', [['WWW-Authenticate', deps.nonces.challenge(deps.domain)]]);
  }
  if (!deps.nonces.isFresh(credentials.nonce)) {
    return reply(401, 'Unauthorized', [['WWW-Authenticate', deps.nonces.challenge(deps.domain, true)]]);
  }
  if (credentials.username !== dn) return reply(403, 'Forbidden');
  const agent = connection.token
    ? await agentOfUrlToken(deps, credentials, connection.token, dn)
    : await agentOfStoredDigest(deps, credentials, dn);
  if (!agent) return reply(403, 'Forbidden');
  // The socket may have closed during the lookup; a binding made now would never be released
  // by the close and would count as registered until it expired.
  if (!connection.isOpen) return;

  const contacts = request.headers.all('Contact').map(parseNameAddr);
  if (contacts.some((c) => c === undefined)) return reply(400, 'Bad Contact');
  const headerExpires = parseExpires(request.headers.get('Expires'));

  if (contacts.some((c) => c?.wildcard)) {
    // Section 10.3 step 6: `*` is only allowed alone and with Expires: 0.
    if (contacts.length !== 1 || headerExpires !== 0) return reply(400, 'Invalid Wildcard');
    deps.registrar.unbind(connection, agent);
  }
  for (const contact of contacts) {
    if (!contact || contact.wildcard) continue;
    const expires = Math.min(
      parseExpires(contact.params.get('expires')) ?? headerExpires ?? DEFAULT_EXPIRES_S,
      MAX_EXPIRES_S,
    );
    if (expires === 0) deps.registrar.unbind(connection, agent, contact.uri);
    else deps.registrar.bind(connection, agent, contact.uri, expires);
  }

  const now = Date.now();
  const current = deps.registrar.of(connection, agent);
  const extra: [string, string | number][] = current.map((b) => [
    'Contact',
    `<${b.contact}>;expires=${Math.max(0, Math.round((b.expiresAt - now) / 1000))}`,
  ]);
  const only = contacts.length === 1 ? contacts[0] : undefined;
  const bindingOfRequest = only && !only.wildcard ? current.find((b) => b.contact === only.uri) : undefined;
  extra.push(['Expires', bindingOfRequest ? Math.round((bindingOfRequest.expiresAt - now) / 1000) : 0]);
  deps.log.debug({ businessId: agent.businessId, dn, bindings: current.length }, 'sip register');
  reply(200, 'OK', extra);
}

function parseExpires(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

type Credentials = NonNullable<ReturnType<typeof parseDigest>>;

/** The session of the WebSocket's token, if the digest was made with it. */
async function agentOfUrlToken(deps: RegisterDeps, credentials: Credentials, token: string, dn: string) {
  if (digestResponse(credentials, 'REGISTER', token) !== credentials.response) return undefined;
  return agentOfSession(deps, () => deps.agents.resolve(token), dn);
}

/** The session whose kept HA1 answers this digest, if it is live and still that dn's. */
async function agentOfStoredDigest(
  deps: RegisterDeps,
  credentials: Credentials,
  dn: string,
): Promise<AgentExtension | undefined> {
  for (const stored of await deps.agents.digestsOf(dn)) {
    if (digestResponseOfHa1(credentials, 'REGISTER', stored.ha1) !== credentials.response) continue;
    return agentOfSession(deps, () => deps.agents.resolveHash(stored.tokenHash), dn);
  }
  return undefined;
}

async function agentOfSession(
  deps: RegisterDeps,
  resolve: () => Promise<SessionContext>,
  dn: string,
): Promise<AgentExtension | undefined> {
  try {
    const session = await resolve();
    if (session.userId === null) return undefined;
    if ((await deps.agents.extensionOf(session.userId)) !== dn) return undefined;
    return { businessId: session.businessId, dn };
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
