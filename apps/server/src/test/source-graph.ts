import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's own source as a graph of imports, for the tests that hold its architecture. Every
 * relative import counts, type-only ones too: a reader follows them as much as the runtime does.
 */
export const SERVER_SRC = fileURLToPath(new URL('..', import.meta.url));

export interface SourceFile {
  /** Path below src/, with forward slashes. */
  path: string;
  text: string;
  /** Paths below src/ of the files it imports (relative specifiers only). */
  imports: { specifier: string; target: string }[];
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** Test files and the test helpers are not part of the product's graph. */
export function isProductFile(path: string): boolean {
  return !path.endsWith('.test.ts') && !path.startsWith('test/') && !path.endsWith('.d.ts');
}

export function readSources(root = SERVER_SRC): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts')) {
        const text = readFileSync(full, 'utf8');
        const imports = [...text.matchAll(IMPORT)]
          .map((match) => match[1] ?? match[2] ?? '')
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => ({ specifier, target: relative(root, resolve(dirname(full), specifier)) }));
        files.push({ path: relative(root, full), text, imports });
      }
    }
  };
  walk(root);
  return files;
}

/**
 * The unit a file belongs to: a module folder (modules/<name>), db, lib, plugins, or a file at
 * the top of src/ (app.ts, context.ts, ...).
 */
export function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return parts[0] ?? path;
}

/** The cycles (strongly connected components of two or more units) of the units' import graph. */
export function unitCycles(files: readonly SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = unitOf(file.path);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const { target } of file.imports) {
      const to = unitOf(target);
      if (to !== from) edges.get(from)?.add(to);
    }
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (unit: string) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const to of edges.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return cycles;
}
