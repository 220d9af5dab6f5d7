import { setTimeout as sleep } from 'node:timers/promises';
import { DownloadType, isCallReportExportQuery } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type AppConfig, runsTelephonySimulator } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { AppEvents, TypedEmitter } from './lib/events.ts';
import { PasswordReader } from './lib/password-input.ts';
import { LinkSigner } from './lib/signed-links.ts';
import { SessionService } from './modules/account/index.ts';
import { BlacklistService, NumberLists, runBlacklistExport } from './modules/blacklist/index.ts';
import { BusinessService } from './modules/business/index.ts';
import { CaptchaService } from './modules/captcha/index.ts';
import { CustomerService, customerExportKind } from './modules/customer/index.ts';
import {
  type Carrier,
  Dialer,
  IntentionPusher,
  ScriptCache,
  simulatedCarrier,
  simulatorHandover,
} from './modules/dialer/index.ts';
import {
  DownloadService,
  DownloadWorker,
  type DownloadWorkerOptions,
  type ExportKinds,
  kindByQuery,
} from './modules/download/index.ts';
import { FeeService } from './modules/fee/index.ts';
import { ImportService, ImportWorker, type ImportWorkerOptions } from './modules/imports/index.ts';
import {
  AnswerAudio,
  DictionaryService,
  KnowledgeExperience,
  KnowledgeService,
  loadScriptSources,
  QuestionService,
  questionImporter,
  runQuestionExport,
  runTermExport,
  termImporter,
} from './modules/knowledge/index.ts';
import { AccountInfoService, LoginService, ResetPasswordService } from './modules/login/index.ts';
import { LiveBoard, MonitorScope, MonitorService, MonitorWatches, Supervision } from './modules/monitor/index.ts';
import { PermissionService } from './modules/permissions/index.ts';
import { MessagingHub } from './modules/realtime/index.ts';
import {
  CallReportService,
  callReportExportKind,
  InboundSimulator,
  InboundTraffic,
  ReceptionService,
} from './modules/reception/index.ts';
import { RecordingStore, type RecordingStoreOptions, recordingsExportKind } from './modules/recordings/index.ts';
import { RegisterService } from './modules/register/index.ts';
import { ReportService, reportExportKind } from './modules/report/index.ts';
import { SimulatorSmsSender, SmsCodeService, type SmsSender } from './modules/sms/index.ts';
import { agentRegistrations, SdkService } from './modules/softphone/index.ts';
import { ScriptAccess, ScriptExperience, ScriptFiles, ScriptVersions, SpeechService } from './modules/speech/index.ts';
import { LinesService, TaskFiles, TaskRecordsService, TasksService, taskExportKinds } from './modules/task/index.ts';
import { AgentRouter, AuditLogService, GroupsService, MembersService, transferTargets } from './modules/team/index.ts';
import {
  NonceStore,
  NoSipEndpoint,
  SipEndpoint,
  type Telephony,
  TelephonySimulator,
  timingsFromEnv,
} from './modules/telephony/index.ts';
import { UpdateLogReads } from './modules/update-log/index.ts';
import { UploadStore } from './modules/uploads/index.ts';
import { SimulatorWeixinNotifier, UserService } from './modules/user/index.ts';

/** What the services stand on: built by app.ts before any of them. */
export interface Platform {
  db: Db;
  /** The background work's connections (db/database.ts `background`): the dialer and the workers. */
  background: Db;
  clock: Clock;
  config: AppConfig;
  /** The environment the simulators read their settings from (CARRIER_*, SIM_*, DIALER_*). */
  env: Record<string, string | undefined>;
  log: FastifyBaseLogger;
  /** Events between modules, shared by every server process on the database. */
  events: TypedEmitter<AppEvents>;
  /** The key of signed links and stored codes (lib/server-secret.ts). */
  secret: string;
}

/** The seams and settings tests and deployments choose (app.ts BuildOptions passes them on). */
export interface ServiceOptions {
  /** Builds the SMS sender; the default is the simulator writing to sms_outbox. */
  smsSender?: (deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) => SmsSender;
  downloads?: Partial<Omit<DownloadWorkerOptions, 'db' | 'clock' | 'dataDir' | 'timeZone' | 'log' | 'kinds'>>;
  imports?: Partial<Pick<ImportWorkerOptions, 'pollMs' | 'staleMs' | 'heartbeatMs'>>;
  recordings?: Omit<RecordingStoreOptions, 'dataDir'>;
  /**
   * What places the softphone's calls; the default is the embedded telephony simulator when
   * SIP_URL is this server's own endpoint, else none (makeCall says the phone is not registered).
   */
  telephony?: Telephony;
  /** The dialer's carrier; outside production the carrier simulator, in production none yet. */
  carrier?: Carrier;
}

/**
 * The composition root: every service and worker of the server, built once, each given what it
 * uses. No service builds another; route files receive what they route to; app.ts starts and
 * stops the workers.
 */
export function buildServices(platform: Platform, options: ServiceOptions = {}) {
  const { db, background, clock, config, env, log, events, secret } = platform;
  const timeZone = config.reportTimeZone;

  // Accounts, sessions and the platform's shared services.
  const sessions = new SessionService(config.sessionTtlMinutes * 60_000, clock);
  const sms = options.smsSender?.({ db, clock, log }) ?? new SimulatorSmsSender(db, clock, log);
  log.info({ sender: sms.name }, 'SMS sender');
  const smsCodes = new SmsCodeService(sms, clock, { secret, dailyMaxPerAddress: config.rateLimit.smsDailyMax });
  const captchas = new CaptchaService(clock);
  const passwords = new PasswordReader(config.passwordEncrypt, clock);
  const links = new LinkSigner(secret, clock);
  const permissions = new PermissionService(db);
  const uploads = new UploadStore(config.dataDir, db, clock);
  const recordings = new RecordingStore({ dataDir: config.dataDir, ...options.recordings });
  const numberLists = new NumberLists({ db, clock });
  const identity = { db, passwords, captchas, sessions };
  const logins = new LoginService({ ...identity, clock, events });

  // Features, in the order they stand on one another.
  const reports = new ReportService({ db, timeZone });
  const scriptAccess = new ScriptAccess({ db, timeZone });
  const scripts = new SpeechService({ db, clock, links }, scriptAccess);
  const fees = new FeeService({ db, clock });
  const taskLines = new LinesService({ db, clock, timeZone });
  const tasks = new TasksService({ db, clock, timeZone, lines: taskLines, fees });
  const callReports = new CallReportService({ db, timeZone, links });
  const taskExports = taskExportKinds(db);
  const exportKinds: ExportKinds = {
    [DownloadType.taskReport]: taskExports.report,
    [DownloadType.taskRecordings]: recordingsExportKind({ db, tasks, store: recordings }),
    [DownloadType.customers]: customerExportKind({ db, clock, timeZone }),
    [DownloadType.taskNumbers]: taskExports.numbers,
    [DownloadType.reportOutbound]: reportExportKind(reports, DownloadType.reportOutbound, timeZone),
    // Type 10 is /report's AI接待 report, or /ai/data's calls when its query is that page's.
    [DownloadType.reportInbound]: kindByQuery(
      isCallReportExportQuery,
      callReportExportKind({ permissions, timeZone, special: config.permissionSpecial }),
      reportExportKind(reports, DownloadType.reportInbound, timeZone),
    ),
    [DownloadType.knowledgeQuestions]: { run: runQuestionExport },
    [DownloadType.dictionaryTerms]: { run: runTermExport },
    [DownloadType.blacklist]: { run: runBlacklistExport },
  };
  const downloadWorker = new DownloadWorker({
    db: background,
    clock,
    dataDir: config.dataDir,
    timeZone,
    log,
    instanceId: config.instanceId,
    batchSize: config.downloads.batchSize,
    beforeBatch: config.downloads.pauseMs > 0 ? () => sleep(config.downloads.pauseMs) : undefined,
    ...options.downloads,
    kinds: exportKinds,
  });
  const downloads = new DownloadService({ db, clock, timeZone, links, worker: downloadWorker, kinds: exportKinds });
  const importWorker = new ImportWorker({
    db: background,
    clock,
    uploads,
    log,
    importers: { question: questionImporter, term: termImporter },
    rejectedRows: downloads,
    ...options.imports,
  });
  const imports = new ImportService({ db, clock, uploads, worker: importWorker });
  const knowledge = new KnowledgeService({ db, clock, timeZone, downloads });

  // Telephony: the agents' softphones, the live monitor and the robot's calls.
  const simulator =
    !options.telephony && runsTelephonySimulator(config)
      ? new TelephonySimulator({
          domain: config.sip.domain,
          iceServers: config.sip.iceServers,
          log,
          timings: timingsFromEnv(env),
        })
      : undefined;
  const sipEndpoint =
    simulator &&
    new SipEndpoint(
      simulator,
      { agents: agentRegistrations({ db, sessions }), domain: config.sip.domain, nonces: new NonceStore() },
      log,
    );
  const telephony = options.telephony ?? simulator ?? new NoSipEndpoint();
  const agentRouter = new AgentRouter({ db, telephony, clock });
  const watches = new MonitorWatches(events);
  const board = new LiveBoard(events, (call) => watches.isWatched(call));
  const monitorScope = new MonitorScope({ db, permissions, special: config.permissionSpecial });
  // The official account's stand-in: no production adapter exists yet.
  const weixin = new SimulatorWeixinNotifier(log);
  // Outbound and inbound simulated calls share one carrier simulator: its seed, compressed time,
  // compiled scripts and agent handover.
  const carrierSimulator = config.production
    ? undefined
    : simulatedCarrier(env, {
        scripts: new ScriptCache(db),
        handover: simulator && simulatorHandover(agentRouter, simulator, log),
        live: board,
      });
  const carrier = options.carrier ?? carrierSimulator;
  const inbound = carrierSimulator && new InboundSimulator({ db, clock, timeZone, carrier: carrierSimulator });

  return {
    sessions,
    permissions,
    uploads,
    recordings,
    links,
    captchas,
    downloads,
    downloadWorker,
    imports,
    importWorker,
    accounts: new AccountInfoService({ db, sessions }),
    logins,
    resets: new ResetPasswordService({ ...identity, smsCodes }),
    registrations: new RegisterService({ ...identity, clock, smsCodes }),
    users: new UserService({ ...identity, clock, events, production: config.production }),
    businesses: new BusinessService({ db, clock, uploads, permissions }),
    fees,
    updateLogReads: new UpdateLogReads({ db, clock }),
    reports,
    scripts,
    scriptVersions: new ScriptVersions(
      { db, clock, transferTargets: (businessId) => transferTargets(db, businessId) },
      scriptAccess,
      scripts,
    ),
    scriptFiles: new ScriptFiles({ db, clock, uploads }, scriptAccess),
    scriptExperience: new ScriptExperience(scriptAccess, (businessId, document) =>
      loadScriptSources(db, businessId, document),
    ),
    knowledge,
    questions: new QuestionService({ db, clock, uploads }, knowledge),
    answerAudio: new AnswerAudio({ db, clock, uploads }),
    knowledgeExperience: new KnowledgeExperience({ db }, knowledge),
    dictionaries: new DictionaryService({ db, clock, timeZone, downloads }, knowledge),
    blacklist: new BlacklistService({ db, clock, timeZone, downloads }),
    customers: new CustomerService({ db, clock, timeZone, links }),
    tasks,
    taskLines,
    taskFiles: new TaskFiles({ db, clock, dataDir: config.dataDir, numberLists, instanceId: config.instanceId }),
    taskRecords: new TaskRecordsService({ db, timeZone, links }),
    reception: new ReceptionService({ db, clock }),
    callReports,
    members: new MembersService({ db, clock, timeZone, sessions, events }),
    groups: new GroupsService({ db, clock, timeZone }, telephony),
    auditLog: new AuditLogService({ db, timeZone }),
    agentRouter,
    sdk: new SdkService({ db, clock, sessions, permissions, logins, telephony, sipDomain: config.sip.domain }),
    messaging: new MessagingHub({ db, sessions, events, domain: config.im.domain }),
    simulator,
    sipEndpoint,
    board,
    watches,
    monitor: new MonitorService({ db, clock, permissions, board, watches, scope: monitorScope }),
    supervision: new Supervision({
      db,
      clock,
      permissions,
      serviceHotline: config.serviceHotline,
      board,
      scope: monitorScope,
      desk: simulator,
    }),
    weixin,
    dialer:
      carrier &&
      new Dialer({
        db: background,
        clock,
        carrier,
        timeZone,
        log,
        instanceId: config.instanceId,
        leaseMs: Number(env.DIALER_LEASE_MS) || undefined,
        heartbeatMs: Number(env.DIALER_HEARTBEAT_MS) || undefined,
        breakerCooldownMs: Number(env.DIALER_BREAKER_COOLDOWN_MS) || undefined,
        intentions: new IntentionPusher({ db, events, weixin, log }),
        numberLists,
        permissions,
      }),
    inbound: inbound && {
      simulator: inbound,
      traffic: new InboundTraffic(inbound, { db, clock, carrier: carrierSimulator, log }),
    },
  };
}

export type Services = ReturnType<typeof buildServices>;
