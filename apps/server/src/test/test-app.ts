import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  accountApi,
  DEFAULT_SERVICE_PREFIXES,
  type Endpoint,
  type Envelope,
  encryptPassword,
  fillPath,
  type LoginResult,
} from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type AppEvents, createEventBus, type TypedEmitter } from '../lib/events.ts';
import { openTestDatabase } from './test-database.ts';

/** A clock the test moves by hand. */
export class TestClock {
  private current: number;
  constructor(start = Date.parse('2026-03-02T02:00:00.000Z')) {
    this.current = start;
  }
  readonly now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
  timestamp(): string {
    return String(this.current);
  }
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  businessId?: number | string;
  headers?: Record<string, string>;
}

export interface UploadOptions {
  token: string;
  businessId: number | string;
  file: Buffer;
  filename: string;
  contentType: string;
  fields?: Record<string, string>;
}

export interface CallResult<Row = unknown> {
  status: number;
  headers: Record<string, unknown>;
  body: Envelope<Row>;
  text: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** Lines the server logged, when created with captureLogs. */
  logs: string[];
  call<Row = unknown>(endpoint: Endpoint, options?: CallOptions): Promise<CallResult<Row>>;
  /** Encrypts like the console does, with a fresh timestamp from the test clock. */
  encrypted(phone: string, password: string): { password: string; timestamp: string };
  /** A successful member login (kickOff 1, so earlier sessions do not get in the way). */
  login(phone: string, password?: string): Promise<LoginResult>;
  /** The seeded platform operator's inner login into a business. */
  innerLogin(businessId?: number): Promise<LoginResult>;
  /** A multipart upload: the file as field `attach`, plus text fields. */
  upload<Row = unknown>(endpoint: Endpoint, options: UploadOptions): Promise<CallResult<Row>>;
  /** The app's event bus. */
  events: TypedEmitter<AppEvents>;
  /** The app's DATA_DIR: a fresh temporary directory unless the test set one. */
  dataDir: string;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'demo1234';
export const MASTER_PHONE = '13800000000';
export const MEMBER_PHONE = '13800000001';
export const OPERATOR_PHONE = '13900000000';
export const DEMO_BUSINESS_ID = 10000;
/** Points at no console build, so page requests get the "not built" answer unless a test sets one. */
const NO_CONSOLE = '/nonexistent/console-dist';

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  smsSender?: BuildOptions['smsSender'];
  captureLogs?: boolean;
  /** The clock to start from; tests that talk to real clients start it at the real time. */
  clock?: TestClock;
  /** Download worker settings (BuildOptions.downloads). */
  downloads?: BuildOptions['downloads'];
  /** The softphone's telephony (BuildOptions.telephony). */
  telephony?: BuildOptions['telephony'];
  /** Seed the demo enterprise's 3,000 calls; only the tests that read them pay for them. */
  demoTraffic?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = options.clock ?? new TestClock();
  const events = createEventBus();
  const ownDataDir = options.config?.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'console-server-test-'));
  const dataDir = options.config?.dataDir ?? (ownDataDir as string);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    env: {},
    config: { consoleDist: NO_CONSOLE, dataDir, ...options.config },
    database,
    events,
    clock: clock.now,
    smsSender: options.smsSender,
    downloads: options.downloads,
    telephony: options.telephony,
    demoTraffic: options.demoTraffic ?? false,
    logger: options.captureLogs ? { level: 'info', stream } : { level: 'silent' },
  });

  async function call<Row>(endpoint: Endpoint, callOptions: CallOptions = {}): Promise<CallResult<Row>> {
    const url =
      DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, { businessId: callOptions.businessId });
    const query = { ...callOptions.query, ...(callOptions.token === undefined ? {} : { token: callOptions.token }) };
    const response = await app.inject({
      method: endpoint.method,
      url,
      query,
      headers: callOptions.headers,
      ...(endpoint.method === 'POST' && callOptions.body !== undefined ? { payload: callOptions.body as object } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      headers: response.headers,
      body: isJson ? (response.json() as Envelope<Row>) : (undefined as unknown as Envelope<Row>),
      text: response.body,
    };
  }

  function encrypted(phone: string, password: string) {
    const timestamp = clock.timestamp();
    return { password: encryptPassword(password, phone, timestamp), timestamp };
  }

  async function login(phone: string, password = DEMO_PASSWORD): Promise<LoginResult> {
    const result = await call<LoginResult>(accountApi.login, {
      body: { phone, clientId: 'test-client', kickOff: 1, ...encrypted(phone, password) },
    });
    if (result.body.code !== 0) throw new Error(`login of ${phone} failed: ${JSON.stringify(result.body)}`);
    return result.body.result.rows[0];
  }

  async function innerLogin(businessId = DEMO_BUSINESS_ID): Promise<LoginResult> {
    const result = await call<LoginResult>(accountApi.speechSkillAdminLogin, {
      body: { account: OPERATOR_PHONE, businessId, ...encrypted(OPERATOR_PHONE, DEMO_PASSWORD) },
    });
    if (result.body.code !== 0) throw new Error(`inner login failed: ${JSON.stringify(result.body)}`);
    return result.body.result.rows[0];
  }

  async function upload<Row>(endpoint: Endpoint, uploadOptions: UploadOptions): Promise<CallResult<Row>> {
    const boundary = `----test${Date.now().toString(16)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(uploadOptions.fields ?? {})) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attach"; filename="${uploadOptions.filename}"\r\n` +
          `Content-Type: ${uploadOptions.contentType}\r\n\r\n`,
      ),
      uploadOptions.file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const url =
      DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, { businessId: uploadOptions.businessId });
    const response = await app.inject({
      method: 'POST',
      url,
      query: { token: uploadOptions.token },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.json() as Envelope<Row>,
      text: response.body,
    };
  }

  return {
    app,
    database,
    clock,
    logs,
    call,
    encrypted,
    login,
    innerLogin,
    upload,
    events,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
