/**
 * Whether a build output is up to date, judged by content: after a build, the hash of every
 * input file is recorded; a later run rebuilds only when an input was added, removed or changed,
 * or the output is gone. Modification times would call everything changed after each checkout.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Build outputs and installed packages are never inputs, and tests and their helpers (test
 * folders, *.test.ts) do not change what is built.
 */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every input file under `paths` (files or folders relative to `root`), sorted. */
export function inputFiles(root, paths) {
  const files = [];
  const visit = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (!SKIPPED_FOLDERS.has(entry)) visit(join(path, entry));
      }
    } else if (!TEST_FILE.test(path)) {
      files.push(path);
    }
  };
  for (const path of paths) visit(path);
  return files;
}

const contentHash = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Input file -> SHA-256 of its content. */
export function fingerprint(root, paths) {
  return Object.fromEntries(inputFiles(root, paths).map((file) => [file, contentHash(join(root, file))]));
}

function someOf(files) {
  const shown = files.slice(0, 3).join(', ');
  return files.length > 3 ? `${shown} and ${files.length - 3} more` : shown;
}

/**
 * Why the target needs a build, or null when it does not. `previous` is the fingerprint recorded
 * by its last build (undefined when there is none), `current` the fingerprint now.
 */
export function staleReason({ outputExists, previous, current }) {
  if (!outputExists) return 'no build yet';
  if (!previous) return 'no record of what the existing build was made from';
  const changed = Object.keys(current).filter((file) => file in previous && previous[file] !== current[file]);
  const added = Object.keys(current).filter((file) => !(file in previous));
  const removed = Object.keys(previous).filter((file) => !(file in current));
  const reasons = [];
  if (changed.length > 0) reasons.push(`changed: ${someOf(changed)}`);
  if (added.length > 0) reasons.push(`added: ${someOf(added)}`);
  if (removed.length > 0) reasons.push(`removed: ${someOf(removed)}`);
  return reasons.length > 0 ? reasons.join('; ') : null;
}

export function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function writeStamp(file, fingerprintOfInputs) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(fingerprintOfInputs, null, 1)}\n`);
}

/**
 * Builds each target whose output is missing or stale and records what it was built from.
 * A target: { name, inputs: paths under root, output: file under root, build: async () => void }.
 * Answers the names built; logs each decision.
 */
export async function buildStale({ root, stampDir, targets, log = console.log }) {
  const built = [];
  for (const target of targets) {
    const stampFile = join(stampDir, `${target.name}.json`);
    const current = fingerprint(root, target.inputs);
    const reason = staleReason({
      outputExists: existsSync(join(root, target.output)),
      previous: readStamp(stampFile),
      current,
    });
    if (!reason) {
      log(`${target.name}: up to date`);
      continue;
    }
    log(`${target.name}: building (${reason})`);
    await target.build();
    writeStamp(stampFile, current);
    built.push(target.name);
  }
  return built;
}
