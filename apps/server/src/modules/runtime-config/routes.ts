import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { limits, type RuntimeConfig, type UpdateLog, type VersionInfo } from '@console/contracts';
import type { FastifyReply } from 'fastify';
import { runsTelephonySimulator, SERVER_ROOT } from '../../config.ts';
import type { AppContext } from '../../context.ts';

/**
 * The console's runtime files under /config. The console loads config.json before it renders
 * anything; none of these may be cached, or a changed deployment would keep old settings.
 */
const UPDATE_LOG_FILE = join(SERVER_ROOT, 'src/config-files/updatelog.json');

/** The server package's version: the console's version.json and the API reference show it. */
export function serverVersion(): string {
  const pkg = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

function formatLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

function noStore(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
}

function runtimeConfig(ctx: Pick<AppContext, 'config'>): RuntimeConfig {
  const { config } = ctx;
  return {
    interfaceUrl: '',
    service: { ...config.servicePrefixes },
    staticUrl: '/static',
    voiceUrl: '/voice',
    downUrl: '/download/files',
    flowUrl: '/sdk/api/v1/flow',
    debug: !config.production,
    system: { name: '智能外呼', id: limits.defaultSystemId },
    permission: { special: config.permissionSpecial },
    encrypt: config.passwordEncrypt,
    im: { ...config.im },
    sip: {
      ...config.sip,
      simulator: runsTelephonySimulator(config),
      iceServers: config.sip.iceServers.map((server) => ({ ...server })),
    },
    reportTimeZone: config.reportTimeZone,
  };
}

export function registerRuntimeConfigRoutes(ctx: AppContext): void {
  const { app } = ctx;
  const version: VersionInfo = { version: serverVersion(), buildTime: formatLocal(ctx.clock()) };

  app.get('/config/config.json', async (_request, reply) => noStore(reply, runtimeConfig(ctx)));
  app.get('/config/version.json', async (_request, reply) => noStore(reply, version));
  app.get('/config/updatelog.json', async (_request, reply) => {
    // Read per request so an edited log shows without a restart.
    const log = JSON.parse(readFileSync(UPDATE_LOG_FILE, 'utf8')) as UpdateLog;
    return noStore(reply, log);
  });
}
