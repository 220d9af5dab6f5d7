#!/usr/bin/env node
/**
 * Runs a command twice: first against the embedded PGlite, then against a throwaway PostgreSQL
 * cluster started here (exported to the command as TEST_DATABASE_URL). The cluster lives in a
 * temporary directory, listens only on a unix socket there, and is stopped and removed however
 * the command ends. Exits non-zero when either run fails.
 *
 *   node scripts/with-postgres.mjs npx vitest run --project server
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand, stopCommands } from './lib/loopback-peer.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;

function banner(text) {
  const line = '='.repeat(text.length + 4);
  console.log(`\n${line}\n  ${text}\n${line}\n`);
}

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  return join(base, versions[0], 'bin');
}

/** initdb and pg_ctl refuse to run as root: run them as the postgres user then. */
function runPg(bin, args) {
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
  }
  return result.stdout;
}

class Cluster {
  constructor() {
    this.bin = findPostgresBin();
    this.root = mkdtempSync(join(tmpdir(), 'with-postgres-'));
    this.dataDir = join(this.root, 'data');
    this.socketDir = this.root;
    this.started = false;
    if (isRoot) {
      const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gw = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (pw.status !== 0) throw new Error('running as root needs a "postgres" system user');
      chownSync(this.root, Number(pw.stdout), Number(gw.stdout));
    }
    chmodSync(this.root, 0o700);
  }

  start() {
    runPg(join(this.bin, 'initdb'), ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const options = [
      "-c listen_addresses=''",
      `-c unix_socket_directories=${this.socketDir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    runPg(join(this.bin, 'pg_ctl'), [
      '-D',
      this.dataDir,
      '-l',
      join(this.root, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
    this.started = true;
    return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(this.socketDir)}`;
  }

  stop() {
    try {
      if (this.started) runPg(join(this.bin, 'pg_ctl'), ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    } finally {
      this.started = false;
      rmSync(this.root, { recursive: true, force: true });
    }
  }
}

let cluster;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopCommands(signal).finally(() => {
      cluster?.stop();
      process.exit(130);
    });
  });
}

const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env;

banner('Run 1 of 2: embedded PGlite');
const pgliteCode = await runCommand(command, baseEnv);

banner('Run 2 of 2: PostgreSQL (throwaway cluster)');
let postgresCode = 1;
try {
  cluster = new Cluster();
  const url = cluster.start();
  console.log(`PostgreSQL from ${cluster.bin}, socket in ${cluster.socketDir}\n`);
  postgresCode = await runCommand(command, { ...baseEnv, TEST_DATABASE_URL: url });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
} finally {
  cluster?.stop();
}

banner(
  `PGlite: ${pgliteCode === 0 ? 'passed' : `FAILED (${pgliteCode})`}   PostgreSQL: ${postgresCode === 0 ? 'passed' : `FAILED (${postgresCode})`}`,
);
process.exit(pgliteCode === 0 && postgresCode === 0 ? 0 : 1);
