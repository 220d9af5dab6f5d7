// Console JS per route, gzip: the entry chunk and everything it imports statically, plus the lazy
// route module and its static imports. Budgets (DESIGN.md): login <= 250 KB, CRUD <= 400 KB,
// report <= 420 KB.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'apps/console/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) execSync('npm run build', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, seen);
  return seen;
}

const gzipKb = (keys) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const rows = [{ route: '(entry)', gzipKb: gzipKb(entry).toFixed(1) }];
for (const key of manifest[entryKey].dynamicImports ?? []) {
  const keys = closure(key, new Set(entry));
  rows.push({ route: key.replace(/^src\//, ''), gzipKb: gzipKb(keys).toFixed(1) });
}
console.table(rows);
