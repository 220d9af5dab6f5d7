/**
 * Child processes that end with the script that started them. Each child leads a process group
 * of its own, so stopping it also stops what it started in turn (npm starts a shell, the shell
 * tsx, tsx node): signalling the child alone would leave those running. Whatever is still running
 * when the script exits, normally or on an uncaught error, gets SIGKILL; scripts that handle
 * SIGINT and SIGTERM call stopAllOwned() first, for a graceful stop.
 */
import { spawn } from 'node:child_process';

const owned = new Set();

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** spawn(), in a process group of its own that ends with this script at the latest. */
export function spawnOwned(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  owned.add(child);
  child.once('exit', () => owned.delete(child));
  return child;
}

/** Resolves with the exit code (1 when ended by a signal or unable to start). */
export function exitOf(child) {
  return new Promise((resolve) => {
    if (hasExited(child)) {
      resolve(child.exitCode ?? 1);
      return;
    }
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Sends `signal` to the child's group and waits for the child; SIGKILL if it takes over `graceMs`. */
export async function stopOwned(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (child.pid === undefined || hasExited(child)) return;
  const exited = exitOf(child);
  const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  signalGroup(child, signal);
  await exited;
  clearTimeout(killer);
}

export function stopAllOwned(signal = 'SIGTERM') {
  return Promise.all([...owned].map((child) => stopOwned(child, signal)));
}

process.on('exit', () => {
  for (const child of owned) signalGroup(child, 'SIGKILL');
});
