/**
 * The numbers already met in one file, for its duplicates: an open-addressing hash set of
 * normalised numbers kept as doubles in one Float64Array. A million numbers take 16-32 MB and no
 * objects, where a Set of strings or of numbers above 2^31 holds one heap object per entry.
 */
export class SeenNumbers {
  private slots = new Float64Array(1 << 16);
  private size = 0;

  /** Adds the number; answers false when it was there already. */
  add(digits: string): boolean {
    // Digits and length together: 0 prefixes stay apart, and no key is 0, the empty slot.
    const key = Number(digits) * 16 + digits.length;
    if ((this.size + 1) * 2 > this.slots.length) this.grow();
    const mask = this.slots.length - 1;
    let slot = hash(key) & mask;
    for (;;) {
      const held = this.slots[slot];
      if (held === 0) break;
      if (held === key) return false;
      slot = (slot + 1) & mask;
    }
    this.slots[slot] = key;
    this.size++;
    return true;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    const mask = this.slots.length - 1;
    for (const key of old) {
      if (key === 0) continue;
      let slot = hash(key) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = key;
    }
  }
}

/** Mixes both halves of the key (up to 2^53) into 32 bits. */
function hash(key: number): number {
  const high = Math.floor(key / 0x1_0000_0000);
  return Math.imul((key >>> 0) ^ Math.imul(high, 0x9e37_79b1), 0x85eb_ca6b) >>> 0;
}
