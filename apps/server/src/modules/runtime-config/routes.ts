import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOWNLOAD_FILES_PATH,
  limits,
  ORIGINAL_CONFIG_PATH,
  type OriginalConfigKeys,
  type OriginalUpdateLog,
  type OriginalVersionInfo,
  type RuntimeConfig,
  TALK_TIME_CALL_RESULTS,
  type UpdateLog,
  type VersionInfo,
} from '@console/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppConfig, runsTelephonySimulator, SERVER_ROOT } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Clock } from '../../lib/clock.ts';

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

/** A WebSocket address as the original pages want it: absolute, against the request's host for a path. */
function webSocketUrl(request: FastifyRequest, url: string): string {
  if (/^wss?:\/\//.test(url)) return url;
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}${url}`;
}

function originalKeys(config: RuntimeConfig, request: FastifyRequest): OriginalConfigKeys {
  return {
    csp: '/agentdesk?token={token}&bid={bid}',
    login: '/yeta/login',
    im: { ...config.im, serverUrl: webSocketUrl(request, config.im.url) },
    fsConfig: {
      socketURL: webSocketUrl(request, config.sip.url).replace(/^wss?:\/\//, ''),
      sipURI: `@${config.sip.domain}`,
      iceURL: config.sip.iceServers,
    },
  };
}

function readUpdateLog(): UpdateLog {
  // Read per request so an edited log shows without a restart.
  return JSON.parse(readFileSync(UPDATE_LOG_FILE, 'utf8')) as UpdateLog;
}

function runtimeConfig(config: AppConfig): RuntimeConfig {
  return {
    interfaceUrl: '',
    service: { ...config.servicePrefixes },
    staticUrl: '/static',
    voiceUrl: '/voice',
    downUrl: config.servicePrefixes.downloadCenterApi + DOWNLOAD_FILES_PATH,
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
    callResult: [...TALK_TIME_CALL_RESULTS],
  };
}

export function registerRuntimeConfigRoutes({ app, config: settings }: AppContext, { clock }: { clock: Clock }): void {
  const version: VersionInfo = { version: serverVersion(), buildTime: formatLocal(clock()) };

  const config = (request: FastifyRequest) => {
    const ours = runtimeConfig(settings);
    return { ...ours, ...originalKeys(ours, request) };
  };
  app.get('/config/config.json', async (request, reply) => noStore(reply, config(request)));
  app.get('/config/version.json', async (_request, reply) => noStore(reply, version));
  app.get('/config/updatelog.json', async (_request, reply) => noStore(reply, readUpdateLog()));

  // The same files where the original product's pages look for them, in its shapes.
  const originalVersion: OriginalVersionInfo = { default: '/', version: { url: { account: [], bid: [] } } };
  app.get(`${ORIGINAL_CONFIG_PATH}/config.json`, async (request, reply) => noStore(reply, config(request)));
  app.get(`${ORIGINAL_CONFIG_PATH}/version.json`, async (_request, reply) => noStore(reply, originalVersion));
  app.get(`${ORIGINAL_CONFIG_PATH}/updatelog.json`, async (_request, reply) => {
    const log: OriginalUpdateLog = {
      logItems: readUpdateLog().logItems.map((item) => ({
        ...item,
        updateContent: item.updateContent.map((content) => ({ content })),
      })),
    };
    return noStore(reply, log);
  });
}
