/**
 * Bundles the server (src/main.ts) into ES modules that plain Node runs: dist/main.js and the
 * chunks beside it that dynamic imports load when first used (the media stack, the speech
 * synthesiser), so they cost no memory at start. The workspace packages (@console/contracts,
 * TypeScript sources) are bundled in, every other package stays an import from node_modules. The
 * output lies as deep under apps/server as src/config.ts, so REPO_ROOT and SERVER_ROOT (and through
 * them the migrations, the update log and the console build) resolve the same from both.
 * Usage: node scripts/build.mjs [outdir]
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_DIST = resolve(SERVER_ROOT, 'dist');

/**
 * How Node runs the bundle (package.json's start scripts, and the benches measuring them):
 * - one V8 worker thread instead of four: each thread's allocator keeps what compiling the embedded
 *   database's WebAssembly took there (some 15 MB a thread, for good); on the two cores the server
 *   is sized for, the extra threads bought no throughput (console-while-dialling bench alike);
 * - the old generation grows by 10 % a collection, not up to fourfold: a million-number import
 *   makes garbage fast enough that V8 let the heap reach 250 MB around 60 MB of live data;
 * - the young generation's semi-spaces stop at 4 MB, not 16: they grew to 16 under the import too.
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=1', '--heap-growing-percent=10', '--max-semi-space-size=4'];

/** Bare imports other than the workspace's own packages are left to Node at run time. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@console/') ? undefined : { external: true },
    );
  },
};

/** Builds into `outdir` (emptied first): main.js, its chunks in the same folder, and source maps. */
export async function buildServer(outdir = SERVER_DIST) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: resolve(SERVER_ROOT, 'src/main.ts') },
    outdir,
    // Chunks stay beside main.js: code that finds files through import.meta.url may land in one.
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
  return resolve(outdir, 'main.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : SERVER_DIST);
}
