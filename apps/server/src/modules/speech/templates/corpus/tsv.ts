import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the corpus files are; a bundle of these modules (the bench's) passes its own. */
export const CORPUS_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * The data rows of a corpus file (UTF-8, tab-separated, no quoting) with their line numbers, the
 * header being line 1. Refuses a file whose header is not `header` or a row of another width.
 */
export function readTsv(dir: string, file: string, header: string): { lineNo: number; fields: string[] }[] {
  const [first, ...rows] = readFileSync(join(dir, file), 'utf8').trimEnd().split('\n');
  if (first !== header) throw new Error(`${file}: the header must be "${header.replaceAll('\t', '\\t')}"`);
  const width = header.split('\t').length;
  return rows.map((row, index) => {
    const fields = row.split('\t');
    if (fields.length !== width)
      throw new Error(`${file}:${index + 2}: ${width} fields expected, found ${fields.length}`);
    return { lineNo: index + 2, fields };
  });
}
