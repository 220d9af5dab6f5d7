/** RIFF....WAVE: a WAV file by its content, whatever its name says. */
export function isWave(content: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...content.subarray(from, to));
  return content.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WAVE';
}

/** 16-bit mono PCM: the samples and how many make a second. */
export interface Pcm {
  sampleRate: number;
  samples: Int16Array;
}

const WAVE_HEADER_BYTES = 44;

/**
 * The samples of a 16-bit mono PCM WAV (what the synthesiser writes). Chunks are walked rather
 * than assuming a 44-byte header, since writers may put LIST or fact chunks before the data.
 */
export function readPcm(content: Uint8Array): Pcm {
  if (!isWave(content)) throw new Error('not a WAV file');
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  let sampleRate = 0;
  for (let at = 12; at + 8 <= content.length; ) {
    const id = String.fromCharCode(...content.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error('not 16-bit mono PCM');
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (sampleRate === 0) throw new Error('WAV data before its format');
      // A writer that streamed its output may leave the size unset (0 or 0xffffffff): read to the end.
      const end = size === 0 || body + size > content.length ? content.length : body + size;
      const count = Math.floor((end - body) / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { sampleRate, samples };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** The 44-byte header of a 16-bit mono PCM WAV of `sampleCount` samples. */
export function wavHeader(sampleCount: number, sampleRate: number): Buffer {
  const dataBytes = sampleCount * 2;
  const header = Buffer.alloc(WAVE_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(WAVE_HEADER_BYTES - 8 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
