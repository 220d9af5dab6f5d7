import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The unit and server projects share one worker per core across their files (isolate: false):
 * importing the server, or React with antd, and creating jsdom once per file cost more than the
 * tests themselves on a 2-core machine. Files must therefore leave no global state behind (fake
 * timers, module mocks, process listeners); a module mock would leak into every later file.
 */
const shared = { isolate: false } as const;

export default defineConfig({
  test: {
    // Vitest keeps a core for its main process by default, which on 2 cores runs one file at a
    // time; the main process has little to do, and many server files wait on timers and sockets.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          ...shared,
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...shared,
          name: 'dialogue',
          include: ['packages/dialogue/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...shared,
          name: 'softphone',
          include: ['packages/softphone/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          ...shared,
          name: 'console',
          include: ['apps/console/{src,test}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/console/test/setup.ts'],
          // Pages render antd against a real HTTP server; a busy 2-core machine needs more than 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The build and process helpers of scripts/; one test bundles and starts the server.
        test: {
          ...shared,
          name: 'scripts',
          include: ['scripts/**/*.test.mjs', 'packages/*/scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // Needs a running Prosody: `npm run test:interop` (scripts/with-prosody.mjs) starts one.
        test: {
          name: 'interop',
          include: ['interop/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
