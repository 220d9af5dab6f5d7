/**
 * SIP messages as text (RFC 3261 section 7), enough for a registrar and a user agent over
 * WebSocket (RFC 7118): one message per frame, so there is no stream framing; Content-Length,
 * when present, cuts the body. Header folding is not supported (no WebSocket client folds).
 */
class SipParseError extends Error {}

/** RFC 3261 section 7.3.3 compact header names. */
const COMPACT: Record<string, string> = {
  i: 'call-id',
  f: 'from',
  t: 'to',
  v: 'via',
  m: 'contact',
  l: 'content-length',
  c: 'content-type',
  k: 'supported',
  x: 'session-expires',
};

/** Headers whose values may be comma-separated lists of entries (section 7.3.1). */
const LIST_HEADERS = new Set(['via', 'route', 'record-route', 'contact', 'allow', 'supported', 'require']);

const SPELLING: Record<string, string> = {
  'call-id': 'Call-ID',
  cseq: 'CSeq',
  'www-authenticate': 'WWW-Authenticate',
  'x-call-origin': 'X-Call-Origin',
  'x-user-data': 'X-User-Data',
  'x-agent-uuid': 'X-Agent-UUID',
  'x-customer-uuid': 'X-Customer-UUID',
  'x-ani': 'X-Ani',
  'x-dni': 'X-Dni',
  'x-kxjl-call-origin': 'X-Kxjl-Call-Origin',
  'x-kxjl-agent-uuid': 'X-Kxjl-Agent-Uuid',
  'x-kxjl-customer-uuid': 'X-Kxjl-Customer-Uuid',
  'x-kxjl-call-relation-id': 'X-Kxjl-Call-Relation-Id',
  'x-kxjl-app-id': 'X-Kxjl-App-Id',
  'x-kxjl-line': 'X-Kxjl-Line',
};

function canonicalName(name: string): string {
  const lower = name.trim().toLowerCase();
  // Own keys only: a header named `constructor` must not pick up Object.prototype's.
  const long = Object.hasOwn(COMPACT, lower) ? COMPACT[lower] : lower;
  return (
    (Object.hasOwn(SPELLING, long) ? SPELLING[long] : undefined) ??
    long.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase())
  );
}

/** Splits on commas that are outside quotes and angle brackets. */
function splitList(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const ch = value[i];
    if (ch === '"' && value[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && ch === '<') depth++;
    else if (!quoted && ch === '>') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && ch === ',') {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** Ordered headers; names are kept in their long canonical spelling. */
export class SipHeaders {
  private readonly entries: [string, string][] = [];

  constructor(entries: [string, string][] = []) {
    for (const [name, value] of entries) this.append(name, value);
  }

  append(name: string, value: string | number): this {
    this.entries.push([canonicalName(name), String(value)]);
    return this;
  }

  set(name: string, value: string | number): this {
    this.delete(name);
    return this.append(name, value);
  }

  delete(name: string): this {
    const key = canonicalName(name);
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i][0] === key) this.entries.splice(i, 1);
    return this;
  }

  get(name: string): string | undefined {
    const key = canonicalName(name);
    return this.entries.find(([n]) => n === key)?.[1];
  }

  /** Every value of the header, list headers split into their entries, in message order. */
  all(name: string): string[] {
    const key = canonicalName(name);
    const values = this.entries.filter(([n]) => n === key).map(([, v]) => v);
    return LIST_HEADERS.has(key.toLowerCase()) ? values.flatMap(splitList) : values;
  }

  list(): readonly [string, string][] {
    return this.entries;
  }
}

export interface SipRequest {
  kind: 'request';
  method: string;
  uri: string;
  headers: SipHeaders;
  body: string;
}

export interface SipResponse {
  kind: 'response';
  status: number;
  reason: string;
  headers: SipHeaders;
  body: string;
}

export type SipMessage = SipRequest | SipResponse;

const REQUEST_LINE = /^([A-Za-z]+) (\S+) SIP\/2\.0$/;
const STATUS_LINE = /^SIP\/2\.0 (\d{3}) ?(.*)$/;
const MANDATORY = ['Via', 'From', 'To', 'Call-ID', 'CSeq'];

export function parseSipMessage(text: string): SipMessage {
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const rest = split === -1 ? '' : text.slice(split + 4);
  const lines = head.split('\r\n');
  const first = lines.shift() ?? '';
  const headers = new SipHeaders();
  for (const line of lines) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new SipParseError(`malformed header line: ${line.slice(0, 40)}`);
    headers.append(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  for (const name of MANDATORY) if (headers.get(name) === undefined) throw new SipParseError(`missing ${name}`);
  const cseq = parseCSeq(headers.get('CSeq') ?? '');
  if (!cseq) throw new SipParseError('malformed CSeq');

  const body = cutBody(rest, headers.get('Content-Length'));
  const request = REQUEST_LINE.exec(first);
  if (request) return { kind: 'request', method: request[1].toUpperCase(), uri: request[2], headers, body };
  const status = STATUS_LINE.exec(first);
  if (status) return { kind: 'response', status: Number(status[1]), reason: status[2], headers, body };
  throw new SipParseError('malformed start line');
}

function cutBody(rest: string, contentLength: string | undefined): string {
  if (contentLength === undefined) return rest;
  const length = Number(contentLength);
  if (!Number.isInteger(length) || length < 0) throw new SipParseError('malformed Content-Length');
  const bytes = Buffer.from(rest, 'utf8');
  if (bytes.length < length) throw new SipParseError('body shorter than Content-Length');
  return bytes.subarray(0, length).toString('utf8');
}

export function parseCSeq(value: string): { seq: number; method: string } | undefined {
  const match = /^(\d+)\s+([A-Za-z]+)$/.exec(value.trim());
  return match ? { seq: Number(match[1]), method: match[2].toUpperCase() } : undefined;
}

export function serializeSipMessage(message: SipMessage): string {
  const first =
    message.kind === 'request'
      ? `${message.method} ${message.uri} SIP/2.0`
      : `SIP/2.0 ${message.status} ${message.reason}`;
  const lines = [first];
  for (const [name, value] of message.headers.list()) if (name !== 'Content-Length') lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(message.body, 'utf8')}`);
  return `${lines.join('\r\n')}\r\n\r\n${message.body}`;
}

/**
 * A response to a request (section 8.2.6): Via, From, Call-ID and CSeq copied, To copied with a
 * tag added when the response creates or belongs to a dialog and the request had none.
 */
export function responseTo(request: SipRequest, status: number, reason: string, toTag?: string): SipResponse {
  const headers = new SipHeaders();
  for (const via of request.headers.all('Via')) headers.append('Via', via);
  headers.append('From', request.headers.get('From') ?? '');
  const to = request.headers.get('To') ?? '';
  headers.append('To', toTag && !/;\s*tag=/i.test(to) ? `${to};tag=${toTag}` : to);
  headers.append('Call-ID', request.headers.get('Call-ID') ?? '');
  headers.append('CSeq', request.headers.get('CSeq') ?? '');
  return { kind: 'response', status, reason, headers, body: '' };
}
