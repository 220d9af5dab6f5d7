/** Ends kept per Uint32Array page: 256 KB each. */
const ENDS_PER_PAGE = 1 << 16;

/**
 * An .xlsx's shared strings (every text cell of a spreadsheet Excel saved) as UTF-8 in pages of
 * bytes with their end offsets: a million rows of names and numbers take tens of MB here, where
 * an array of strings held several hundred. Pages are added as they fill and never copied, so
 * holding N bytes never takes twice N on the way, as a buffer grown by doubling does.
 */
export class SharedStrings {
  private readonly pages: Buffer[] = [];
  private readonly endPages: Uint32Array[] = [];
  private count = 0;
  /** Bytes used of the last page; a full page before the first one is added. */
  private used: number;

  /** One string's bytes must fit in a page; the reader's cell limit keeps them far below 2 MB. */
  constructor(private readonly pageBytes = 1 << 21) {
    this.used = pageBytes;
  }

  push(text: string): void {
    const length = Buffer.byteLength(text);
    if (length > this.pageBytes) throw new Error('shared string longer than a page');
    if (length > 0 && this.used + length > this.pageBytes) {
      // Not zero-filled: only the bytes written are ever read, and unwritten pages cost no memory.
      this.pages.push(Buffer.allocUnsafe(this.pageBytes));
      this.used = 0;
    }
    if (length > 0) this.used += this.pages[this.pages.length - 1].write(text, this.used);
    const end = (this.pages.length - 1) * this.pageBytes + this.used;
    if (end > 0xffff_ffff) throw new Error('shared strings over 4 GB');
    if (this.count % ENDS_PER_PAGE === 0) this.endPages.push(new Uint32Array(ENDS_PER_PAGE));
    this.endPages[this.endPages.length - 1][this.count % ENDS_PER_PAGE] = end;
    this.count++;
  }

  /** '' for an index the file does not have (or none: NaN). */
  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return '';
    const end = this.endAt(index);
    const previous = index === 0 ? 0 : this.endAt(index - 1);
    if (end === previous) return '';
    // A string lies within one page: where the one before ended, or at its page's start.
    const page = Math.floor((end - 1) / this.pageBytes);
    const pageStart = page * this.pageBytes;
    return this.pages[page].toString('utf8', Math.max(previous, pageStart) - pageStart, end - pageStart);
  }

  private endAt(index: number): number {
    return this.endPages[Math.floor(index / ENDS_PER_PAGE)][index % ENDS_PER_PAGE];
  }
}
