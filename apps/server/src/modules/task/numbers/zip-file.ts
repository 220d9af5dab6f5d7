import { createReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
/** The end record's comment is at most 65,535 bytes, so the record lies within this of the end. */
const END_SEARCH_BYTES = END_RECORD_BYTES + 0xffff;
/** A workbook's directory lists a few dozen parts; one of megabytes is no workbook. */
const CENTRAL_DIRECTORY_MAX_BYTES = 16 << 20;
const STORED = 0;
const DEFLATED = 8;
/** Inflated pieces of 64 KB rather than zlib's 16: a quarter of the per-piece work downstream. */
const CHUNK_BYTES = 64 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** The uncompressed size the directory declares; reading stops with an error beyond it. */
  size: number;
  localHeaderOffset: number;
}

/**
 * A zip file on disk read through its central directory, which sits at the end and lists every
 * entry with its sizes and offset: entries are read in any order, each inflated as a stream
 * straight from its place in the file, without reading the ones before it or holding one whole.
 * Entries written with a data descriptor (sizes after the data, as streaming writers do) read
 * the same, since the directory always has their sizes. ZIP64 sizes and offsets are understood;
 * encrypted entries and methods other than stored and deflate are refused.
 */
export class ZipFile {
  private readonly byName: Map<string, ZipEntry>;

  private constructor(
    private readonly path: string,
    private readonly file: FileHandle,
    entries: ZipEntry[],
  ) {
    // Part names compare without case, as Office does.
    this.byName = new Map(entries.map((entry) => [entry.name.toLowerCase(), entry]));
  }

  static async open(path: string): Promise<ZipFile> {
    const file = await open(path);
    try {
      return new ZipFile(path, file, await readCentralDirectory(file));
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  entry(name: string): ZipEntry | undefined {
    return this.byName.get(name.toLowerCase());
  }

  /** The entry's uncompressed bytes, a piece at a time; stopping early closes the file stream. */
  async *bytes(entry: ZipEntry): AsyncGenerator<Buffer> {
    const header = await readAt(this.file, entry.localHeaderOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL_HEADER) throw new Error(`zip: no local header for ${entry.name}`);
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (entry.compressedSize === 0) return;
    const raw = createReadStream(this.path, {
      start,
      end: start + entry.compressedSize - 1,
      highWaterMark: CHUNK_BYTES,
    });
    const stream: Readable =
      entry.method === STORED
        ? raw
        : pipeline(raw, createInflateRaw({ chunkSize: CHUNK_BYTES }), () => {
            // Errors reach the reader through the inflated stream.
          });
    let total = 0;
    try {
      for await (const chunk of stream) {
        total += (chunk as Buffer).length;
        if (total > entry.size) throw new Error(`zip: ${entry.name} is larger than its directory says`);
        yield chunk as Buffer;
      }
    } finally {
      stream.destroy();
      raw.destroy();
    }
  }

  /** A small entry whole, as UTF-8 text; refused beyond `maxBytes`. */
  async text(entry: ZipEntry, maxBytes: number): Promise<string> {
    if (entry.size > maxBytes) throw new Error(`zip: ${entry.name} is over ${maxBytes} bytes`);
    const chunks: Buffer[] = [];
    for await (const chunk of this.bytes(entry)) chunks.push(chunk);
    return new TextDecoder().decode(Buffer.concat(chunks));
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead < length) throw new Error('zip: the file ends early');
  return buffer;
}

async function readCentralDirectory(file: FileHandle): Promise<ZipEntry[]> {
  const { size } = await file.stat();
  const tailStart = Math.max(0, size - END_SEARCH_BYTES);
  const tail = await readAt(file, tailStart, size - tailStart);
  let at = -1;
  for (let i = tail.length - END_RECORD_BYTES; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      at = i;
      break;
    }
  }
  if (at === -1) throw new Error('zip: no end of central directory');
  let count = tail.readUInt16LE(at + 10);
  let directorySize = tail.readUInt32LE(at + 12);
  let directoryOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locatorAt = tailStart + at - 20;
    const locator = locatorAt >= 0 ? await readAt(file, locatorAt, 20) : undefined;
    if (locator?.readUInt32LE(0) !== ZIP64_LOCATOR) throw new Error('zip: no ZIP64 locator');
    const end = await readAt(file, Number(locator.readBigUInt64LE(8)), 56);
    if (end.readUInt32LE(0) !== ZIP64_END) throw new Error('zip: no ZIP64 end record');
    count = Number(end.readBigUInt64LE(32));
    directorySize = Number(end.readBigUInt64LE(40));
    directoryOffset = Number(end.readBigUInt64LE(48));
  }
  if (directorySize > CENTRAL_DIRECTORY_MAX_BYTES || directoryOffset + directorySize > size) {
    throw new Error('zip: central directory out of bounds');
  }
  const directory = await readAt(file, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let position = 0;
  for (let i = 0; i < count; i++) {
    if (position + 46 > directory.length || directory.readUInt32LE(position) !== CENTRAL_ENTRY) {
      throw new Error('zip: broken central directory');
    }
    const flags = directory.readUInt16LE(position + 8);
    const method = directory.readUInt16LE(position + 10);
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const nameStart = position + 46;
    const extraStart = nameStart + nameLength;
    const entry: ZipEntry = {
      // Bit 11: UTF-8 names; part names of a workbook are ASCII either way.
      name: directory.toString(flags & 0x800 ? 'utf8' : 'latin1', nameStart, extraStart).replaceAll('\\', '/'),
      method,
      compressedSize: directory.readUInt32LE(position + 20),
      size: directory.readUInt32LE(position + 24),
      localHeaderOffset: directory.readUInt32LE(position + 42),
    };
    readZip64Extra(entry, directory.subarray(extraStart, extraStart + extraLength));
    position = extraStart + extraLength + commentLength;
    if (flags & 0x1) throw new Error(`zip: ${entry.name} is encrypted`);
    if (method !== STORED && method !== DEFLATED) throw new Error(`zip: ${entry.name} uses method ${method}`);
    entries.push(entry);
  }
  return entries;
}

/** The ZIP64 extra field holds, in this order, the fields the directory entry marks 0xffffffff. */
function readZip64Extra(entry: ZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw new Error('zip: short ZIP64 field');
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}
