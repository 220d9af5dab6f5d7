import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The index.html of a fake console build. */
export const CONSOLE_INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * A console build in a temporary folder (config consoleDist): its index.html, one hashed bundle
 * and any further files by their path below dist/. `remove` deletes the folder.
 */
export function fakeConsoleBuild(files: Record<string, string | Buffer> = {}): { dist: string; remove(): void } {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  const all = { 'index.html': CONSOLE_INDEX, 'assets/index-abc123.js': 'console.log(1)', ...files };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
