import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'softphone',
          include: ['packages/softphone/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
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
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
