/** What the scanner reports; element names come without their namespace prefix. */
export interface XmlHandler {
  /** While true, the text between tags goes to text() (raw: entities not yet decoded). */
  collecting: boolean;
  /** `tag` is the whole start tag between < and > (name and attributes), for attributeOf. */
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  text(raw: string): void;
}

/** An unfinished tag this long is no spreadsheet's. */
const PENDING_MAX_CHARS = 1 << 20;

/**
 * A small SAX-style scanner for the XML parts of a spreadsheet, fed text a piece at a time: it
 * reports start and end tags and, only while the handler collects, the text between them. It
 * keeps nothing but an unfinished tag between pieces. Comments, processing instructions and the
 * declaration are skipped; CDATA is handed on as text (escaped, so decodeXmlText gives it back).
 * It does not check that the document is well formed: what it cannot read as tags is text.
 */
export class XmlScanner {
  private pending = '';

  constructor(private readonly handler: XmlHandler) {}

  push(piece: string): void {
    const text = this.pending === '' ? piece : this.pending + piece;
    const handler = this.handler;
    const length = text.length;
    let at = 0;
    while (at < length) {
      const open = text.indexOf('<', at);
      if (open === -1) {
        if (handler.collecting) handler.text(text.slice(at));
        at = length;
        break;
      }
      if (open > at && handler.collecting) handler.text(text.slice(at, open));
      at = open;
      const kind = text.charCodeAt(open + 1);
      if (kind === 0x21 /* ! */) {
        const skipped = this.special(text, open);
        if (skipped === -1) break;
        at = skipped;
        continue;
      }
      const close = text.indexOf('>', open + 1);
      if (close === -1) break;
      if (kind === 0x2f /* / */) {
        handler.close(nameOf(text.slice(open + 2, close).trim()));
      } else if (kind !== 0x3f /* ? */) {
        const selfClosing = text.charCodeAt(close - 1) === 0x2f;
        const tag = text.slice(open + 1, selfClosing ? close - 1 : close);
        handler.open(nameOf(tag), tag, selfClosing);
      }
      at = close + 1;
    }
    this.pending = at < length ? text.slice(at) : '';
    if (this.pending.length > PENDING_MAX_CHARS) throw new Error('xml: a tag does not end');
  }

  /** The document ended: an unfinished tag means it was cut short. */
  end(): void {
    if (this.pending.trim() !== '') throw new Error('xml: the document ends inside a tag');
  }

  /** Skips a comment or declaration, or hands on CDATA; answers where to go on, -1 to wait for more. */
  private special(text: string, open: number): number {
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      if (end === -1) return -1;
      if (this.handler.collecting) this.handler.text(text.slice(open + 9, end).replaceAll('&', '&amp;'));
      return end + 3;
    }
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      return end === -1 ? -1 : end + 3;
    }
    // <!DOCTYPE ...> or a marker not complete yet.
    if (open + 9 > text.length) return -1;
    const end = text.indexOf('>', open);
    return end === -1 ? -1 : end + 1;
  }
}

/** The element's local name: up to the first blank, after any namespace prefix. */
function nameOf(tag: string): string {
  let end = 0;
  while (end < tag.length) {
    const code = tag.charCodeAt(end);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) break;
    end++;
  }
  const colon = tag.lastIndexOf(':', end);
  return tag.slice(colon + 1, end);
}

/** The value of attribute `name` (exact, prefix included) of a start tag, undecoded; undefined when absent. */
export function attributeOf(tag: string, name: string): string | undefined {
  let from = 0;
  for (;;) {
    const at = tag.indexOf(`${name}=`, from);
    if (at === -1) return undefined;
    const before = tag.charCodeAt(at - 1);
    from = at + name.length + 1;
    if (before !== 0x20 && before !== 0x09 && before !== 0x0a && before !== 0x0d) continue;
    const quote = tag[from];
    if (quote !== '"' && quote !== "'") continue;
    const end = tag.indexOf(quote, from + 1);
    return end === -1 ? undefined : tag.slice(from + 1, end);
  }
}

/** Every attribute of a start tag by its name (prefix included), decoded. */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(match[1], decodeXmlText(match[2] ?? match[3] ?? ''));
  }
  return attributes;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Text as the spreadsheet means it: XML entities and character references, then the _xHHHH_
 * escapes Office writes for characters XML cannot hold (_x000D_ for a carriage return).
 */
export function decodeXmlText(raw: string): string {
  let text = raw;
  if (text.includes('&')) {
    text = text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name] ?? whole;
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
  }
  if (text.includes('_x')) {
    text = text.replace(/_x([0-9A-F]{4})_/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return text;
}
