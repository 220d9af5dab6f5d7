import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import {
  accountApi,
  DEFAULT_SERVICE_PREFIXES,
  type Endpoint,
  type Envelope,
  encryptPassword,
  fillPath,
  isSuccess,
  type LoginResult,
  type RowOf,
} from '@console/contracts';
import { schemasOf } from '@console/contracts/schemas';
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
  /** The file's form field; `attach` unless the endpoint names another. */
  fileField?: string;
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
  /**
   * Calls an endpoint of the contract. A successful JSON answer's rows are checked against the
   * endpoint's row schema (types, required fields, no fields the contract does not name), so
   * every server test is also a test of the contract.
   */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions): Promise<CallResult<RowOf<E>>>;
  /** Encrypts like the console does, with a fresh timestamp from the test clock. */
  encrypted(phone: string, password: string): { password: string; timestamp: string };
  /** A successful member login (kickOff 1, so earlier sessions do not get in the way). */
  login(phone: string, password?: string): Promise<LoginResult>;
  /** The seeded platform operator's inner login into a business. */
  innerLogin(businessId?: number): Promise<LoginResult>;
  /** A multipart upload: the file (field `attach` unless fileField says), plus text fields. */
  upload<E extends Endpoint>(endpoint: E, options: UploadOptions): Promise<CallResult<RowOf<E>>>;
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
const NO_SOFTPHONE = '/nonexistent/softphone-dist';

interface TestAppOptions {
  config?: Partial<AppConfig>;
  smsSender?: BuildOptions['smsSender'];
  captureLogs?: boolean;
  /** The clock to start from; tests that talk to real clients start it at the real time. */
  clock?: TestClock;
  /** Download worker settings (BuildOptions.downloads). */
  downloads?: BuildOptions['downloads'];
  /** The softphone's telephony (BuildOptions.telephony). */
  telephony?: BuildOptions['telephony'];
  /** A database shared with other apps of the test (server processes of one deployment); left open on close. */
  database?: Database;
  /** Seed the demo enterprise's 3,000 calls; only the tests that read them pay for them. */
  demoTraffic?: boolean;
  /** The call recordings' synthesiser and cap (BuildOptions.recordings). */
  recordings?: BuildOptions['recordings'];
}

/**
 * A successful answer must be exactly what the contract says: each row parses with the
 * endpoint's row schema and parsing changes nothing (no missing, mistyped or unnamed fields).
 */
export function checkedAnswer(endpoint: Endpoint, answer: Envelope<unknown>): Envelope<unknown> {
  if (!isSuccess(answer.code)) return answer;
  const schemas = schemasOf(endpoint);
  if (!schemas) throw new Error(`${endpoint.path} is not in the contract's schema table`);
  const rows = answer.result?.rows ?? [];
  if (!schemas.row && rows.length > 0) throw new Error(`${endpoint.path} answered rows but its contract has none`);
  for (const row of rows) {
    const parsed = schemas.row?.safeParse(row);
    if (!parsed?.success || !isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), row)) {
      throw new Error(
        `${endpoint.path} answered a row outside its contract: ${JSON.stringify(row)}${
          parsed?.success ? '' : `\n${parsed?.error.message}`
        }`,
      );
    }
  }
  return answer;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
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
    config: { consoleDist: NO_CONSOLE, softphoneDist: NO_SOFTPHONE, dataDir, ...options.config },
    database,
    events,
    clock: clock.now,
    smsSender: options.smsSender,
    downloads: options.downloads,
    recordings: options.recordings,
    // Tests drive a dialer of their own with the test clock.
    dialer: { start: false },
    telephony: options.telephony,
    demoTraffic: options.demoTraffic ?? false,
    logger: options.captureLogs ? { level: 'info', stream } : { level: 'silent' },
  });

  async function call<E extends Endpoint>(endpoint: E, callOptions: CallOptions = {}): Promise<CallResult<RowOf<E>>> {
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
    const body = isJson ? checkedAnswer(endpoint, response.json()) : undefined;
    return {
      status: response.statusCode,
      headers: response.headers,
      body: body as Envelope<RowOf<E>>,
      text: response.body,
    };
  }

  function encrypted(phone: string, password: string) {
    const timestamp = clock.timestamp();
    return { password: encryptPassword(password, phone, timestamp), timestamp };
  }

  async function login(phone: string, password = DEMO_PASSWORD): Promise<LoginResult> {
    const result = await call(accountApi.login, {
      body: { phone, clientId: 'test-client', kickOff: 1, ...encrypted(phone, password) },
    });
    if (result.body.code !== 0) throw new Error(`login of ${phone} failed: ${JSON.stringify(result.body)}`);
    return result.body.result.rows[0];
  }

  async function innerLogin(businessId = DEMO_BUSINESS_ID): Promise<LoginResult> {
    const result = await call(accountApi.speechSkillAdminLogin, {
      body: { account: OPERATOR_PHONE, businessId, ...encrypted(OPERATOR_PHONE, DEMO_PASSWORD) },
    });
    if (result.body.code !== 0) throw new Error(`inner login failed: ${JSON.stringify(result.body)}`);
    return result.body.result.rows[0];
  }

  async function upload<E extends Endpoint>(endpoint: E, uploadOptions: UploadOptions): Promise<CallResult<RowOf<E>>> {
    const boundary = `----test${Date.now().toString(16)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(uploadOptions.fields ?? {})) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${uploadOptions.fileField ?? 'attach'}"; filename="${uploadOptions.filename}"\r\n` +
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
      body: checkedAnswer(endpoint, response.json()) as Envelope<RowOf<E>>,
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
      if (!options.database) await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
