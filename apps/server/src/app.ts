import { API_DOCS_PATH, ErrorCode, limits, ORIGINAL_CONFIG_PATH, SIP_WEBSOCKET_PATH } from '@console/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type AppConfig, loadConfig, runsTelephonySimulator } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, type Db, openDatabase } from './db/database.ts';
import { seedDemo } from './db/seed.ts';
import { shareEvents } from './db/shared-events.ts';
import { AppError } from './lib/app-error.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type AppEvents, createEventBus, type TypedEmitter } from './lib/events.ts';
import { describeFault, logRedaction, requestSerializer } from './lib/log-redaction.ts';
import { loadServerSecret } from './lib/server-secret.ts';
import { registerApiDocsRoutes } from './modules/api-docs/routes.ts';
import { registerBlacklistRoutes } from './modules/blacklist/routes.ts';
import { registerBusinessRoutes } from './modules/business/routes.ts';
import { registerCaptchaRoutes } from './modules/captcha/routes.ts';
import { registerCustomerRoutes } from './modules/customer/routes.ts';
import { registerDevRoutes } from './modules/dev/routes.ts';
import type { Carrier } from './modules/dialer/carrier.ts';
import { simulatedCarrier } from './modules/dialer/carrier-simulator.ts';
import { Dialer } from './modules/dialer/dialer.ts';
import { simulatorHandover } from './modules/dialer/handover.ts';
import { IntentionPusher } from './modules/dialer/intention-push.ts';
import { ScriptCache } from './modules/dialer/script-cache.ts';
import { registerDownloadRoutes } from './modules/download/routes.ts';
import type { DownloadWorkerOptions } from './modules/download/worker.ts';
import { registerFeeRoutes } from './modules/fee/routes.ts';
import { registerImportRoutes } from './modules/imports/routes.ts';
import type { ImportWorkerOptions } from './modules/imports/worker.ts';
import { registerDictionaryRoutes } from './modules/knowledge/dictionary/routes.ts';
import { registerKnowledgeRoutes } from './modules/knowledge/routes.ts';
import { registerLoginRoutes } from './modules/login/routes.ts';
import { registerMenuRoutes } from './modules/menu/routes.ts';
import { registerMonitorRoutes } from './modules/monitor/routes.ts';
import { registerRealtimeRoutes, XMPP_WEBSOCKET_PATH } from './modules/realtime/routes.ts';
import { registerInboundSimulator } from './modules/reception/dev-routes.ts';
import { registerReceptionRoutes } from './modules/reception/routes.ts';
import { registerRecordingRoutes, VOICE_URL } from './modules/recordings/routes.ts';
import type { RecordingStoreOptions } from './modules/recordings/store.ts';
import { registerRegisterRoutes } from './modules/register/routes.ts';
import { registerReportRoutes } from './modules/report/routes.ts';
import { registerRuntimeConfigRoutes } from './modules/runtime-config/routes.ts';
import type { SmsSender } from './modules/sms/sender.ts';
import { registerSdkScripts } from './modules/softphone/browser-scripts.ts';
import { registerSdkRoutes } from './modules/softphone/routes.ts';
import { registerSpeechRoutes } from './modules/speech/routes.ts';
import { registerTaskRoutes } from './modules/task/routes.ts';
import { registerTeamRoutes } from './modules/team/routes.ts';
import { registerTelephonyDevRoutes } from './modules/telephony/dev-routes.ts';
import { registerTelephonyRoutes } from './modules/telephony/routes.ts';
import { TelephonySimulator, timingsFromEnv } from './modules/telephony/simulator.ts';
import { NoSipEndpoint, type Telephony } from './modules/telephony/telephony.ts';
import { registerUpdateLogRoutes } from './modules/update-log/routes.ts';
import { registerUserRoutes } from './modules/user/routes.ts';
import { registerWeixinDevRoutes, SimulatorWeixinNotifier } from './modules/user/weixin-notifier.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerClientError, answerFrameworkError, registerEnvelope } from './plugins/envelope.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerRequestQueue } from './plugins/request-queue.ts';
import { contractValidator } from './plugins/request-validation.ts';
import { createRouter } from './plugins/router.ts';
import { registerSdkCors } from './plugins/sdk-cors.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerConsole } from './plugins/static-console.ts';
import { buildServices } from './services.ts';

/** Messaging and SIP frames are small; a larger frame is refused before it is parsed. */
const WEBSOCKET_MAX_FRAME_BYTES = 64 * 1024;
const WEBSOCKET_SUBPROTOCOLS = ['xmpp', 'sip'] as const;

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
    await database.migrate();
    if (config.seed) {
      await seedDemo(database.db, clock, { timeZone: config.reportTimeZone, traffic: options.demoTraffic ?? true });
    }
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
  const services = buildServices(
    { db, clock, config, log: app.log, events, secret: loadServerSecret(config) },
    {
      smsSender: options.smsSender,
      downloads: downloadOptions,
      imports: importOptions,
      recordings: options.recordings,
    },
  );
  const { sessions, permissions, downloads, imports } = services;
  const ctx: AppContext = {
    ...services,
    app,
    config,
    db,
    clock,
    events,
    router: createRouter(app, {
      prefixes: config.servicePrefixes,
      db,
      sessions,
      permissions,
      special: config.permissionSpecial,
    }),
  };

  registerLoginRoutes(ctx, services);
  registerRegisterRoutes(ctx, services);
  registerCaptchaRoutes(ctx, { db, captchas: services.captchas });
  registerRuntimeConfigRoutes(ctx);
  await registerApiDocsRoutes(ctx);
  registerBusinessRoutes(ctx, services);
  registerFeeRoutes(ctx, services);
  registerMenuRoutes(ctx, services);
  registerUserRoutes(ctx, services);
  registerUpdateLogRoutes(ctx, services);
  registerReportRoutes(ctx);
  registerReceptionRoutes(ctx);
  registerSpeechRoutes(ctx);
  registerTaskRoutes(ctx);
  registerKnowledgeRoutes(ctx);
  registerDictionaryRoutes(ctx);
  registerImportRoutes(ctx);
  registerBlacklistRoutes(ctx);
  registerCustomerRoutes(ctx);
  // One WebSocket server for the messaging (xmpp) and SIP (sip) endpoints: a second instance
  // would handle every upgrade twice. Each endpoint closes a socket without its subprotocol.
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: WEBSOCKET_MAX_FRAME_BYTES,
      handleProtocols: (protocols) => WEBSOCKET_SUBPROTOCOLS.find((name) => protocols.has(name)) ?? false,
    },
  });
  registerRealtimeRoutes(ctx);
  registerDownloadRoutes(ctx);
  registerRecordingRoutes(ctx);
  // The simulator answers softphones only outside production and when they are pointed at this
  // server's own endpoint; with SIP_URL elsewhere (a real SIP platform) nothing registers here.
  const simulator =
    !options.telephony && runsTelephonySimulator(config)
      ? new TelephonySimulator({
          domain: config.sip.domain,
          iceServers: config.sip.iceServers,
          log: app.log,
          timings: timingsFromEnv(options.env ?? process.env),
        })
      : undefined;
  if (simulator) registerTelephonyRoutes(ctx, simulator);
  const telephony = options.telephony ?? simulator ?? new NoSipEndpoint();
  registerSdkRoutes(ctx, { telephony });
  const agentRouter = registerTeamRoutes(ctx, { telephony });
  const liveBoard = registerMonitorRoutes(ctx, { desk: simulator });
  await registerSdkScripts(app, { softphoneDist: config.softphoneDist, production: config.production });
  if (startDownloads) app.addHook('onReady', () => downloads.start());
  // Registered after the database's hook, so it runs first: a running export is put back in the
  // queue while the database is still open.
  app.addHook('onClose', () => downloads.stop());
  if (startImports) app.addHook('onReady', () => imports.start());
  app.addHook('onClose', () => imports.stop());
  // The official account's stand-in: no production adapter exists yet.
  const weixin = new SimulatorWeixinNotifier(app.log);
  // Outbound and inbound simulated calls share one carrier simulator: its seed, compressed time,
  // compiled scripts and agent handover.
  const carrierSimulator = config.production
    ? undefined
    : simulatedCarrier(options.env ?? process.env, {
        scripts: new ScriptCache(db),
        handover: simulator && simulatorHandover(agentRouter, simulator, app.log),
        live: liveBoard,
      });
  const carrier = options.dialer?.carrier ?? carrierSimulator;
  if (carrier && options.dialer?.start !== false) {
    const env = options.env ?? process.env;
    const dialer = new Dialer({
      db,
      clock,
      carrier,
      timeZone: config.reportTimeZone,
      log: app.log,
      leaseMs: Number(env.DIALER_LEASE_MS) || undefined,
      breakerCooldownMs: Number(env.DIALER_BREAKER_COOLDOWN_MS) || undefined,
      intentions: new IntentionPusher({ db, events, weixin, log: app.log }),
    });
    app.addHook('onReady', () => dialer.start());
    app.addHook('onClose', () => dialer.stop());
  }
  if (!config.production) registerDevRoutes(ctx);
  if (!config.production) registerWeixinDevRoutes(app, weixin);
  if (!config.production && simulator) registerTelephonyDevRoutes(ctx, simulator, agentRouter);
  if (carrierSimulator) registerInboundSimulator(ctx, carrierSimulator);
  await registerConsole(app, { consoleDist: config.consoleDist, apiPrefixes: apiPrefixes(config) });

  return app;
}
