/**
 * An .xlsx's shared strings (every text cell of a spreadsheet Excel saved) as UTF-8 in one
 * growing buffer with their offsets: a million rows of names and numbers take tens of MB here,
 * where an array of strings held several hundred.
 */
export class SharedStrings {
  private bytes: Buffer = Buffer.alloc(1 << 20);
  private ends = new Uint32Array(1 << 14);
  private count = 0;
  private used = 0;

  push(text: string): void {
    const length = Buffer.byteLength(text);
    while (this.used + length > this.bytes.length) this.bytes = grown(this.bytes, this.bytes.length * 2);
    if (this.count === this.ends.length) {
      const ends = new Uint32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    this.used += this.bytes.write(text, this.used);
    this.ends[this.count++] = this.used;
  }

  get(index: number): string {
    if (index < 0 || index >= this.count) return '';
    return this.bytes.toString('utf8', index === 0 ? 0 : this.ends[index - 1], this.ends[index]);
  }
}

function grown(bytes: Buffer, size: number): Buffer {
  const next = Buffer.alloc(size);
  bytes.copy(next);
  return next;
}
