/**
 * Bundles the server (src/main.ts) into one ES module, dist/main.js, that plain Node runs: the
 * workspace packages (@console/contracts, TypeScript sources) are bundled in, every other package
 * stays an import from node_modules. The bundle lies as deep under apps/server as src/config.ts,
 * so REPO_ROOT and SERVER_ROOT (and through them the migrations, the update log and the console
 * build) resolve the same from both. Usage: node scripts/build.mjs [outfile]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = resolve(SERVER_ROOT, 'dist/main.js');

/** Bare imports other than the workspace's own packages are left to Node at run time. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@console/') ? undefined : { external: true },
    );
  },
};

export async function buildServer(outfile = SERVER_BUNDLE) {
  await build({
    entryPoints: [resolve(SERVER_ROOT, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesStayExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : SERVER_BUNDLE);
}
