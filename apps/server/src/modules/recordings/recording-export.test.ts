import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DownloadType, downloadApi, ErrorCode, type LoginResult } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks, tasks, users } from '../../db/schema/index.ts';
import { readPcm } from '../../lib/wave.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import { downloadedFile, finishedDownload } from '../../test/imports.ts';
import { FIRST_CALL_AT, RECORDED_DIALOG, recordedTask, recordTaskCall } from '../../test/task-records.ts';
import { insertTask } from '../../test/tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let master: LoginResult;
let member: LoginResult;
let taskId: number;
let calls: Awaited<ReturnType<typeof recordedTask>>['calls'];

beforeAll(async () => {
  t = await createTestApp({ downloads: { batchSize: 2 } });
  master = await t.login(MASTER_PHONE);
  member = await t.login(MEMBER_PHONE);
  ({ taskId, calls } = await recordedTask(t.database, { userId: master.member.id, name: '录音任务' }));
});
afterAll(() => t.close());

function add(who: LoginResult, query: Record<string, unknown>) {
  return t.call(downloadApi.addDownloadTask, {
    token: who.token.access_token,
    businessId: who.business.id,
    body: {
      businessId: who.business.id,
      sysType: 2,
      channelCode: 2,
      downloadType: DownloadType.taskRecordings,
      query: { businessId: who.business.id, channelCode: 2, taskId, ...query },
    },
  });
}

const taskOf = (name: string, userId: number | null, days = 2) =>
  insertTask(t.database, {
    businessId: DEMO_BUSINESS_ID,
    userId,
    name,
    script: '教育课程邀约',
    telNums: ['02160001002'],
    beginAt: new Date(FIRST_CALL_AT - HOUR),
    endAt: new Date(FIRST_CALL_AT + days * DAY),
    numbers: ['13800138200'],
  });

describe('download type 4: a task’s recordings', { timeout: 60_000 }, () => {
  it('writes a zip with one WAV per answered call, named number_外呼时间_callId', async () => {
    const added = (await add(master, {})).body;
    expect(added.code).toBe(0);
    expect(added.result.rows[0]).toMatchObject({ fileName: '录音任务-录音.zip', downloadType: 4, taskStatus: 0 });
    const as = { token: master.token.access_token, businessId: DEMO_BUSINESS_ID };
    const task = await finishedDownload(t, as, added.result.rows[0].id);
    expect(task.filePath).toMatch(/\.zip\?expires=/);

    const file = await downloadedFile(t, as, task.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/download/files${task.filePath}`,
    });
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.rawPayload.equals(file)).toBe(true);

    const entries = unzipSync(new Uint8Array(file));
    // The recorded task has two answered calls; only the first has a dialog to synthesise.
    expect(Object.keys(entries)).toEqual([`13800138100_20260301100000_${calls.answered}.wav`]);
    const pcm = readPcm(entries[`13800138100_20260301100000_${calls.answered}.wav`]);
    expect(pcm.sampleRate).toBe(22_050);
    // The customer's line is said at 4.2 s.
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(4.2);
    // The same file the player gets.
    const kept = join(t.dataDir, 'recordings', String(DEMO_BUSINESS_ID), `${calls.answered}.wav`);
    expect(Buffer.from(entries[`13800138100_20260301100000_${calls.answered}.wav`]).equals(readFileSync(kept))).toBe(
      true,
    );
  });

  it('packs every answered call with a dialog, across pages, and nothing of 高性能模式 tasks', async () => {
    const many = await taskOf('多通录音', master.member.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        await recordTaskCall(t.database, many, {
          number: '13800138200',
          startAt: new Date(FIRST_CALL_AT + i * HOUR),
          result: '0',
          dialog: [{ ...RECORDED_DIALOG[0], text: `第${i + 1}通` }],
        }),
      );
    }
    const as = { token: master.token.access_token, businessId: DEMO_BUSINESS_ID };
    const added = (await add(master, { taskId: many })).body;
    const zip = unzipSync(
      new Uint8Array(await downloadedFile(t, as, (await finishedDownload(t, as, added.result.rows[0].id)).id)),
    );
    expect(Object.keys(zip)).toEqual(
      ids.map((id, i) => `13800138200_20260301${String(9 + i).padStart(2, '0')}0000_${id}.wav`),
    );

    const quiet = await taskOf('高性能', master.member.id);
    await t.database.db.update(tasks).set({ isRecord: 0 }).where(eq(tasks.id, quiet));
    await recordTaskCall(t.database, quiet, {
      number: '13800138200',
      startAt: new Date(FIRST_CALL_AT),
      result: '0',
      dialog: RECORDED_DIALOG,
    });
    const none = (await add(master, { taskId: quiet })).body;
    const empty = unzipSync(
      new Uint8Array(await downloadedFile(t, as, (await finishedDownload(t, as, none.result.rows[0].id)).id)),
    );
    expect(Object.keys(empty)).toEqual([]);
  });

  it("refuses another member's task, another enterprise's, and a member without export permission", async () => {
    const before = await countRows(t.database, downloadTasks);
    await t.database.db.update(users).set({ privilege: 255 }).where(eq(users.id, member.member.id));
    // The member sees only their own tasks: the master's is 任务不存在.
    expect((await add(member, {})).body).toMatchObject({ code: ErrorCode.NotFound, message: '任务不存在' });
    const other = await createMember(t.database, { phone: '13700000081', businessName: '别家企业' });
    const [{ id: _id, ...own }] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    const [otherTask] = await t.database.db
      .insert(tasks)
      .values({ ...own, businessId: other.business.id, userId: other.user.id, name: '别家任务' })
      .returning({ id: tasks.id });
    expect((await add(master, { taskId: otherTask.id })).body).toMatchObject({
      code: ErrorCode.NotFound,
      message: '任务不存在',
    });
    await t.database.db.update(users).set({ privilege: 0 }).where(eq(users.id, member.member.id));
    const ownTask = await taskOf('成员任务', member.member.id);
    const refused = await add(member, { taskId: ownTask });
    expect(refused.body.code).toBe(ErrorCode.AccessDenied);
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });

  it('names the field of a bad query, and refuses a second one while the first runs (30051)', async () => {
    const before = await countRows(t.database, downloadTasks);
    expect((await add(master, { taskId: 'abc' })).body).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '任务ID必须为数字',
    });
    expect(
      (await add(master, { callOutBeginTime: FIRST_CALL_AT + HOUR, callOutEndTime: FIRST_CALL_AT })).body,
    ).toMatchObject({
      message: '外呼开始时间不能大于结束时间',
    });
    expect(await countRows(t.database, downloadTasks)).toBe(before);

    const running = await taskOf('排队任务', master.member.id);
    await t.database.db.insert(downloadTasks).values({
      businessId: DEMO_BUSINESS_ID,
      userId: master.member.id,
      userAccount: MASTER_PHONE,
      sysType: 2,
      downloadType: DownloadType.taskRecordings,
      fileName: '排队任务-录音.zip',
      query: { taskId: running, businessId: DEMO_BUSINESS_ID },
      taskStatus: 2,
      heartbeatAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    expect((await add(master, { taskId: running })).body).toMatchObject({
      code: ErrorCode.DownloadRunning,
      message: '下载任务正在进行中，请稍后再试',
    });
  });

  it('refuses a 长期任务 without a range of at most 31 days (30050)', async () => {
    const long = await taskOf('长期录音任务', master.member.id, 90);
    expect((await add(master, { taskId: long })).body).toMatchObject({
      code: ErrorCode.LongTaskDownload,
      message: '长期任务不能下载',
    });
    const week = { taskId: long, callOutBeginTime: FIRST_CALL_AT, callOutEndTime: FIRST_CALL_AT + 7 * DAY };
    expect((await add(master, week)).body.code).toBe(0);
  });
});
