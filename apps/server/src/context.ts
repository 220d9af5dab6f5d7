import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { AppEvents, TypedEmitter } from './lib/events.ts';
import type { PasswordReader } from './lib/password-input.ts';
import type { LinkSigner } from './lib/signed-links.ts';
import type { SessionService } from './modules/account/sessions.ts';
import type { CaptchaService } from './modules/captcha/service.ts';
import type { DownloadWorker } from './modules/download/worker.ts';
import type { ImportWorker } from './modules/imports/worker.ts';
import type { PermissionService } from './modules/permissions/service.ts';
import type { RecordingStore } from './modules/recordings/store.ts';
import type { SmsCodeService } from './modules/sms/codes.ts';
import type { UploadStore } from './modules/uploads/store.ts';
import type { Router } from './plugins/router.ts';

/** What every module's routes receive: configuration, the database and the shared services. */
export interface AppContext {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  clock: Clock;
  router: Router;
  sessions: SessionService;
  captchas: CaptchaService;
  smsCodes: SmsCodeService;
  passwords: PasswordReader;
  /** Signs links that open without the session token (downloads, verification images). */
  links: LinkSigner;
  /** Business permissions (business_configs merged over the defaults), cached per request. */
  permissions: PermissionService;
  /** Uploaded files under DATA_DIR/uploads (images, recordings, spreadsheets waiting for their import). */
  uploads: UploadStore;
  /**
   * Events between modules, shared by every server process on the database (lib/events.ts).
   * bindStatusChanged: a member's WeChat binding was set (simulator scan, 1) or removed
   * (unbindWeixinMp, 0); the real-time module pushes bindStatusNotify. sessionsReplaced: a login
   * with kickOff ended the member's sessions; the real-time module tells their consoles.
   */
  events: TypedEmitter<AppEvents>;
  /** The download centre's background exports (started when the app is ready, stopped on close). */
  downloads: DownloadWorker;
  /** The spreadsheet imports of questions and dictionary terms (started and stopped like the downloads). */
  imports: ImportWorker;
  /** Call recordings, synthesised from the calls' dialogs on first request and kept under DATA_DIR/recordings. */
  recordings: RecordingStore;
}
