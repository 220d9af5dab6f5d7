#!/usr/bin/env node
/**
 * Runs a command next to a throwaway Kamailio (Debian's `kamailio` and
 * `kamailio-websocket-modules`) on loopback: a SIP-over-WebSocket registrar and proxy on free
 * ports of 127.0.0.1 (interop/kamailio.cfg), location table in memory. The command gets
 *
 *   KAMAILIO_WS_URL   ws://127.0.0.1:<port>
 *   KAMAILIO_DOMAIN   platform.test
 *
 * `-DD -E` keeps Kamailio in the foreground with its log on stderr (`-D` alone serves UDP only
 * and never opens the WebSocket port). As root it drops to the `kamailio` system user.
 *
 *   node scripts/with-kamailio.mjs npx vitest run --project interop
 */
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, runBeside, spawnDaemon, stopDaemon, systemUser, waitForPorts, which } from './lib/loopback-peer.mjs';

const DOMAIN = 'platform.test';
const TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), '..', 'interop', 'kamailio.cfg');
const MODULE_DIRS = [
  '/usr/lib/x86_64-linux-gnu/kamailio/modules/',
  '/usr/lib/aarch64-linux-gnu/kamailio/modules/',
  '/usr/lib/kamailio/modules/',
];

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-kamailio.mjs <command> [args...]');
  process.exit(2);
}

class Kamailio {
  constructor() {
    this.root = mkdtempSync(join(tmpdir(), 'with-kamailio-'));
    this.user = systemUser('kamailio');
    this.daemon = null;
  }

  get output() {
    return this.daemon?.output ?? '';
  }

  async start() {
    const modules = MODULE_DIRS.find((dir) => existsSync(join(dir, 'websocket.so')));
    if (!modules) throw new Error('websocket.so not found: apt-get install -y kamailio-websocket-modules');
    const sipPort = await freePort();
    const wsPort = await freePort();
    const config = join(this.root, 'kamailio.cfg');
    writeFileSync(
      config,
      readFileSync(TEMPLATE, 'utf8')
        .replaceAll('@SIP_PORT@', String(sipPort))
        .replaceAll('@WS_PORT@', String(wsPort))
        .replaceAll('@MODULES@', modules),
    );
    const args = ['-f', config, '-DD', '-E', '-P', join(this.root, 'kamailio.pid'), '-Y', this.root];
    if (this.user) {
      chownSync(this.root, this.user.uid, this.user.gid);
      args.push('-u', String(this.user.uid), '-g', String(this.user.gid));
    }
    this.daemon = spawnDaemon('kamailio', args);
    await waitForPorts(this.daemon, [wsPort], 'kamailio');
    console.log(`with-kamailio: Kamailio on 127.0.0.1 (ws ${wsPort}, udp ${sipPort}) in ${this.root}`);
    return { KAMAILIO_WS_URL: `ws://127.0.0.1:${wsPort}`, KAMAILIO_DOMAIN: DOMAIN };
  }

  async stop() {
    await stopDaemon(this.daemon);
    rmSync(this.root, { recursive: true, force: true });
  }
}

if (!which('kamailio')) {
  console.error(
    'with-kamailio: kamailio is not installed (Debian: apt-get install -y kamailio kamailio-websocket-modules)',
  );
  process.exit(1);
}

await runBeside('with-kamailio', new Kamailio(), command);
