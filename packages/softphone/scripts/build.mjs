#!/usr/bin/env node
/**
 * Builds the SDK as integrators take it, into dist/ (or the directory given):
 *   esm/        the library as an ES module: its dependencies stay imports, @console/contracts
 *               is bundled in since it is not published;
 *   browser/    scripts for a plain <script> tag, everything bundled and minified:
 *               softphone.js defines the global `ConsoleSoftphone` (this package's exports),
 *               xiaoman.js the original product's global `xiaoman` (src/compat);
 *   types/      the type declarations, the contracts' among them;
 *   package.json the manifest of the publishable package.
 * Usage: node scripts/build.mjs [outdir]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = resolve(PACKAGE_ROOT, '../..');
export const SOFTPHONE_DIST = join(PACKAGE_ROOT, 'dist');
/** Browsers the scripts run in: the WebRTC ones the agent desk supports. */
const BROWSER_TARGET = ['chrome100', 'edge100', 'firefox100', 'safari15'];

const readManifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const manifest = readManifest(PACKAGE_ROOT);
/**
 * The published dependencies: the SDK's own and the contracts' (zod's types appear in the
 * declarations), without the workspace's packages, which are bundled.
 */
const publishedDependencies = Object.fromEntries(
  [
    ...Object.entries(readManifest(join(PACKAGE_ROOT, '../contracts')).dependencies),
    ...Object.entries(manifest.dependencies),
  ].filter(([name]) => !name.startsWith('@console/')),
);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

async function buildEsm(outdir) {
  await build({
    entryPoints: [join(PACKAGE_ROOT, 'src/index.ts')],
    outdir: join(outdir, 'esm'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGET,
    external: Object.keys(publishedDependencies),
    // No source maps: the scripts are served to any page, and a map would carry the whole source.
    sourcemap: false,
    logLevel: 'warning',
  });
}

async function buildBrowserScript(outdir, entry, fileName, globalName) {
  await build({
    entryPoints: [join(PACKAGE_ROOT, entry)],
    outfile: join(outdir, 'browser', fileName),
    bundle: true,
    format: 'iife',
    ...(globalName ? { globalName } : {}),
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    sourcemap: false,
    legalComments: 'linked',
    logLevel: 'warning',
  });
}

/**
 * tsc writes a declaration per source file of both packages; two things in them only resolve in
 * this workspace, so they are rewritten: the `.ts` endings of relative imports (tsc keeps them
 * in declarations) and the bare `@console/contracts`, which becomes the path to its declarations.
 */
function buildTypes(outdir) {
  const typesDir = join(outdir, 'types');
  const result = spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(PACKAGE_ROOT, 'tsconfig.build.json'),
      '--outDir',
      typesDir,
    ],
    { cwd: PACKAGE_ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`tsc failed:\n${result.stdout}${result.stderr}`);
  const contractsIndex = join(typesDir, 'contracts/src/index.js');
  for (const file of files(typesDir).filter((path) => path.endsWith('.d.ts'))) {
    let toContracts = relative(dirname(file), contractsIndex).split('\\').join('/');
    if (!toContracts.startsWith('.')) toContracts = `./${toContracts}`;
    const text = readFileSync(file, 'utf8')
      .replace(/(from\s+'|import\(')(\.{1,2}\/[^']+)\.ts'/g, "$1$2.js'")
      .replace(/(from\s+'|import\(')@console\/contracts'/g, `$1${toContracts}'`);
    writeFileSync(file, text);
  }
}

function writeManifest(outdir) {
  const published = {
    name: manifest.name,
    version: manifest.version,
    description: '智能外呼坐席软电话 SDK：登录、打开电话、接听与外呼、通话事件',
    type: 'module',
    sideEffects: false,
    exports: {
      '.': { types: './types/softphone/src/index.d.ts', import: './esm/index.js' },
      './browser/softphone.js': './browser/softphone.js',
      './browser/xiaoman.js': './browser/xiaoman.js',
    },
    types: './types/softphone/src/index.d.ts',
    dependencies: publishedDependencies,
  };
  writeFileSync(join(outdir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
}

export async function buildSoftphone(outdir = SOFTPHONE_DIST) {
  rmSync(outdir, { recursive: true, force: true });
  await Promise.all([
    buildEsm(outdir),
    buildBrowserScript(outdir, 'src/index.ts', 'softphone.js', 'ConsoleSoftphone'),
    buildBrowserScript(outdir, 'src/compat/global.ts', 'xiaoman.js'),
  ]);
  buildTypes(outdir);
  writeManifest(outdir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildSoftphone(process.argv[2] ? resolve(process.argv[2]) : SOFTPHONE_DIST);
}
