// Runs every bench of the project and prints its figures. Benches measure; they never fail a build.
// Each runs as a child of this script and ends with it, also on Ctrl-C.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { exitOf, spawnOwned, stopAllOwned } from './lib/owned-process.mjs';

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAllOwned(signal).finally(() => process.exit(130));
  });
}

const dir = join(import.meta.dirname, 'bench');
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .sort()) {
  console.log(`\n== ${file.replace(/\.mjs$/, '')} ==`);
  const status = await exitOf(spawnOwned(process.execPath, [join(dir, file)], { stdio: 'inherit' }));
  if (status !== 0) process.exitCode = status;
}
