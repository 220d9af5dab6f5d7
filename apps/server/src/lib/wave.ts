/** RIFF....WAVE: a WAV file by its content, whatever its name says. */
export function isWave(content: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...content.subarray(from, to));
  return content.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WAVE';
}
