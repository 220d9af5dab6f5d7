import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_NODE_FLAGS } from '../apps/server/scripts/build.mjs';
import { TARGETS } from './build.mjs';
import { freePort } from './lib/loopback-peer.mjs';
import { spawnOwned, stopOwned } from './lib/owned-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The compiled server as `npm start` runs it: bundled, then started by plain Node from a folder
 * as deep under apps/server as dist/, on a fresh embedded database.
 */
describe('the compiled server', { timeout: 120_000 }, () => {
  let outdir;
  let dataDir;
  let bundle;
  let server;
  let origin;
  let output = '';

  beforeAll(async () => {
    outdir = mkdtempSync(join(ROOT, 'apps/server/build-test-'));
    dataDir = mkdtempSync(join(tmpdir(), 'build-test-data-'));
    bundle = await buildServer(outdir);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawnOwned(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: 'false',
      },
    });
    await new Promise((resolve, reject) => {
      const collect = (chunk) => {
        output += chunk;
        if (output.includes('智能外呼控制台已启动')) resolve();
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', collect);
      server.once('exit', () => reject(new Error(`the server exited:\n${output}`)));
    });
  }, 120_000);
  afterAll(async () => {
    if (server) await stopOwned(server);
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports no TypeScript: the workspace packages are bundled, the others come from node_modules', () => {
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/from "[^"]*\.ts"/);
    expect(code).not.toMatch(/from "@console\//);
    expect(code).toMatch(/from "fastify"/);
  });

  it('leaves the media stack to a chunk of its own, loaded with the first simulated call', () => {
    expect(readFileSync(bundle, 'utf8')).not.toMatch(/from "werift"/);
    const chunks = readdirSync(outdir).filter((name) => name.endsWith('.js') && name !== 'main.js');
    expect(chunks.some((name) => /from "werift"/.test(readFileSync(join(outdir, name), 'utf8')))).toBe(true);
  });

  it('finds its migrations, update log and runtime config from the compiled output', async () => {
    expect(output).toContain('数据库: 内置 PGlite');
    const updateLog = await fetch(`${origin}/config/updatelog.json`);
    expect(updateLog.status).toBe(200);
    expect((await updateLog.json()).logItems.length).toBeGreaterThan(0);
    expect((await fetch(`${origin}/config/config.json`)).status).toBe(200);
  });

  it('stops gracefully on SIGTERM', async () => {
    await stopOwned(server);
    expect(server.exitCode).toBe(0);
  });
});

describe('npm start', () => {
  it('builds the console, the server and the softphone SDK from their sources and the lockfile', () => {
    expect(TARGETS.map((target) => [target.name, target.output])).toEqual([
      ['console', 'apps/console/dist/index.html'],
      ['server', 'apps/server/dist/main.js'],
      ['softphone', 'packages/softphone/dist/browser/xiaoman.js'],
    ]);
    for (const target of TARGETS) expect(target.inputs).toContain('package-lock.json');
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
    const flags = SERVER_NODE_FLAGS.join(' ');
    expect(scripts.start).toBe(`node scripts/build.mjs && node ${flags} apps/server/dist/main.js`);
    const server = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')).scripts;
    expect(server.start).toBe(`node ${flags} dist/main.js`);
  });
});
