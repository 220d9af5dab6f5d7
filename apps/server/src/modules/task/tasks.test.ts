import { type Endpoint, ErrorCode, type LoginResult, TaskStatus, taskApi } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calleeNumbers, taskNumbers, tasks } from '../../db/schema/index.ts';
import { createMember } from '../../test/fixtures.ts';
import { insertTask } from '../../test/tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';
import { resetLines, tripLine } from '../lines/repo.ts';

const HOUR = 3_600_000;
const LINE_ONE = '02160001002';
const LINE_TWO = '02160001003';

let t: TestApp;
let master: LoginResult;
let member: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(MASTER_PHONE);
  member = await t.login(MEMBER_PHONE);
});
afterAll(() => t.close());

function as<E extends Endpoint>(who: LoginResult, endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { token: who.token.access_token, businessId: who.business.id, body });
}

/** A task of the demo enterprise beginning an hour from the test clock's now. */
function task(name: string, options: Partial<Parameters<typeof insertTask>[1]> = {}) {
  const now = t.clock.now().getTime();
  return insertTask(t.database, {
    businessId: DEMO_BUSINESS_ID,
    userId: master.member.id,
    name,
    script: '教育课程邀约',
    telNums: [],
    beginAt: new Date(now + HOUR),
    endAt: new Date(now + 48 * HOUR),
    ...options,
  });
}

async function statusOf(taskId: number) {
  const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
  return { status: row.status, deleted: row.deleted };
}

describe('searchTaskList', () => {
  it('answers the current tasks with their figures, members only their own', async () => {
    const mine = await task('成员任务', {
      userId: member.member.id,
      numbers: ['13800138010', '13800138011', '13800138012'],
    });
    const masters = await task('主账号任务');
    const finished = await task('已完成任务', { status: TaskStatus.finished });
    // Two numbers called, one of them answered and done.
    const [first, second] = await t.database.db.select().from(taskNumbers).where(eq(taskNumbers.taskId, mine));
    await t.database.db
      .update(taskNumbers)
      .set({ attempts: 1, answered: true, state: 2 })
      .where(eq(taskNumbers.id, first.id));
    await t.database.db.update(taskNumbers).set({ attempts: 1 }).where(eq(taskNumbers.id, second.id));

    const ofMember = (await as(member, taskApi.searchTaskList, { sysType: 2, accountId: member.member.id })).body;
    expect(ofMember.result.rows.map((row) => row.taskId)).toEqual([mine]);
    expect(ofMember.result.rows[0]).toMatchObject({
      name: '成员任务',
      status: 1,
      speechSkillName: '教育课程邀约',
      numberCount: 3,
      totalCount: 3,
      processCount: 1,
      processTelCount: 2,
      completionCount: 1,
      completionRate: 0.5,
      timeRange: '["09:00:00-12:00:00","13:30:00-20:00:00"]',
      pushIntention: '[]',
    });
    // A member asking for everyone still sees only their own.
    const asking = (await as(member, taskApi.searchTaskList, { accountId: '' })).body.result.rows;
    expect(asking.map((row) => row.taskId)).toEqual([mine]);

    const all = (await as(master, taskApi.searchTaskList, { accountId: '' })).body.result.rows.map((row) => row.taskId);
    expect(all).toEqual(expect.arrayContaining([mine, masters]));
    expect(all).not.toContain(finished);
    const one = (await as(master, taskApi.searchTaskList, { taskId: masters })).body.result.rows;
    expect(one.map((row) => row.taskId)).toEqual([masters]);
  });

  it('shows another enterprise nothing of these tasks', async () => {
    await createMember(t.database, { phone: '13700000801' });
    const other = await t.login('13700000801');
    const id = await task('别家看不到');
    expect((await as(other, taskApi.searchTaskList, { taskId: id })).body.result.rows).toEqual([]);
    expect((await as(other, taskApi.pauseTask, { taskId: id })).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('pauseTask, runTask and deleteTask', () => {
  it('pauses, resumes as 已发布 before the begin time and 进行中 after it, and deletes', async () => {
    const id = await task('暂停继续');
    const paused = await as(master, taskApi.pauseTask, { taskId: id });
    expect(paused.body.result.rows[0]).toMatchObject({ taskId: id, status: TaskStatus.paused });
    expect((await as(master, taskApi.runTask, { taskId: id })).body.result.rows[0].status).toBe(TaskStatus.published);
    const begun = await task('已开始', {
      beginAt: new Date(t.clock.now().getTime() - HOUR),
      status: TaskStatus.paused,
    });
    expect((await as(master, taskApi.runTask, { taskId: begun })).body.result.rows[0].status).toBe(TaskStatus.running);

    expect((await as(master, taskApi.deleteTask, { taskId: id })).body.code).toBe(0);
    expect(await statusOf(id)).toEqual({ status: TaskStatus.published, deleted: true });
    expect((await as(master, taskApi.runTask, { taskId: id })).body).toMatchObject({
      code: ErrorCode.TaskDeleted,
      message: '任务已删除',
    });
    const history = (await as(master, taskApi.searchHistoryTaskList, { taskName: '暂停继续' })).body.result.rows;
    expect(history).toMatchObject([{ taskId: id, deleted: 1 }]);
  });

  it('resumes a task paused by itself, and refuses to run a finished one with 10101', async () => {
    const waiting = await task('等待重拨', { status: TaskStatus.waitingRedial });
    await t.database.db.update(tasks).set({ reason: '等待重复外呼自动暂停' }).where(eq(tasks.id, waiting));
    const resumed = (await as(master, taskApi.runTask, { taskId: waiting })).body.result.rows[0];
    expect(resumed).toMatchObject({ status: TaskStatus.published, reason: '' });

    const finished = await task('完成的任务', { status: TaskStatus.finished });
    expect((await as(master, taskApi.runTask, { taskId: finished })).body).toMatchObject({
      code: ErrorCode.TaskFinished,
      message: '任务已完成',
    });
    expect((await as(master, taskApi.pauseTask, { taskId: finished })).body.code).toBe(ErrorCode.TaskFinished);
    expect(await statusOf(finished)).toEqual({ status: TaskStatus.finished, deleted: false });
  });

  it("ends the rest of the task's lines that the failure breaker stopped, not of other lines", async () => {
    const until = new Date(t.clock.now().getTime() + HOUR);
    await tripLine(t.database.db, DEMO_BUSINESS_ID, LINE_ONE, until);
    await tripLine(t.database.db, DEMO_BUSINESS_ID, LINE_TWO, until);
    const rested = await task('线路熔断', { status: TaskStatus.expired, telNums: [LINE_ONE] });
    expect((await as(master, taskApi.runTask, { taskId: rested })).body.code).toBe(0);
    const lines = await t.database.db
      .select({ cpnCode: calleeNumbers.cpnCode, trippedUntil: calleeNumbers.trippedUntil })
      .from(calleeNumbers)
      .where(eq(calleeNumbers.businessId, DEMO_BUSINESS_ID));
    expect(lines.find((line) => line.cpnCode === LINE_ONE)?.trippedUntil).toBeNull();
    expect(lines.find((line) => line.cpnCode === LINE_TWO)?.trippedUntil).toEqual(until);
    await resetLines(t.database.db, DEMO_BUSINESS_ID, [LINE_TWO]);
    // A live task holds its line (占用中): later tests want it free.
    await as(master, taskApi.deleteTask, { taskId: rested });
  });

  it("does not let a member change the master's task", async () => {
    const id = await task('主账号的');
    expect((await as(member, taskApi.pauseTask, { taskId: id })).body.code).toBe(ErrorCode.NotFound);
    expect(await statusOf(id)).toEqual({ status: TaskStatus.published, deleted: false });
  });

  it.each([
    [{}, ErrorCode.ParamRequired, '任务ID不能为空'],
    [{ taskId: 'x' }, ErrorCode.ParamInvalid, '任务ID必须为数字'],
  ])('refuses %j naming the field', async (body, code, message) => {
    expect((await as(master, taskApi.pauseTask, body)).body).toMatchObject({ code, message });
  });
});

describe('modifyTask and the lines tasks hold', () => {
  it('changes the lines, end time and windows; a held line is 占用中 and refused to another task', async () => {
    const holder = await task('占线任务', { telNums: [LINE_ONE] });
    const lines = (await as(master, taskApi.searchTel)).body.result.rows;
    expect(lines.find((line) => line.cpnCode === LINE_ONE)?.used).toBe(1);
    expect(lines.find((line) => line.cpnCode === LINE_TWO)?.used).toBe(0);

    const other = await task('另一个任务', { telNums: [LINE_TWO] });
    const taken = await as(master, taskApi.modifyTask, {
      taskId: other,
      taskConfig: { telNum: `${LINE_TWO};${LINE_ONE}` },
    });
    expect(taken.body).toMatchObject({ code: ErrorCode.DisplayLineInvalid, message: `外显号码${LINE_ONE}占用中` });
    // The holder keeps its own line when edited.
    const end = t.clock.now().getTime() + 72 * HOUR;
    const edited = await as(master, taskApi.modifyTask, {
      taskId: holder,
      sysType: 2,
      taskConfig: { telNum: LINE_ONE, endTime: end, timeRange: ['09:30:00-11:30:00', '14:00:00-24:00:00'] },
    });
    expect(edited.body.result.rows[0]).toMatchObject({
      telNum: LINE_ONE,
      endTime: end,
      timeRange: '["09:30:00-11:30:00","14:00:00-24:00:00"]',
    });
    // A paused task lets its lines go.
    await as(master, taskApi.pauseTask, { taskId: holder });
    expect(
      (await as(master, taskApi.modifyTask, { taskId: other, taskConfig: { telNum: [LINE_ONE] } })).body.code,
    ).toBe(0);
  });

  it.each([
    [{ telNum: '02160009999' }, ErrorCode.DisplayLineInvalid, '外显号码02160009999不可用'],
    [{ telNum: '' }, ErrorCode.ParamRequired, '请选择外显号码'],
    [{ timeRange: ['09:15:00-12:00:00', '13:30:00-20:00:00'] }, ErrorCode.ParamInvalid, '机器人工作时间格式错误'],
    [{ timeRange: ['12:00:00-09:00:00', '13:30:00-20:00:00'] }, ErrorCode.ParamInvalid, '机器人工作时间格式错误'],
    [{ timeRange: ['09:00:00-12:00:00'] }, ErrorCode.ParamInvalid, '请选择机器人工作时间'],
    [{ timeRange: ['24:00:00-09:00:00', '13:30:00-20:00:00'] }, ErrorCode.ParamInvalid, '机器人工作时间格式错误'],
    [{ endTime: 1 }, ErrorCode.ParamInvalid, '结束时间不能小于开始时间'],
  ])('refuses %j naming the field, writing nothing', async (taskConfig, code, message) => {
    const id = await task(`编辑校验${Math.abs(JSON.stringify(taskConfig).length)}`);
    const [before] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect((await as(master, taskApi.modifyTask, { taskId: id, taskConfig })).body).toMatchObject({ code, message });
    const [after] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(after).toEqual(before);
  });
});

describe('taskStatistics', () => {
  it("answers the detail page's tiles, and -- (null) before any call", async () => {
    const id = await task('统计', { numbers: ['13800138090', '13800138091', '13800138092'] });
    const stats = () =>
      as(master, taskApi.taskStatistics, { taskId: id, channelCode: 2, businessId: DEMO_BUSINESS_ID });
    expect((await stats()).body.result.rows[0]).toEqual({
      totalTel: 3,
      totalCall: 0,
      totalCallTel: 0,
      totalAnswer: 0,
      answerPercent: null,
    });
    const [first, second] = await t.database.db.select().from(taskNumbers).where(eq(taskNumbers.taskId, id));
    await t.database.db
      .update(taskNumbers)
      .set({ attempts: 2, answered: true, state: 2 })
      .where(eq(taskNumbers.id, first.id));
    await t.database.db.update(taskNumbers).set({ attempts: 1 }).where(eq(taskNumbers.id, second.id));
    expect((await stats()).body.result.rows[0]).toEqual({
      totalTel: 3,
      totalCall: 3,
      totalCallTel: 2,
      totalAnswer: 1,
      answerPercent: 50,
    });
    expect((await as(member, taskApi.taskStatistics, { taskId: id })).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('searchCallResultList', () => {
  it('answers the outcomes a call can have', async () => {
    const rows = (await as(member, taskApi.searchCallResultList)).body.result.rows;
    expect(rows).toContainEqual({ code: '0', desc: '已接通' });
    expect(rows.map((row) => row.code)).toContain('15');
  });
});

describe('the agreement the task dialog links to', () => {
  it('is a public page at staticUrl + html/protocal.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/html/protocal.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Yeta外呼协议</title>');
    expect(response.body).toContain('别再打了');
  });
});
