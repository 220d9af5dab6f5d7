import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
// A relative path, not '@console/contracts': Vite bundles relative imports of its config file but
// hands package imports to Node, which cannot load the contracts' TypeScript sources.
import { DEFAULT_SERVICE_PREFIXES } from '../../packages/contracts/src/services.ts';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://127.0.0.1:8080';

/**
 * The dev server forwards runtime config, dev helpers and every service prefix to the API server,
 * so the console runs on the same origin as in production (config.json's interfaceUrl = '').
 * Keys are anchored patterns: a plain '/res' key would also swallow a page path like '/reset'.
 */
function apiProxy(): Record<string, ProxyOptions> {
  const prefixes = ['/config', '/dev', ...Object.values(DEFAULT_SERVICE_PREFIXES)];
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.fromEntries(prefixes.map((prefix) => [`^${escapeRegExp(prefix)}(/|\\?|$)`, { target: apiServer }]));
}

export default defineConfig({
  // Anchored to this folder so the build lands in apps/console/dist from any working directory.
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server hands the build to anyone; a source map would carry the console's whole source.
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Lazy chunks by hash alone: every route's chunk names are listed in the preload map the
        // entry carries (login included), and the names were 40% of it. With 23 routes this took
        // 1.3 KB off the login (250.1 to 248.8) and 2.3 KB off the shell pages.
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: {
          groups: [
            {
              // Packages nearly every route uses (React, antd's core, forms, inputs) go into one
              // chunk instead of the many small ones each new lazy route would otherwise cut, whose
              // per-file gzip overhead the public pages paid (login: 38 files, 255.8 KB). The share
              // count follows the number of routes: too low and packages only shell pages use join
              // the chunk the login loads; too high and the login's own packages split into small
              // files again. With 30 routes 25 gave the login 266.8 KB, 27 250.0 and 28 250.4, before
              // the shell's route table moved out of the entry (app/shell-routes.tsx), which took the
              // login to 247.7 at 27. Check with `node scripts/bench/console-bundle.mjs` when routes
              // are added.
              name: 'common',
              test: /node_modules/,
              minShareCount: 27,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy() },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy() },
});
