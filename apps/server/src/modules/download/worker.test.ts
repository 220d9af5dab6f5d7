import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_REPORT_TIME_ZONE, DownloadType, downloadApi } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks, users } from '../../db/schema/index.ts';
import { RANGE, until } from '../../test/download-tasks.ts';
import { countRows } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';
import { ReportService, reportExportKind } from '../report/index.ts';
import { DownloadWorker } from './worker.ts';

const TZ = DEFAULT_REPORT_TIME_ZONE;
const DAY_MS = 86_400_000;

describe('restart and clean-up', () => {
  let r: TestApp;
  let token: string;
  beforeAll(async () => {
    r = await createTestApp({ downloads: { start: false } });
    token = (await r.login(MASTER_PHONE)).token.access_token;
  });
  afterAll(() => r.close());

  it('re-runs at once the tasks it ran before a restart and one a crashed process left, and fails one out of attempts', async () => {
    const [owner] = await r.database.db.select().from(users).where(eq(users.phone, MASTER_PHONE));
    const base = {
      businessId: DEMO_BUSINESS_ID,
      userId: owner.id,
      userAccount: MASTER_PHONE,
      sysType: 2,
      downloadType: 9,
      query: { ...RANGE, direction: 1, speechSkillId: [], callee: [] },
      createdAt: r.clock.now(),
    };
    const [crashed] = await r.database.db
      .insert(downloadTasks)
      .values({ ...base, fileName: 'crashed.xlsx', taskStatus: 1, progress: 40, attempts: 1, heartbeatAt: null })
      .returning();
    const [hopeless] = await r.database.db
      .insert(downloadTasks)
      .values({ ...base, fileName: 'hopeless.xlsx', taskStatus: 2, attempts: 3, heartbeatAt: new Date(0) })
      .returning();
    // This process's own, from before its restart: its heartbeat is fresh, yet nobody runs it.
    const [own] = await r.database.db
      .insert(downloadTasks)
      .values({
        ...base,
        fileName: 'own.xlsx',
        taskStatus: 2,
        progress: 70,
        attempts: 1,
        heartbeatAt: r.clock.now(),
        workerId: 'server-a',
      })
      .returning();
    // Another live process's: left alone.
    const [theirs] = await r.database.db
      .insert(downloadTasks)
      .values({
        ...base,
        fileName: 'theirs.xlsx',
        taskStatus: 2,
        progress: 30,
        attempts: 1,
        heartbeatAt: r.clock.now(),
        workerId: 'server-b',
      })
      .returning();
    const folder = join(r.dataDir, 'downloads', String(DEMO_BUSINESS_ID));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${crashed.id}-1.part`), 'half a file');
    await writeFile(join(folder, `${hopeless.id}-3.part`), 'half a file');

    const reports = new ReportService({ db: r.database.db, timeZone: TZ });
    const worker = new DownloadWorker({
      db: r.database.db,
      clock: r.clock.now,
      dataDir: r.dataDir,
      timeZone: TZ,
      log: r.app.log,
      instanceId: 'server-a',
      kinds: { [DownloadType.reportOutbound]: reportExportKind(reports, DownloadType.reportOutbound, TZ) },
    });
    await worker.start();
    try {
      const read = (id: number) =>
        r.database.db
          .select()
          .from(downloadTasks)
          .where(eq(downloadTasks.id, id))
          .then((rows) => rows[0]);
      const done = await until(
        () => read(crashed.id),
        (task) => task.taskStatus === 3,
        'the re-run',
      );
      expect(done.attempts).toBe(2);
      expect(existsSync(join(folder, done.storedName))).toBe(true);
      expect(existsSync(join(folder, `${crashed.id}-1.part`))).toBe(false);
      const rerun = await until(
        () => read(own.id),
        (task) => task.taskStatus === 3,
        'the re-run of its own',
      );
      expect(rerun.attempts).toBe(2);
      expect(await read(theirs.id)).toMatchObject({ taskStatus: 2, progress: 30, attempts: 1 });
      const failed = await read(hopeless.id);
      expect(failed.taskStatus).toBe(4);
      expect(failed.error).not.toBe('');
      expect(existsSync(join(folder, `${hopeless.id}-3.part`))).toBe(false);

      // Seven days on, the list no longer shows it and the sweep removes task and file.
      const row = (
        await r.call(downloadApi.queryDownloadTask, {
          token,
          businessId: DEMO_BUSINESS_ID,
          body: {},
        })
      ).body.result.rows.find((x) => x.id === crashed.id);
      expect(row?.taskStatus).toBe(3);
      r.clock.advance(7 * DAY_MS + 60_000);
      token = (await r.login(MASTER_PHONE)).token.access_token;
      const later = await r.call(downloadApi.queryDownloadTask, { token, businessId: DEMO_BUSINESS_ID, body: {} });
      expect(later.body.result.totalCount).toBe(0);
      expect(await worker.sweep()).toBe(4);
      expect(await countRows(r.database, downloadTasks)).toBe(0);
      expect(existsSync(join(folder, done.storedName))).toBe(false);
    } finally {
      await worker.stop();
    }
  }, 120_000);
});
