import { DOMParser, type Element } from '@xmldom/xmldom';

/** Namespaces of RFC 6120 / RFC 7395 the endpoint speaks. */
export const NS = {
  framing: 'urn:ietf:params:xml:ns:xmpp-framing',
  stream: 'http://etherx.jabber.org/streams',
  streams: 'urn:ietf:params:xml:ns:xmpp-streams',
  sasl: 'urn:ietf:params:xml:ns:xmpp-sasl',
  bind: 'urn:ietf:params:xml:ns:xmpp-bind',
  session: 'urn:ietf:params:xml:ns:xmpp-session',
  stanzas: 'urn:ietf:params:xml:ns:xmpp-stanzas',
  client: 'jabber:client',
  ping: 'urn:xmpp:ping',
  roster: 'jabber:iq:roster',
} as const;

export type { Element };

export class XmlFrameError extends Error {
  constructor(readonly condition: 'not-well-formed' | 'restricted-xml') {
    super(condition);
  }
}

/**
 * One WebSocket frame is one complete element (RFC 7395 section 3.3.3). XMPP forbids DTDs,
 * comments, processing instructions and XML declarations (RFC 6120 section 11.1), so a frame
 * carrying any of them is refused before parsing: no entity is ever expanded.
 */
export function parseFrame(text: string): Element {
  if (text.includes('<!') || text.includes('<?')) throw new XmlFrameError('restricted-xml');
  const onError = (level: string) => {
    if (level !== 'warning') throw new XmlFrameError('not-well-formed');
  };
  let root: Element | null;
  try {
    root = new DOMParser({ onError }).parseFromString(text, 'text/xml').documentElement;
  } catch {
    throw new XmlFrameError('not-well-formed');
  }
  if (!root) throw new XmlFrameError('not-well-formed');
  return root;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `name="value"` pairs for the attributes that are set. */
export function attrs(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

/** The first child element, optionally with the given local name and namespace. */
export function childElement(parent: Element, localName?: string, namespace?: string): Element | undefined {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (localName !== undefined && element.localName !== localName) continue;
    if (namespace !== undefined && element.namespaceURI !== namespace) continue;
    return element;
  }
  return undefined;
}

export function childElements(parent: Element): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) out.push(node as Element);
  }
  return out;
}
