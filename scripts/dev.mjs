// Development: the API server (restarting on change) and the Vite dev server side by side. When
// either ends, or on Ctrl-C, both stop with everything they started (npm, tsx, node, esbuild).
import { exitOf, spawnOwned, stopAllOwned } from './lib/owned-process.mjs';

const children = [
  spawnOwned('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit' }),
  spawnOwned('npm', ['run', 'dev', '-w', 'apps/console'], { stdio: 'inherit' }),
];
let stopping;
const stop = (code) => {
  stopping ??= stopAllOwned().finally(() => process.exit(code));
  return stopping;
};
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
const code = await Promise.race(children.map(exitOf));
await stop(code);
