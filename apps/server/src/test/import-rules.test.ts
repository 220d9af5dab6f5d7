import { fileURLToPath } from 'node:url';
import { type ImportFinding, lintImportProbes } from '@console/contracts/test/import-probes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of apps/server/biome.json, run by `npm run lint`: probe files with allowed and
 * forbidden imports are linted with the real configuration in a scratch copy of the tree.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

const probes: Record<string, string[]> = {
  'src/modules/task/probe.ts': [
    "import { a } from '../account/repo.ts';",
    "import { b } from '../account/index.ts';",
    "import { c } from './tasks-repo.ts';",
    "import { d } from '../../lib/clock.ts';",
    "import { e } from '../knowledge/dictionary/repo.ts';",
    "import { f } from './index.ts';",
  ],
  'src/modules/task/numbers/probe.ts': [
    "import { a } from '../../account/repo.ts';",
    "import { b } from '../../account/index.ts';",
    "import { c } from '../tasks-repo.ts';",
    "import { d } from '../../../lib/clock.ts';",
    "import { e } from '../index.ts';",
  ],
  'src/probe.ts': [
    "import { a } from './modules/task/tasks-service.ts';",
    "import { b } from './modules/task/index.ts';",
  ],
  'src/plugins/probe.ts': [
    "import { a } from '../modules/account/sessions.ts';",
    "import { b } from '../modules/account/index.ts';",
  ],
  'src/db/probe.ts': [
    "import { a } from '../modules/task/index.ts';",
    "import { b } from '../lib/clock.ts';",
    "import { c } from '../config.ts';",
  ],
  'src/db/schema/probe.ts': [
    "import { a } from '../../modules/account/index.ts';",
    "import { b } from './account.ts';",
  ],
  'src/lib/probe.ts': ["import { a } from '../db/database.ts';", "import { b } from './clock.ts';"],
  'src/modules/task/probe.test.ts': ["import { a } from '../account/repo.ts';"],
};

let findings: ImportFinding[];
let remove: () => void;

beforeAll(async () => {
  const sources = Object.fromEntries(Object.entries(probes).map(([path, lines]) => [path, lines.join('\n')]));
  ({ findings, remove } = await lintImportProbes({ repoRoot, workspace: 'apps/server', probes: sources }));
}, 60_000);
afterAll(() => remove());

/** The lines of a probe file that the rules refuse. */
const refused = (file: string) => findings.filter((f) => f.file === file).map((f) => f.line);
const messageOf = (file: string, line: number) => findings.find((f) => f.file === file && f.line === line)?.message;

describe('server import rules', () => {
  it('let a module use another only through its index.ts, at both folder depths', () => {
    expect(refused('src/modules/task/probe.ts')).toEqual([1, 5, 6]);
    expect(messageOf('src/modules/task/probe.ts', 1)).toContain('only through its public file, index.ts');
    expect(refused('src/modules/task/numbers/probe.ts')).toEqual([1, 5]);
  });

  it("keep a module's files off its own index.ts", () => {
    expect(messageOf('src/modules/task/probe.ts', 6)).toContain("never the module's own index.ts");
    expect(messageOf('src/modules/task/numbers/probe.ts', 5)).toContain("never the module's own index.ts");
  });

  it('hold the composition root and the plugins to the public files too', () => {
    expect(refused('src/probe.ts')).toEqual([1]);
    expect(refused('src/plugins/probe.ts')).toEqual([1]);
  });

  it('keep db/ and lib/ below every module', () => {
    expect(refused('src/db/probe.ts')).toEqual([1]);
    expect(refused('src/db/schema/probe.ts')).toEqual([1]);
    expect(refused('src/lib/probe.ts')).toEqual([1]);
    expect(messageOf('src/lib/probe.ts', 1)).toContain('lib/ is the bottom of the server');
  });

  it('let tests reach into the modules they test', () => {
    expect(refused('src/modules/task/probe.test.ts')).toEqual([]);
  });
});
