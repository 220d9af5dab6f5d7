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
              // count follows the number of routes: with the team page, 14 gave login 263.6 KB,
              // 15 253.1, 16 247.8, 17 248.0, 18 248.9; with the blacklist page, 16 gave 253.7 and
              // 17 246.7 (18 the same, 19 249.4); with the two task pages, 17 gave 263.2, 18 254.0,
              // 19 246.9, 20 248.7 and 21 249.4 (20 and 21 take ~7 KB off the shell pages, which all
              // fit at 19 too); with /taskinfo, 18 gave 265.5, 19 255.0, 20 249.7 (21 the same) and
              // 22 250.4; with the customer centre's three pages, 20 gave 277.0, 21 267.5, 22 257.1,
              // 23 250.1 (login_inner 249.3) and 24 250.9; with /ai/conf, 23 gave 256.1, 24 249.7
              // (login_inner 248.9), 25 250.1 and 26 251.4; with /ai/data, 24 gave 256.2 and 25 249.8
              // (login_inner 249.0); with the monitor's two pages, 25 gave 266.8, 27 250.0 (login_inner
              // 249.2) and 28 250.4: there is no headroom left. Each lazy route also adds its chunks to
              // the route table's preload map, which the login loads. Check with
              // `node scripts/bench/console-bundle.mjs` when routes are added.
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
