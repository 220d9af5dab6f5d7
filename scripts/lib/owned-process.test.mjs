import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitOf, spawnOwned, stopOwned } from './owned-process.mjs';

const OWNED_PROCESS = new URL('./owned-process.mjs', import.meta.url).href;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the process is gone; the bound only keeps a failure from hanging the suite. */
async function gone(pid) {
  for (let i = 0; i < 200 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return !alive(pid);
}

/** The first line a child prints: the pid of a process it started in the background. */
async function firstLine(child) {
  const [chunk] = await once(child.stdout, 'data');
  return String(chunk).trim();
}

describe('owned processes', () => {
  it('stopping one also stops what it started', async () => {
    const child = spawnOwned('sh', ['-c', 'sleep 60 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const grandchild = Number(await firstLine(child));
    expect(alive(grandchild)).toBe(true);

    await stopOwned(child);

    expect(await gone(grandchild)).toBe(true);
  });

  it('answers the exit code', async () => {
    expect(await exitOf(spawnOwned('sh', ['-c', 'exit 3']))).toBe(3);
  });

  it('end with the script when it fails, however deep they were started', async () => {
    const script = `
      import { spawnOwned } from ${JSON.stringify(OWNED_PROCESS)};
      const child = spawnOwned('sh', ['-c', 'sleep 60 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout.once('data', (pid) => {
        process.stdout.write(pid);
        throw new Error('the script fails');
      });
    `;
    const runner = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const grandchild = Number(await firstLine(runner));
    expect(await exitOf(runner)).not.toBe(0);

    expect(await gone(grandchild)).toBe(true);
  });
});
