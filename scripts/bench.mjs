// Runs every bench of the project and prints its figures. Benches measure; they never fail a build.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, 'bench');
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .sort()) {
  console.log(`\n== ${file.replace(/\.mjs$/, '')} ==`);
  const run = spawnSync(process.execPath, [join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
