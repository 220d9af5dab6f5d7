/**
 * What the scripts that run a command beside a throwaway server (with-prosody, with-kamailio,
 * with-postgres) share: free ports, waiting for a port, which(), the system user a daemon should
 * run as, running the command, and stopping the server however the command ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { exitOf, spawnOwned, stopAllOwned } from './owned-process.mjs';

export function which(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function canConnect(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** uid and gid of a daemon's system user, when running as root and the user exists. */
export function systemUser(name) {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Waits until every port accepts connections, or throws with the daemon's output. */
export async function waitForPorts(daemon, ports, name, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await Promise.all(ports.map(canConnect));
    if (open.every(Boolean)) return;
    if (daemon.exited) throw new Error(`${name} exited during start-up:\n${daemon.output}`);
    if (Date.now() > deadline)
      throw new Error(`${name} did not open its ports in ${timeoutMs / 1000} s:\n${daemon.output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A foreground daemon whose output is collected for the failure report. */
export function spawnDaemon(file, args) {
  const daemon = { output: '', exited: false };
  daemon.child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk) => {
    daemon.output += chunk;
  };
  daemon.child.stdout.on('data', collect);
  daemon.child.stderr.on('data', collect);
  daemon.exitPromise = new Promise((resolve) =>
    daemon.child.on('exit', () => {
      daemon.exited = true;
      resolve();
    }),
  );
  return daemon;
}

export async function stopDaemon(daemon) {
  if (!daemon?.child || daemon.exited) return;
  daemon.child.kill('SIGTERM');
  const killer = setTimeout(() => daemon.child.kill('SIGKILL'), 5000);
  await daemon.exitPromise;
  clearTimeout(killer);
}

/**
 * Runs the command with inherited output; answers its exit status (1 when it cannot start). The
 * command runs in a process group of its own, which stopCommands() ends (on Ctrl-C or SIGTERM)
 * and which cannot outlive this script.
 */
export function runCommand(command, env) {
  const child = spawnOwned(command[0], command.slice(1), { stdio: 'inherit', env });
  child.on('error', (error) => console.error(`could not start ${command[0]}: ${error.message}`));
  return exitOf(child);
}

/** Ends the commands still running, passing them the signal this script got. */
export function stopCommands(signal) {
  return stopAllOwned(signal);
}

/**
 * Starts the peer, runs the command with the environment start() answers, stops the peer (also
 * on Ctrl-C) and exits with the command's status. `peer` has start(): env, stop() and output.
 */
export async function runBeside(name, peer, command) {
  let stopping = null;
  const stopOnce = () => {
    stopping ??= peer.stop();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopCommands(signal)
        .then(stopOnce)
        .finally(() => process.exit(130));
    });
  }
  let status = 1;
  try {
    const env = await peer.start();
    status = await runCommand(command, { ...process.env, ...env });
    if (status !== 0 && process.env.PEER_LOG_ON_FAILURE !== '0') {
      console.error(`\n--- ${name} log ---\n${peer.output}`);
    }
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    status = 1;
  } finally {
    await stopOnce();
  }
  process.exit(status);
}
