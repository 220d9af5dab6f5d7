import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';

/** One refusal of noRestrictedImports: the probe file (below the workspace), its line, the rule's message. */
export interface ImportFinding {
  file: string;
  line: number;
  message: string;
}

const run = promisify(execFile);

/**
 * Lints probe files with a workspace's real Biome configuration (the root's biome.json and the
 * workspace's own) in a scratch copy of the tree, and answers what noRestrictedImports refused:
 * how the console's and the server's import-rule tests prove their rules fire.
 */
export async function lintImportProbes(options: {
  repoRoot: string;
  /** The workspace's folder below the repository, e.g. apps/server. */
  workspace: string;
  /** Probe files below the workspace and their sources. */
  probes: Record<string, string>;
}): Promise<{ findings: ImportFinding[]; remove(): void }> {
  const scratch = mkdtempSync(join(tmpdir(), 'import-probes-'));
  const root = join(scratch, options.workspace);
  mkdirSync(root, { recursive: true });
  cpSync(join(options.repoRoot, 'biome.json'), join(scratch, 'biome.json'));
  cpSync(join(options.repoRoot, options.workspace, 'biome.json'), join(root, 'biome.json'));
  for (const [path, source] of Object.entries(options.probes)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${source}\nexport const probe = 1;\n`);
  }
  const biome = join(options.repoRoot, 'node_modules/.bin/biome');
  const output = await run(biome, ['lint', '--reporter=github', '--only=style/noRestrictedImports', '.'], {
    cwd: scratch,
  }).then(
    (result) => result.stdout,
    (error: { stdout: string }) => error.stdout,
  );
  const findings = [...output.matchAll(/^::error [^\n]*file=([^,]+),line=(\d+),[^\n]*::(.*)$/gm)].map((match) => ({
    file: relative(root, match[1]),
    line: Number(match[2]),
    message: match[3],
  }));
  return { findings, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}
