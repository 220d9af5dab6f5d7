import { API_DOCS_PATH, ErrorCode, limits, ORIGINAL_CONFIG_PATH, SIP_WEBSOCKET_PATH } from '@console/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppConfig, loadConfig } from './config.ts';
import { type Database, type Db, openDatabase } from './db/database.ts';
import { shareEvents } from './db/shared-events.ts';
import { AppError } from './lib/app-error.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type AppEvents, createEventBus, type TypedEmitter } from './lib/events.ts';
import { describeFault, logRedaction, requestSerializer } from './lib/log-redaction.ts';
import { loadServerSecret } from './lib/server-secret.ts';
import { seedDemo } from './modules/demo/index.ts';
import type { Carrier } from './modules/dialer/index.ts';
import type { DownloadWorkerOptions } from './modules/download/index.ts';
import type { ImportWorkerOptions } from './modules/imports/index.ts';
import { XMPP_WEBSOCKET_PATH } from './modules/realtime/index.ts';
import type { RecordingStoreOptions } from './modules/recordings/index.ts';
import { VOICE_URL } from './modules/recordings/index.ts';
import type { SmsSender } from './modules/sms/index.ts';
import type { Telephony } from './modules/telephony/index.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerClientError, answerFrameworkError, registerEnvelope } from './plugins/envelope.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerRequestQueue } from './plugins/request-queue.ts';
import { contractValidator } from './plugins/request-validation.ts';
import { createRouter } from './plugins/router.ts';
import { registerSdkCors } from './plugins/sdk-cors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerConsole } from './plugins/static-console.ts';
import { registerRoutes } from './routes.ts';
import { buildServices, type Platform, type Services } from './services.ts';

export interface BuildOptions {
  /** Environment to read the configuration from; defaults to process.env. Tests pass {}. */
  env?: Record<string, string | undefined>;
  /** Settings that win over the environment. */
  config?: Partial<AppConfig>;
  /** An open database; without one, the configured one is opened and closed with the app. */
  database?: Database;
  clock?: Clock;
  /** Builds the SMS sender; the default is the simulator writing to sms_outbox. */
  smsSender?: (deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) => SmsSender;
  logger?: { level?: string; stream?: DestinationStream };
  /** The event bus of AppContext; tests pass one to watch what modules publish. */
  events?: TypedEmitter<AppEvents>;
  /** Download worker settings; `start: false` leaves the worker stopped (tests start their own). */
  downloads?: Partial<Omit<DownloadWorkerOptions, 'db' | 'clock' | 'dataDir' | 'timeZone' | 'log'>> & {
    start?: boolean;
  };
  /** Import worker settings; `start: false` leaves it stopped, like the download worker's. */
  imports?: Partial<Pick<ImportWorkerOptions, 'pollMs' | 'staleMs' | 'heartbeatMs'>> & { start?: boolean };
  /**
   * What places the softphone's calls; the default is the embedded telephony simulator when
   * SIP_URL is this server's own endpoint, else none (makeCall says the phone is not registered).
   */
  telephony?: Telephony;
  /** Call recordings: the synthesiser (tests wrap it to count) and how many run at once. */
  recordings?: Omit<RecordingStoreOptions, 'dataDir'>;
  /** Seed the demo enterprise's calls along with its accounts (default true; tests opt in). */
  demoTraffic?: boolean;
  /**
   * The dialer; `start: false` leaves it stopped (tests drive their own). Outside production it
   * calls through the carrier simulator (CARRIER_SEED, CARRIER_COMPRESSION); production has no
   * carrier yet, so it does not run there.
   */
  dialer?: { start?: boolean; carrier?: Carrier };
}

/**
 * Paths that belong to the server, never to the console's client-side routes. The WebSocket
 * paths are among them even where no endpoint answers there (SIP_URL pointing elsewhere).
 */
function apiPrefixes(config: AppConfig): string[] {
  return [
    ...Object.values(config.servicePrefixes),
    '/api',
    API_DOCS_PATH,
    '/config',
    '/static',
    '/dev',
    VOICE_URL,
    XMPP_WEBSOCKET_PATH,
    SIP_WEBSOCKET_PATH,
  ];
}

/** Applies the migrations not applied yet and, when configured, seeds the demo enterprise. */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'seed' | 'reportTimeZone'>,
  options: { clock?: Clock; demoTraffic?: boolean } = {},
): Promise<void> {
  await database.migrate();
  if (config.seed) {
    await seedDemo(database.db, options.clock ?? systemClock, {
      timeZone: config.reportTimeZone,
      traffic: options.demoTraffic ?? true,
    });
  }
}

/**
 * Builds the whole server (plugins, then modules) on a migrated and seeded database. Tests
 * import this and call `app.inject`; main.ts only adds listen() and signal handling.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(options.env ?? process.env), ...options.config };
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: {
      level: options.logger?.level ?? config.logLevel,
      ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
      redact: logRedaction,
      serializers: { req: requestSerializer, err: describeFault },
    },
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(contractValidator);
  registerEnvelope(app);
  registerSecurityHeaders(app, {
    connectUrls: [config.im.enabled ? config.im.url : '', config.sip.enabled ? config.sip.url : ''],
  });
  registerRequestQueue(app, { ...config.requestQueue, prefixes: [...Object.values(config.servicePrefixes), '/dev'] });
  registerAuth(app);
  registerSdkCors(app, {
    // The sdk service, and the config.json the original softphone script reads before it logs in.
    prefixes: [config.servicePrefixes.sdk, ORIGINAL_CONFIG_PATH],
    allowedOrigins: config.sdkAllowedOrigins,
  });

  const database = options.database ?? (await openDatabase(config));
  try {
    await prepareDatabase(database, config, { clock, demoTraffic: options.demoTraffic });
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, clock),
    errorResponseBuilder: () => new AppError(ErrorCode.TooManyRequests, undefined, { statusCode: 429 }),
  });
  // Answers over 1 KB go out as Brotli (quality 4, cheap enough per request) or gzip when the
  // client accepts them; the console's own files are compressed once at build time instead.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // Upload handlers read files themselves (modules/uploads/store.ts): a file over the limit is
  // truncated and read to its end, so the whole request is consumed before the refusal is sent.
  await app.register(fastifyMultipart, {
    limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 10 },
    throwFileSizeLimit: false,
  });

  const db = database.db;
  // Created before any module registers, so every module can subscribe.
  const events = options.events ?? createEventBus();
  // Registered after the database's hook, so it runs first.
  const stopSharingEvents = await shareEvents({ database, events, log: app.log });
  app.addHook('onClose', () => stopSharingEvents());
  const { start: startDownloads = true, ...downloadOptions } = options.downloads ?? {};
  const { start: startImports = startDownloads, ...importOptions } = options.imports ?? {};
  const platform: Platform = {
    db,
    background: database.background,
    clock,
    config,
    env: options.env ?? process.env,
    log: app.log,
    events,
    secret: loadServerSecret(config),
  };
  const services = buildServices(platform, {
    smsSender: options.smsSender,
    downloads: downloadOptions,
    imports: importOptions,
    recordings: options.recordings,
    telephony: options.telephony,
    carrier: options.dialer?.carrier,
  });
  const router = createRouter(app, {
    prefixes: config.servicePrefixes,
    db,
    sessions: services.sessions,
    permissions: services.permissions,
    special: config.permissionSpecial,
  });
  await registerRoutes({ app, config, router }, services, platform);
  runInBackground(app, services, events, {
    downloads: startDownloads,
    imports: startImports,
    dialer: options.dialer?.start !== false,
  });
  await registerConsole(app, { consoleDist: config.consoleDist, apiPrefixes: apiPrefixes(config) });

  return app;
}

/**
 * What runs beside the requests: the removal of uploads a killed process left, the download and
 * import workers, the dialer, the pushes of the live monitor and the messaging endpoint, the
 * simulators. onClose hooks run last-added first, and all of these come after the database's:
 * work in progress is put back while it is still open, and the dialer's calls end before the
 * board and the simulator they report to.
 */
function runInBackground(
  app: FastifyInstance,
  services: Services,
  events: TypedEmitter<AppEvents>,
  start: { downloads: boolean; imports: boolean; dialer: boolean },
): void {
  const { downloadWorker, importWorker, dialer, messaging, board, watches, simulator, inbound, taskFiles } = services;
  messaging.start();
  app.addHook('onReady', () => taskFiles.removeUnfinished());
  const stopNotifying = board.subscribe((businessId, event) => watches.notify(businessId, event));
  const dropRemovedAgent = (agent: { businessId: number; dn: string }) => simulator?.registrar.unbindExtension(agent);
  events.on('agentRemoved', dropRemovedAgent);
  app.addHook('onClose', async () => {
    messaging.stop();
    stopNotifying();
    board.close();
    watches.close();
    events.off('agentRemoved', dropRemovedAgent);
    await simulator?.close();
  });
  if (start.downloads) app.addHook('onReady', () => downloadWorker.start());
  app.addHook('onClose', () => downloadWorker.stop());
  if (start.imports) app.addHook('onReady', () => importWorker.start());
  app.addHook('onClose', () => importWorker.stop());
  if (dialer && start.dialer) {
    app.addHook('onReady', () => dialer.start());
    app.addHook('onClose', () => dialer.stop());
  }
  if (inbound) app.addHook('onClose', () => inbound.traffic.stop());
}
