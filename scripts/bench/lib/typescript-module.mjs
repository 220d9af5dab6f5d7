// Imports a TypeScript module of the repository into a bench: Node cannot load the sources, so the
// module is bundled first (the workspace's own packages in, other packages left as imports of the
// files they resolve to here). Lives under lib/ so scripts/bench.mjs does not run it as a bench.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Bare imports other than the workspace's own stay imports, of the files they resolve to here. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@console/') || args.pluginData === 'resolving') return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // Node's own modules (node:fs) have no file to point at.
      if (resolved.external) return { path: args.path, external: true };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

const cache = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache');

export async function importTypeScript(entry) {
  // Inside the repository: modules that load packages on first use (createRequire(import.meta.url))
  // find them in its node_modules.
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bench-module-'));
  try {
    const outfile = join(dir, 'module.mjs');
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [packagesStayExternal],
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
