/**
 * name-addr / addr-spec values of From, To, Contact and Route (RFC 3261 section 20.10) and the
 * SIP URIs inside them, reduced to what the registrar and the dialogs read: the user part, the
 * URI as sent (Request-URI of in-dialog requests), and header parameters such as tag and expires.
 */
interface NameAddr {
  display: string;
  uri: string;
  params: Map<string, string>;
  /** `Contact: *` (remove all bindings). */
  wildcard: boolean;
}

function parseParams(text: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of text.split(';')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf('=');
    if (eq === -1) params.set(trimmed.toLowerCase(), '');
    else
      params.set(
        trimmed.slice(0, eq).trim().toLowerCase(),
        trimmed
          .slice(eq + 1)
          .trim()
          .replace(/^"|"$/g, ''),
      );
  }
  return params;
}

export function parseNameAddr(value: string): NameAddr | undefined {
  const text = value.trim();
  if (text === '*') return { display: '', uri: '*', params: new Map(), wildcard: true };
  const open = text.indexOf('<');
  if (open !== -1) {
    const close = text.indexOf('>', open);
    if (close === -1) return undefined;
    const display = text.slice(0, open).trim().replace(/^"|"$/g, '');
    return {
      display,
      uri: text.slice(open + 1, close).trim(),
      params: parseParams(text.slice(close + 1)),
      wildcard: false,
    };
  }
  // addr-spec form: parameters after the URI belong to the header, not the URI.
  const semi = text.indexOf(';');
  const uri = semi === -1 ? text : text.slice(0, semi);
  if (!/^sips?:/i.test(uri)) return undefined;
  return { display: '', uri, params: parseParams(semi === -1 ? '' : text.slice(semi)), wildcard: false };
}

interface SipUri {
  user: string;
  host: string;
}

export function parseSipUri(uri: string): SipUri | undefined {
  const match = /^sips?:(?:([^@;?]+)@)?([^;?>]+)/i.exec(uri.trim());
  if (!match) return undefined;
  try {
    return { user: decodeURIComponent(match[1] ?? ''), host: match[2].toLowerCase() };
  } catch {
    // A malformed %-escape is a bad URI (400), not a server error.
    return undefined;
  }
}

export function tagOf(value: string | undefined): string | undefined {
  return value === undefined ? undefined : parseNameAddr(value)?.params.get('tag');
}

/** The branch parameter of a Via value. */
export function branchOf(via: string | undefined): string | undefined {
  if (!via) return undefined;
  return /;\s*branch=([^;,\s]+)/i.exec(via)?.[1];
}
