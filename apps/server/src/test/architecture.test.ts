import { describe, expect, it } from 'vitest';
import { isProductFile, readSources, unitCycles, unitOf } from './source-graph.ts';

/**
 * The server's import rules (ARCHITECTURE.md, "Module map"), on the source as it is. The parts a
 * linter can say per import are in apps/server/biome.json too (import-rules.test.ts proves they
 * fire); cycles, table ownership and sizes need the whole tree, so they are held here.
 */
const sources = readSources();
const product = sources.filter((file) => isProductFile(file.path));

/** A file may grow to this many lines; past it, it is split by what its parts do. */
const MAX_LINES = 450;

const moduleOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1] : undefined);
const CJK = /[\u4e00-\u9fff]/;

/** The source of each `new AppError(...)` call, up to its closing parenthesis. */
function appErrorCalls(text: string): string[] {
  const calls: string[] = [];
  for (let at = text.indexOf('new AppError('); at >= 0; at = text.indexOf('new AppError(', at + 1)) {
    let depth = 0;
    let end = at + 'new AppError'.length;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    calls.push(text.slice(at, end + 1));
  }
  return calls;
}

describe('server architecture', () => {
  it('has no import cycle between its units (modules, db, lib, plugins, top-level files)', () => {
    expect(unitCycles(product)).toEqual([]);
  });

  it('lets a module be used from outside only through its public file, index.ts', () => {
    const wrong = product.flatMap((file) =>
      file.imports
        .filter(({ target }) => {
          const owner = moduleOf(target);
          if (owner === undefined) return false;
          if (moduleOf(file.path) === owner) return target === `modules/${owner}/index.ts`;
          return target !== `modules/${owner}/index.ts`;
        })
        .map(({ specifier }) => `${file.path} -> ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps db/ and lib/ below every module: lib imports only lib, db only lib, db and config', () => {
    const wrong = product.flatMap((file) => {
      const unit = unitOf(file.path);
      const allowed = unit === 'lib' ? ['lib'] : unit === 'db' ? ['lib', 'db', 'config.ts'] : undefined;
      if (!allowed) return [];
      return file.imports
        .filter(({ target }) => !allowed.includes(unitOf(target)))
        .map(({ specifier }) => `${file.path} -> ${specifier}`);
    });
    expect(wrong).toEqual([]);
  });

  it('gives every table one owner: only the owning module names it (db/schema/<module>.ts)', () => {
    const owners: Record<string, string> = { 'plugins/rate-limit-store.ts': 'db/schema/rate-limit.ts' };
    const wrong = product.flatMap((file) =>
      file.imports
        .filter(({ target }) => target.startsWith('db/schema/'))
        .filter(({ target }) => {
          if (file.path.startsWith('db/')) return false;
          const owner = moduleOf(file.path);
          const own = owner ? `db/schema/${owner}.ts` : owners[file.path];
          return target !== own;
        })
        .map(({ specifier }) => `${file.path} -> ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });

  it('takes every error text from the contract catalogue, none inline', () => {
    const inline = product.flatMap((file) =>
      appErrorCalls(file.text)
        .filter((call) => CJK.test(call))
        .map((call) => `${file.path}: ${call}`),
    );
    expect(inline).toEqual([]);
  });

  it(`keeps every source file, tests included, at ${MAX_LINES} lines or fewer`, () => {
    const long = sources
      .map((file) => ({ path: file.path, lines: file.text.split('\n').length }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines}`);
    expect(long).toEqual([]);
  });
});
