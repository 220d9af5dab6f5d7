#!/usr/bin/env node
/**
 * Builds what is missing or stale, and says what and why: the console (Vite, apps/console/dist),
 * the server (one ES module, apps/server/dist/main.js, see apps/server/scripts/build.mjs) and the
 * softphone SDK (packages/softphone/dist, whose browser scripts the server serves). A
 * target is stale when a file it is built from was added, removed or changed since its last
 * build; the record of that lives in node_modules/.cache/builds, so a fresh `npm ci` builds
 * everything once. `npm start`, `npm run build` and the end-to-end server run this first.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/server/scripts/build.mjs';
import { buildSoftphone } from '../packages/softphone/scripts/build.mjs';
import { buildStale } from './lib/build-stamp.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMPS = join(ROOT, 'node_modules/.cache/builds');
/** What changes the installed packages; both builds depend on it. */
const LOCKFILE = 'package-lock.json';
const CONTRACTS = ['packages/contracts/src', 'packages/contracts/package.json'];

function npm(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export const TARGETS = [
  {
    name: 'console',
    inputs: ['apps/console', ...CONTRACTS, 'packages/softphone/src', 'packages/softphone/package.json', LOCKFILE],
    output: 'apps/console/dist/index.html',
    build: () => npm(['run', 'build', '-w', 'apps/console']),
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/scripts/build.mjs', ...CONTRACTS, LOCKFILE],
    output: 'apps/server/dist/main.js',
    build: () => buildServer(),
  },
  {
    name: 'softphone',
    inputs: [
      'packages/softphone/src',
      'packages/softphone/scripts/build.mjs',
      'packages/softphone/tsconfig.build.json',
      'packages/softphone/package.json',
      ...CONTRACTS,
      LOCKFILE,
    ],
    output: 'packages/softphone/dist/browser/xiaoman.js',
    build: () => buildSoftphone(),
  },
];

export function buildWhatIsStale(log = console.log) {
  return buildStale({ root: ROOT, stampDir: STAMPS, targets: TARGETS, log });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await buildWhatIsStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
