import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStale, fingerprint, inputFiles, staleReason } from './build-stamp.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  mkdirSync(join(root, 'app/src/nested'), { recursive: true });
  mkdirSync(join(root, 'app/node_modules/dep'), { recursive: true });
  mkdirSync(join(root, 'app/dist'), { recursive: true });
  writeFileSync(join(root, 'app/src/main.ts'), 'export const a = 1;');
  writeFileSync(join(root, 'app/src/nested/util.ts'), 'export const b = 2;');
  writeFileSync(join(root, 'app/src/main.test.ts'), 'test');
  mkdirSync(join(root, 'app/test'), { recursive: true });
  writeFileSync(join(root, 'app/test/server.ts'), 'helper');
  writeFileSync(join(root, 'app/node_modules/dep/index.js'), 'dep');
  writeFileSync(join(root, 'app/dist/out.js'), 'built');
  writeFileSync(join(root, 'lock.json'), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('inputs', () => {
  it('are the files under the given paths, without tests and their helpers, installed packages or build outputs', () => {
    expect(inputFiles(root, ['app', 'lock.json', 'missing'])).toEqual([
      'app/src/main.ts',
      'app/src/nested/util.ts',
      'lock.json',
    ]);
  });
});

describe('staleReason', () => {
  const inputs = ['app', 'lock.json'];

  it('builds when there is no output', () => {
    expect(staleReason({ outputExists: false, previous: undefined, current: {} })).toBe('no build yet');
  });

  it('builds when nothing says what the existing output was built from', () => {
    expect(staleReason({ outputExists: true, previous: undefined, current: fingerprint(root, inputs) })).toBe(
      'no record of what the existing build was made from',
    );
  });

  it('builds nothing when the inputs are as they were, even if files were touched or rewritten', () => {
    const previous = fingerprint(root, inputs);
    writeFileSync(join(root, 'app/src/main.ts'), 'export const a = 1;');
    expect(staleReason({ outputExists: true, previous, current: fingerprint(root, inputs) })).toBeNull();
  });

  it('names the inputs changed, added and removed', () => {
    const previous = fingerprint(root, inputs);
    writeFileSync(join(root, 'app/src/main.ts'), 'export const a = 2;');
    writeFileSync(join(root, 'app/src/new.ts'), 'export {};');
    unlinkSync(join(root, 'app/src/nested/util.ts'));
    expect(staleReason({ outputExists: true, previous, current: fingerprint(root, inputs) })).toBe(
      'changed: app/src/main.ts; added: app/src/new.ts; removed: app/src/nested/util.ts',
    );
  });

  it('ignores a changed test file', () => {
    const previous = fingerprint(root, inputs);
    writeFileSync(join(root, 'app/src/main.test.ts'), 'another test');
    expect(staleReason({ outputExists: true, previous, current: fingerprint(root, inputs) })).toBeNull();
  });

  it('shortens a long list', () => {
    const previous = fingerprint(root, inputs);
    for (const name of ['a', 'b', 'c', 'd', 'e']) writeFileSync(join(root, `app/src/${name}.ts`), name);
    expect(staleReason({ outputExists: true, previous, current: fingerprint(root, inputs) })).toBe(
      'added: app/src/a.ts, app/src/b.ts, app/src/c.ts and 2 more',
    );
  });
});

describe('buildStale', () => {
  function target(builds) {
    return {
      name: 'app',
      inputs: ['app/src', 'lock.json'],
      output: 'app/dist/main.js',
      build: async () => {
        builds.push('app');
        writeFileSync(join(root, 'app/dist/main.js'), 'bundle');
      },
    };
  }

  it('builds once, then only after a change or when the output is gone, and says why', async () => {
    const builds = [];
    const lines = [];
    const run = () =>
      buildStale({ root, stampDir: join(root, 'stamps'), targets: [target(builds)], log: (l) => lines.push(l) });

    expect(await run()).toEqual(['app']);
    expect(await run()).toEqual([]);
    writeFileSync(join(root, 'lock.json'), '{"changed":true}');
    expect(await run()).toEqual(['app']);
    unlinkSync(join(root, 'app/dist/main.js'));
    expect(await run()).toEqual(['app']);

    expect(builds).toHaveLength(3);
    expect(lines).toEqual([
      'app: building (no build yet)',
      'app: up to date',
      'app: building (changed: lock.json)',
      'app: building (no build yet)',
    ]);
  });

  it('records nothing when the build fails, so the next run builds again', async () => {
    const stampDir = join(root, 'stamps');
    const builds = [];
    const lines = [];
    const log = (line) => lines.push(line);
    await buildStale({ root, stampDir, targets: [target(builds)], log });
    writeFileSync(join(root, 'lock.json'), '{"changed":true}');
    const failing = { ...target(builds), build: () => Promise.reject(new Error('broken')) };
    await expect(buildStale({ root, stampDir, targets: [failing], log })).rejects.toThrow('broken');

    expect(await buildStale({ root, stampDir, targets: [target(builds)], log })).toEqual(['app']);
    expect(lines.at(-1)).toBe('app: building (changed: lock.json)');
  });
});
