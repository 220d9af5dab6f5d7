/**
 * Runs drizzle-kit so that it finds this workspace's drizzle-orm. npm hoists drizzle-kit to the
 * repository root but keeps drizzle-orm in apps/server/node_modules, out of reach of
 * drizzle-kit's own require() and import() calls. NODE_PATH serves the require() calls, the
 * resolve hook the import() calls. Usage: node scripts/drizzle-kit.mjs generate --name <name>
 */
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverPackage = new URL('../package.json', import.meta.url);

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(serverPackage.href)} });
      }
      return next(specifier, context);
    }
  `)}`,
);
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths();

const kitIndex = createRequire(serverPackage).resolve('drizzle-kit');
await import(pathToFileURL(join(dirname(kitIndex), 'bin.cjs')).href);
