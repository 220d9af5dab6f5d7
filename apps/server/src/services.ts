import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { AppEvents, TypedEmitter } from './lib/events.ts';
import { PasswordReader } from './lib/password-input.ts';
import { LinkSigner } from './lib/signed-links.ts';
import { SessionService } from './modules/account/sessions.ts';
import { BusinessService } from './modules/business/service.ts';
import { CaptchaService } from './modules/captcha/service.ts';
import { DownloadWorker, type DownloadWorkerOptions } from './modules/download/worker.ts';
import { FeeService } from './modules/fee/service.ts';
import { ImportWorker, type ImportWorkerOptions } from './modules/imports/worker.ts';
import { AccountInfoService } from './modules/login/account-info.ts';
import { LoginService } from './modules/login/login-service.ts';
import { ResetPasswordService } from './modules/login/reset-service.ts';
import { PermissionService } from './modules/permissions/service.ts';
import { RecordingStore, type RecordingStoreOptions } from './modules/recordings/store.ts';
import { RegisterService } from './modules/register/service.ts';
import { SmsCodeService } from './modules/sms/codes.ts';
import { SimulatorSmsSender, type SmsSender } from './modules/sms/sender.ts';
import { UpdateLogReads } from './modules/update-log/service.ts';
import { UploadStore } from './modules/uploads/store.ts';
import { UserService } from './modules/user/service.ts';

/** What the services stand on: built by app.ts before any of them. */
export interface Platform {
  db: Db;
  clock: Clock;
  config: AppConfig;
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
  downloads?: Partial<Omit<DownloadWorkerOptions, 'db' | 'clock' | 'dataDir' | 'timeZone' | 'log'>>;
  imports?: Partial<Pick<ImportWorkerOptions, 'pollMs' | 'staleMs' | 'heartbeatMs'>>;
  recordings?: Omit<RecordingStoreOptions, 'dataDir'>;
}

/**
 * The composition root: every service and worker of the server, built once, each given what it
 * uses. No service builds another; route files receive what they route to.
 */
export function buildServices(platform: Platform, options: ServiceOptions = {}) {
  const { db, clock, config, log, events, secret } = platform;
  const timeZone = config.reportTimeZone;

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
  const downloads = new DownloadWorker({
    db,
    clock,
    dataDir: config.dataDir,
    recordings,
    timeZone,
    log,
    batchSize: config.downloads.batchSize,
    beforeBatch: config.downloads.pauseMs > 0 ? () => sleep(config.downloads.pauseMs) : undefined,
    ...options.downloads,
  });
  const imports = new ImportWorker({ db, clock, uploads, downloads, log, ...options.imports });

  const identity = { db, passwords, captchas, sessions };
  return {
    sessions,
    smsCodes,
    captchas,
    passwords,
    links,
    permissions,
    uploads,
    recordings,
    downloads,
    imports,
    accounts: new AccountInfoService({ db, sessions }),
    logins: new LoginService({ ...identity, clock, events }),
    resets: new ResetPasswordService({ ...identity, smsCodes }),
    registrations: new RegisterService({ ...identity, clock, smsCodes }),
    fees: new FeeService({ db, clock }),
    updateLogReads: new UpdateLogReads({ db, clock }),
    users: new UserService({ ...identity, clock, events, production: config.production }),
    businesses: new BusinessService({ db, clock, uploads }),
  };
}

export type Services = ReturnType<typeof buildServices>;
