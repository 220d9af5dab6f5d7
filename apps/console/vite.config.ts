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
  },
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy() },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy() },
});
