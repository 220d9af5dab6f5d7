// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ImportFinding, lintImportProbes } from '@console/contracts/test/import-probes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of apps/console/biome.json, run by `npm run lint`: probe files with allowed
 * and forbidden imports are linted with the real configuration in a scratch copy of the tree.
 */
const consoleRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(consoleRoot, '../..');

/** The depth the overrides cover: features/<area>/<folder>/<folder>/<file>. */
const DEEPEST_FEATURE_FILE = 4;

const probes: Record<string, string> = {
  'src/features/report/components/cross-feature.tsx': "import { x } from '../../shell/x.ts';",
  'src/features/report/components/into-app.tsx': "import { x } from '../../../app/routes.tsx';",
  'src/features/report/components/test-helper.tsx': "import { x } from '../../../../test/fixtures.ts';",
  'src/features/report/components/scripted-server.tsx': "import { x } from '@console/contracts/test/scripted-server';",
  'src/features/report/components/allowed.tsx': [
    "import { x } from '../api/get-report-summary.ts';",
    "import { y } from '../../../shared/format/count.ts';",
    "import z from 'antd/es/app';",
  ].join('\n'),
  'src/features/report/report-query.ts': "import { x } from '../shell/x.ts';",
  'src/features/report/charts/deep/option.ts': "import { x } from '../../../settings/x.ts';",
  'src/features/report/pages/report-page.test.tsx': [
    "import { x } from '../../shell/x.ts';",
    "import { y } from '../../../../test/fixtures.ts';",
  ].join('\n'),
  'src/features/report/components/report-panel.tsx': "import { useQuery } from '@tanstack/react-query';",
  'src/features/report/api/get-report-summary.ts': "import { queryOptions, useQuery } from '@tanstack/react-query';",
  'src/features/shell/shell-layout.tsx': "import { QueryClientProvider, useMutation } from '@tanstack/react-query';",
  'src/shared/enterprise-auth/enterprise-auth-dialog.tsx': "import { useQueryClient } from '@tanstack/react-query';",
  'src/shared/enterprise-auth/api/submit-enterprise-auth.ts': "import { useMutation } from '@tanstack/react-query';",
  'src/shared/format/count.ts': "import { x } from '../../features/report/x.ts';",
  'src/shared/http/api-client.ts': "import { x } from '../../app/routes.tsx';",
  'src/app/routes.tsx': [
    "import { x } from '../features/report/pages/report-page.tsx';",
    "import { y } from '../../test/render-app.tsx';",
  ].join('\n'),
};

let findings: ImportFinding[];
let remove: () => void;

beforeAll(async () => {
  ({ findings, remove } = await lintImportProbes({ repoRoot, workspace: 'apps/console', probes }));
}, 60_000);
afterAll(() => remove());

const messagesOf = (file: string, line = 1) =>
  findings.filter((f) => f.file === file && f.line === line).map((f) => f.message);

describe('console import rules', () => {
  it('stop a feature importing another feature, at every depth', () => {
    expect(messagesOf('src/features/report/components/cross-feature.tsx')).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(messagesOf('src/features/report/report-query.ts')).toHaveLength(1);
    expect(messagesOf('src/features/report/charts/deep/option.ts')).toHaveLength(1);
  });

  it('stop a feature importing app/', () => {
    expect(messagesOf('src/features/report/components/into-app.tsx')).toEqual([
      expect.stringContaining('A feature never imports app/'),
    ]);
  });

  it('stop production code importing test helpers, and let tests use them', () => {
    expect(messagesOf('src/features/report/components/test-helper.tsx')).toEqual([
      expect.stringContaining('never imports test helpers'),
    ]);
    expect(messagesOf('src/features/report/components/scripted-server.tsx')).toHaveLength(1);
    expect(messagesOf('src/app/routes.tsx', 2)).toHaveLength(1);
    expect(messagesOf('src/features/report/pages/report-page.test.tsx', 1)).toHaveLength(1);
    expect(messagesOf('src/features/report/pages/report-page.test.tsx', 2)).toEqual([]);
  });

  it('stop shared/ importing a feature or app/', () => {
    expect(messagesOf('src/shared/format/count.ts')).toEqual([
      expect.stringContaining('shared/ never imports a feature'),
    ]);
    expect(messagesOf('src/shared/http/api-client.ts')).toEqual([
      expect.stringContaining('shared/ never imports app/'),
    ]);
  });

  it('keep queries and mutations in the api/ folders', () => {
    const hooksOutsideApi = expect.stringContaining("api/ folder's operation files");
    expect(messagesOf('src/features/report/components/report-panel.tsx')).toEqual([hooksOutsideApi]);
    expect(messagesOf('src/features/shell/shell-layout.tsx')).toEqual([hooksOutsideApi]);
    expect(messagesOf('src/shared/enterprise-auth/enterprise-auth-dialog.tsx')).toEqual([hooksOutsideApi]);
    expect(messagesOf('src/features/report/api/get-report-summary.ts')).toEqual([]);
    expect(messagesOf('src/shared/enterprise-auth/api/submit-enterprise-auth.ts')).toEqual([]);
  });

  it('let a feature import its own folders, shared/ and packages, and app/ import features', () => {
    expect(messagesOf('src/features/report/components/allowed.tsx', 1)).toEqual([]);
    expect(messagesOf('src/features/report/components/allowed.tsx', 2)).toEqual([]);
    expect(messagesOf('src/features/report/components/allowed.tsx', 3)).toEqual([]);
    expect(messagesOf('src/app/routes.tsx', 1)).toEqual([]);
  });

  it('cover every file of the features (none deeper than the overrides reach)', () => {
    const tooDeep: string[] = [];
    const walk = (dir: string, depth: number) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path, depth + 1);
        else if (depth > DEEPEST_FEATURE_FILE) tooDeep.push(relative(consoleRoot, path));
      }
    };
    walk(join(consoleRoot, 'src/features'), 1);
    expect(tooDeep).toEqual([]);
  });
});
