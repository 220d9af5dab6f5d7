import { cellText } from './cell-text.ts';
import { NumberFileError } from './number-file-error.ts';
import { SharedStrings } from './shared-strings.ts';
import { attributeOf, attributesOf, decodeXmlText, type XmlHandler, XmlScanner } from './xml-scanner.ts';
import { type ZipEntry, ZipFile } from './zip-file.ts';

/** Relationships and the workbook part: a few KB in any real file. */
const SMALL_PART_MAX_BYTES = 8 << 20;
/**
 * The shared strings' XML. A million rows of a phone number and a few short texts make some
 * tens of MB; a file beyond this could not be held within the import's memory anyway.
 */
const SHARED_STRINGS_MAX_BYTES = 512 << 20;
/** The sheet's XML is streamed, so this bounds only the time a file that inflates without end takes. */
const SHEET_MAX_BYTES = 4 * 1024 ** 3;
/** Excel holds at most 32,767 characters in a cell and 16,384 columns in a row. */
const CELL_MAX_CHARS = 32_767;
const MAX_COLUMNS = 16_384;

const RELATIONSHIP = {
  officeDocument: '/officeDocument',
  worksheet: '/worksheet',
  sharedStrings: '/sharedStrings',
};

/**
 * The first worksheet of an .xlsx, a row at a time, as text cells: numbers in full (13800138000,
 * never 1.38E+10), shared, inline and rich text joined, a formula's cached result, '' for errors.
 * The zip is read through its directory (zip-file.ts), so the shared strings are read first
 * wherever they lie in the file and kept compactly (SharedStrings), then the sheet's XML is
 * inflated and scanned a piece at a time: memory holds the shared strings and one piece's rows,
 * whatever the sheet's size. A file that is no readable workbook is refused (文件格式不正确).
 */
export async function* readXlsxRows(path: string): AsyncGenerator<string[]> {
  let zip: ZipFile;
  try {
    zip = await ZipFile.open(path);
  } catch (error) {
    throw new NumberFileError('format', '', { cause: error });
  }
  try {
    const parts = await workbookParts(zip);
    const strings = new SharedStrings();
    if (parts.sharedStrings) await readSharedStrings(zip, parts.sharedStrings, strings);
    const rows: string[][] = [];
    const scanner = new XmlScanner(new SheetRows(strings, rows));
    for await (const text of xmlText(zip, parts.sheet, SHEET_MAX_BYTES)) {
      scanner.push(text);
      yield* rows;
      rows.length = 0;
    }
    scanner.end();
    yield* rows;
  } catch (error) {
    throw error instanceof NumberFileError ? error : new NumberFileError('format', '', { cause: error });
  } finally {
    await zip.close();
  }
}

/** The workbook's first sheet (in tab order) and its shared strings, found through the relationships. */
async function workbookParts(zip: ZipFile): Promise<{ sheet: ZipEntry; sharedStrings?: ZipEntry }> {
  const workbookName = (await relationships(zip, ''))
    .filter((rel) => rel.type.endsWith(RELATIONSHIP.officeDocument))
    .map((rel) => rel.target)[0];
  const workbook = zip.entry(workbookName ?? 'xl/workbook.xml');
  if (!workbook) throw new Error('xlsx: no workbook');
  const sheetRels: string[] = [];
  scanSmall(await zip.text(workbook, SMALL_PART_MAX_BYTES), (name, tag) => {
    if (name !== 'sheet') return;
    for (const [attribute, value] of attributesOf(tag)) if (attribute.endsWith(':id')) sheetRels.push(value);
  });
  const rels = await relationships(zip, workbook.name);
  const worksheets = new Map(
    rels.filter((rel) => rel.type.endsWith(RELATIONSHIP.worksheet)).map((rel) => [rel.id, rel.target]),
  );
  // Chart sheets hold no rows: the first sheet with cells is the first worksheet.
  const sheetName = sheetRels.map((id) => worksheets.get(id)).find((name) => name !== undefined);
  const sheet = sheetName === undefined ? undefined : zip.entry(sheetName);
  if (!sheet) throw new Error('xlsx: no worksheet');
  const stringsName = rels.find((rel) => rel.type.endsWith(RELATIONSHIP.sharedStrings))?.target;
  return { sheet, sharedStrings: stringsName === undefined ? undefined : zip.entry(stringsName) };
}

interface Relationship {
  id: string;
  type: string;
  /** The target part's name in the zip. */
  target: string;
}

/** The relationships of a part ('' for the package's own), their targets resolved to part names. */
async function relationships(zip: ZipFile, part: string): Promise<Relationship[]> {
  const slash = part.lastIndexOf('/');
  const folder = part.slice(0, slash + 1);
  const entry = zip.entry(`${folder}_rels/${part.slice(slash + 1)}.rels`);
  if (!entry) return [];
  const found: Relationship[] = [];
  scanSmall(await zip.text(entry, SMALL_PART_MAX_BYTES), (name, tag) => {
    if (name !== 'Relationship') return;
    const attributes = attributesOf(tag);
    if (attributes.get('TargetMode') === 'External') return;
    found.push({
      id: attributes.get('Id') ?? '',
      type: attributes.get('Type') ?? '',
      target: partName(folder, attributes.get('Target') ?? ''),
    });
  });
  return found;
}

/** A relationship's target, relative to the source part's folder or absolute in the package. */
function partName(folder: string, target: string): string {
  const segments = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** Calls `onOpen` for every start tag of a small part. */
function scanSmall(xml: string, onOpen: (name: string, tag: string) => void): void {
  const scanner = new XmlScanner({ collecting: false, open: onOpen, close: () => {}, text: () => {} });
  scanner.push(xml);
  scanner.end();
}

/** An entry's XML as text pieces, refused beyond `maxBytes` inflated. */
async function* xmlText(zip: ZipFile, entry: ZipEntry, maxBytes: number): AsyncGenerator<string> {
  if (entry.size > maxBytes) throw new Error(`xlsx: ${entry.name} is over ${maxBytes} bytes`);
  const decoder = new TextDecoder();
  for await (const bytes of zip.bytes(entry)) yield decoder.decode(bytes, { stream: true });
  yield decoder.decode();
}

async function readSharedStrings(zip: ZipFile, entry: ZipEntry, strings: SharedStrings): Promise<void> {
  const scanner = new XmlScanner(new SharedStringItems(strings));
  for await (const text of xmlText(zip, entry, SHARED_STRINGS_MAX_BYTES)) scanner.push(text);
  scanner.end();
}

/** Text runs (<t>) of an item, phonetic guides (<rPh>) left out as Excel shows them. */
abstract class TextRuns implements XmlHandler {
  collecting = false;
  protected raw = '';
  private phonetic = 0;

  abstract open(name: string, tag: string, selfClosing: boolean): void;
  abstract close(name: string): void;

  /** Starts or ends collecting for the run elements; answers whether the element was one. */
  protected runTag(name: string, selfClosing: boolean, opening: boolean): boolean {
    if (name === 'rPh') {
      if (!selfClosing) this.phonetic += opening ? 1 : -1;
      return true;
    }
    if (name !== 't') return false;
    this.collecting = opening && !selfClosing && this.phonetic === 0;
    return true;
  }

  text(raw: string): void {
    this.raw += raw;
    // Entities take up to ten characters for one.
    if (this.raw.length > CELL_MAX_CHARS * 10) throw new Error('xlsx: a text is over the cell limit');
  }
}

/** sharedStrings.xml: each <si> item's text, in order. */
class SharedStringItems extends TextRuns {
  private inItem = false;

  constructor(private readonly strings: SharedStrings) {
    super();
  }

  open(name: string, _tag: string, selfClosing: boolean): void {
    if (name === 'si') {
      if (selfClosing) this.strings.push('');
      this.inItem = !selfClosing;
      this.raw = '';
    } else if (this.inItem) {
      this.runTag(name, selfClosing, true);
    }
  }

  close(name: string): void {
    if (name === 'si' && this.inItem) {
      this.strings.push(decodeXmlText(this.raw));
      this.inItem = false;
    } else if (this.inItem) {
      this.runTag(name, false, false);
    }
  }
}

/** A worksheet's <row>s as text cells, each pushed to `rows` when it ends; blank rows are not. */
class SheetRows extends TextRuns {
  private cells: string[] | undefined;
  /** Where the cell in progress goes; the next one goes after it unless its r says otherwise. */
  private column = 0;
  private type = '';
  private inCell = false;
  private inInline = false;

  constructor(
    private readonly strings: SharedStrings,
    private readonly rows: string[][],
  ) {
    super();
  }

  open(name: string, tag: string, selfClosing: boolean): void {
    if (name === 'row') {
      this.cells = selfClosing ? undefined : [];
      this.column = 0;
    } else if (name === 'c') {
      if (!this.cells) return;
      const column = columnOf(attributeOf(tag, 'r') ?? '');
      if (column >= 0) this.column = column;
      this.type = attributeOf(tag, 't') ?? 'n';
      this.raw = '';
      this.inCell = !selfClosing;
      if (selfClosing) this.endCell();
    } else if (!this.inCell) {
      return;
    } else if (name === 'v') {
      this.collecting = !selfClosing;
    } else if (name === 'is') {
      this.inInline = !selfClosing;
    } else if (this.inInline) {
      this.runTag(name, selfClosing, true);
    }
  }

  close(name: string): void {
    if (name === 'row') {
      const cells = this.cells;
      this.cells = undefined;
      if (!cells || cells.length === 0) return;
      // Cells the file leaves out read as empty.
      for (let i = 0; i < cells.length; i++) cells[i] ??= '';
      this.rows.push(cells);
    } else if (!this.inCell) {
      return;
    } else if (name === 'c') {
      this.endCell();
    } else if (name === 'v') {
      this.collecting = false;
    } else if (name === 'is') {
      this.inInline = false;
    } else if (this.inInline) {
      this.runTag(name, false, false);
    }
  }

  private endCell(): void {
    this.inCell = false;
    this.inInline = false;
    this.collecting = false;
    if (this.column >= MAX_COLUMNS) throw new Error('xlsx: a cell beyond the last column');
    (this.cells as string[])[this.column++] = this.value();
  }

  /** The cell's text by its type (t): shared string, inline or formula text, boolean, error, date or number. */
  private value(): string {
    const raw = this.raw;
    switch (this.type) {
      case 's':
        return this.strings.get(Number.parseInt(raw, 10));
      case 'str':
      case 'inlineStr':
        return decodeXmlText(raw);
      case 'b':
        return raw.trim() === '' ? '' : cellText(Number.parseInt(raw, 10) !== 0);
      case 'e':
        return '';
      case 'd':
        return decodeXmlText(raw).trim();
      default: {
        if (raw.trim() === '') return '';
        const number = Number.parseFloat(raw);
        return Number.isNaN(number) ? decodeXmlText(raw) : cellText(number);
      }
    }
  }
}

/** The column (from 0) of a cell reference such as "AB12". */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    column = column * 26 + (code - 0x60);
    if (column > MAX_COLUMNS) break;
  }
  return column - 1;
}
