import { DEFAULT_REPORT_TIME_ZONE, ErrorCode, reportApi } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessConfigs, callSessions, speechSkills, users } from '../../db/schema/index.ts';
import { countRows, createMember, withBusinessConfig } from '../../test/fixtures.ts';
import { rawReportSummary } from '../../test/raw-report.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';
import { splitByMonths } from '../call-records/periods.ts';
import { recordCall } from '../call-records/record.ts';
import { DEMO_SCRIPTS } from '../demo/traffic.ts';
import { reportRange } from './range.ts';

let t: TestApp;
let token: string;
let scriptIds: number[];

const TZ = DEFAULT_REPORT_TIME_ZONE;

async function report(body: Record<string, unknown>, as = token, businessId: number | string = DEMO_BUSINESS_ID) {
  return t.call(reportApi.indexStatistics, {
    token: as,
    businessId,
    body: { businessId, channelCode: 2, direction: 1, ...body },
  });
}

async function expectMatchesRaw(body: {
  beginTime: string;
  endTime: string;
  direction?: 0 | 1;
  speechSkillId?: number[];
  callee?: string[];
}) {
  const answer = await report(body);
  expect(answer.body.code).toBe(0);
  const summary = answer.body.result.rows[0];
  const range = reportRange(body.beginTime, body.endTime, TZ);
  const raw = await rawReportSummary(
    t.database.db,
    {
      businessId: DEMO_BUSINESS_ID,
      direction: body.direction ?? 1,
      speechSkillIds: body.speechSkillId ?? [],
      numbers: body.callee ?? [],
    },
    range,
    TZ,
  );
  expect(summary).toEqual(raw);
  return summary;
}

beforeAll(async () => {
  t = await createTestApp({ demoTraffic: true });
  token = (await t.login(MASTER_PHONE)).token.access_token;
  const scripts = await t.database.db
    .select({ id: speechSkills.id })
    .from(speechSkills)
    .where(eq(speechSkills.businessId, DEMO_BUSINESS_ID))
    .orderBy(speechSkills.id);
  scriptIds = scripts.map((s) => s.id);
  // Calls of another enterprise, written through the same path, must never show in the demo report.
  const other = await createMember(t.database, { phone: '13700000077' });
  await t.database.db.transaction((tx) =>
    recordCall(tx, {
      businessId: other.business.id,
      direction: 1,
      caller: '02160001003',
      callee: '13912345678',
      startAt: new Date('2026-03-01T02:00:00Z'),
      answerAt: new Date('2026-03-01T02:00:05Z'),
      endAt: new Date('2026-03-01T02:01:05Z'),
      durationMs: 60_000,
      answered: true,
      turns: 6,
      intention: 'A',
      labels: ['考虑中'],
    }),
  );
});

afterAll(() => t.close());

describe('demo traffic', () => {
  it('gives the demo enterprise a few thousand calls over 30 days with realistic rates', async () => {
    const calls = await countRows(t.database, callSessions);
    expect(calls).toBeGreaterThan(2500);
    const summary = await expectMatchesRaw({ beginTime: '20260201', endTime: '20260302' });
    const rate = summary.totalAnswer / summary.totalCall;
    expect(rate).toBeGreaterThan(0.35);
    expect(rate).toBeLessThan(0.6);
    expect(summary.transferCount).toBeGreaterThan(0);
    expect(summary.smsCount).toBeGreaterThan(0);
    expect(Object.keys(summary.labels).length).toBeGreaterThan(0);
    expect(summary.tagIntention.A).toBeGreaterThan(0);
    expect(summary.totalTel).toBeLessThanOrEqual(summary.totalCall);
  });

  it('is written once: a second seed adds nothing', async () => {
    const before = await countRows(t.database, callSessions);
    const { seedDemo } = await import('../demo/seed.ts');
    await seedDemo(t.database.db, t.clock.now);
    expect(await countRows(t.database, callSessions)).toBe(before);
  });
});

describe('indexStatistics equals an aggregate over the raw records', () => {
  it('one day, hourly', async () => {
    const summary = await expectMatchesRaw({ beginTime: '20260227', endTime: '20260227' });
    expect(summary.granularity).toBe('hour');
    const hours = Object.keys(summary.callAnalysis.callTotal.hour);
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe('2026022700');
    expect(hours[23]).toBe('2026022723');
    for (const measure of Object.values(summary.callAnalysis)) expect(measure.day).toEqual({});
    expect(summary.totalCall).toBeGreaterThan(0);
  });

  it('7 days, daily', async () => {
    const summary = await expectMatchesRaw({ beginTime: '20260223', endTime: '20260301' });
    expect(summary.granularity).toBe('day');
    expect(Object.keys(summary.callAnalysis.callAnswer.day)[0]).toBe('20260223');
    expect(Object.keys(summary.callAnalysis.callAnswerRate.day)).toHaveLength(7);
  });

  it('30 days, daily', async () => {
    const summary = await expectMatchesRaw({ beginTime: '20260201', endTime: '20260302' });
    expect(Object.keys(summary.callAnalysis.interactCount.day)).toHaveLength(30);
  });

  it('90 days, monthly', async () => {
    const summary = await expectMatchesRaw({ beginTime: '20251203', endTime: '20260302' });
    expect(summary.granularity).toBe('month');
    expect(Object.keys(summary.callAnalysis.callDuration.month)).toEqual(['202512', '202601', '202602', '202603']);
    expect(Object.keys(summary.callAnalysis.callDuration.day)).toEqual([]);
  });

  it('a whole month, and a range with a whole month between two partial ones', async () => {
    await expectMatchesRaw({ beginTime: '20260201', endTime: '20260228' });
    await expectMatchesRaw({ beginTime: '20260125', endTime: '20260302' });
    await expectMatchesRaw({ beginTime: '20260125', endTime: '20260302', speechSkillId: [scriptIds[1]] });
  });

  it('filtered by a script', async () => {
    const all = await expectMatchesRaw({ beginTime: '20260223', endTime: '20260301' });
    const one = await expectMatchesRaw({ beginTime: '20260223', endTime: '20260301', speechSkillId: [scriptIds[0]] });
    expect(one.totalCall).toBeGreaterThan(0);
    expect(one.totalCall).toBeLessThan(all.totalCall);
  });

  it('inbound, filtered by a callee number', async () => {
    const all = await expectMatchesRaw({ beginTime: '20260201', endTime: '20260302', direction: 0 });
    const one = await expectMatchesRaw({
      beginTime: '20260201',
      endTime: '20260302',
      direction: 0,
      callee: ['4008001001'],
    });
    expect(one.totalCall).toBeGreaterThan(0);
    expect(one.totalCall).toBeLessThan(all.totalCall);
  });

  it('counts each customer once per range however its calls were written (out of order, again on a day)', async () => {
    // January is before the demo traffic. Noon in Shanghai.
    const call = (customer: string, day: string) =>
      t.database.db.transaction((tx) =>
        recordCall(tx, {
          businessId: DEMO_BUSINESS_ID,
          direction: 1,
          speechSkillId: scriptIds[0],
          caller: '02160001003',
          callee: customer,
          startAt: new Date(`2026-01-${day}T04:00:00Z`),
          endAt: new Date(`2026-01-${day}T04:00:30Z`),
          durationMs: 0,
          answered: false,
          turns: 0,
        }),
      );
    for (const day of ['10', '05', '08', '05', '12', '07']) await call('13600000001', day);
    for (const day of ['08', '06']) await call('13600000002', day);
    for (const [begin, end] of [
      ['05', '05'],
      ['06', '09'],
      ['08', '12'],
      ['09', '11'],
      ['11', '12'],
      ['01', '31'],
    ]) {
      const summary = await expectMatchesRaw({ beginTime: `202601${begin}`, endTime: `202601${end}` });
      expect(summary.totalTel).toBeGreaterThan(0);
    }
    const oneScript = await expectMatchesRaw({
      beginTime: '20260106',
      endTime: '20260110',
      speechSkillId: [scriptIds[0]],
    });
    expect(oneScript.totalTel).toBe(2);
  });

  it('a day without calls answers zeros, not an error', async () => {
    const summary = await expectMatchesRaw({ beginTime: '20250101', endTime: '20250101' });
    expect(summary.totalCall).toBe(0);
    expect(summary.A).toBe(0);
  });

  it('a new call shows at once (rollups written with the record)', async () => {
    const before = (await report({ beginTime: '20260302', endTime: '20260302' })).body.result.rows[0];
    await t.database.db.transaction((tx) =>
      recordCall(tx, {
        businessId: DEMO_BUSINESS_ID,
        direction: 1,
        speechSkillId: scriptIds[1],
        caller: '02160001003',
        callee: '13800999999',
        startAt: new Date('2026-03-02T01:30:00Z'),
        answerAt: new Date('2026-03-02T01:30:04Z'),
        endAt: new Date('2026-03-02T01:31:04Z'),
        durationMs: 60_000,
        answered: true,
        turns: 7,
        intention: 'B',
        labels: ['需要回电', 'a"b,c\\d{}'],
        transferred: true,
        smsSent: true,
      }),
    );
    const after = await expectMatchesRaw({ beginTime: '20260302', endTime: '20260302' });
    expect(after.totalCall).toBe(before.totalCall + 1);
    expect(after.tagIntention.B).toBe(before.tagIntention.B + 1);
    expect(after.callAnalysis.callTotal.hour['2026030209']).toBe(before.callAnalysis.callTotal.hour['2026030209'] + 1);
    expect(after.labels['a"b,c\\d{}']).toEqual({ count: 1, label_skill: DEMO_SCRIPTS[1].name });
  });

  it('a failed transaction leaves neither the record nor its rollups', async () => {
    const before = (await report({ beginTime: '20260302', endTime: '20260302' })).body.result.rows[0];
    const calls = await countRows(t.database, callSessions);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordCall(tx, {
          businessId: DEMO_BUSINESS_ID,
          direction: 1,
          caller: '02160001003',
          callee: '13800999998',
          startAt: new Date('2026-03-02T01:40:00Z'),
          endAt: new Date('2026-03-02T01:40:20Z'),
          durationMs: 0,
          answered: false,
          turns: 0,
        });
        throw new Error('dialer fault');
      }),
    ).rejects.toThrow('dialer fault');
    expect(await countRows(t.database, callSessions)).toBe(calls);
    expect((await report({ beginTime: '20260302', endTime: '20260302' })).body.result.rows[0]).toEqual(before);
  });
});

describe('splitByMonths', () => {
  it('reads whole months from the monthly counters and the ends from the daily ones', () => {
    expect(splitByMonths('2025-11-22', '2026-11-21')).toEqual({
      months: { from: '2025-12', to: '2026-10' },
      days: [
        { from: '2025-11-22', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-21' },
      ],
    });
    expect(splitByMonths('2026-02-01', '2026-02-28')).toEqual({ months: { from: '2026-02', to: '2026-02' }, days: [] });
    expect(splitByMonths('2024-02-01', '2024-02-28')).toEqual({
      months: null,
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    expect(splitByMonths('2026-01-31', '2026-03-01')).toEqual({
      months: { from: '2026-02', to: '2026-02' },
      days: [
        { from: '2026-01-31', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    });
    expect(splitByMonths('2026-03-05', '2026-03-09')).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-09' }],
    });
  });
});

describe('range validation', () => {
  it.each([
    ['2026-13-01', '20260301', '开始日期格式错误'],
    ['20260230', '20260301', '开始日期格式错误'],
    ['20260301', 'tomorrow', '结束日期格式错误'],
    ['20260301', '20260228', '结束日期不能早于开始日期'],
    ['20250101', '20260301', '查询时间跨度不能超过一年'],
  ])('%s to %s', async (beginTime, endTime, message) => {
    const answer = await report({ beginTime, endTime });
    expect(answer.body.code).toBe(ErrorCode.ReportRangeInvalid);
    expect(answer.body.message).toContain(message);
  });

  it('a missing date is a missing field', async () => {
    const answer = await report({ endTime: '20260301' });
    expect(answer.body.code).toBe(ErrorCode.ParamRequired);
    expect(answer.body.message).toContain('开始日期');
  });
});

describe('access', () => {
  it('refuses the member without bit 6, allows it with bit 6', async () => {
    const member = (await t.login(MEMBER_PHONE)).token.access_token;
    expect((await report({ beginTime: '20260301', endTime: '20260301' }, member)).body.code).toBe(
      ErrorCode.AccessDenied,
    );
    await t.database.db
      .update(users)
      .set({ privilege: 1 << 6 })
      .where(eq(users.phone, MEMBER_PHONE));
    const allowed = (await t.login(MEMBER_PHONE)).token.access_token;
    expect((await report({ beginTime: '20260301', endTime: '20260301' }, allowed)).body.code).toBe(0);
    await t.database.db.update(users).set({ privilege: 0 }).where(eq(users.phone, MEMBER_PHONE));
  });

  it("refuses another business's report (709006)", async () => {
    const answer = await report({ beginTime: '20260301', endTime: '20260301' }, token, 10001);
    expect(answer.body.code).toBe(ErrorCode.BusinessMismatch);
    const cpn = await t.call(reportApi.queryCPNInfoWithBus, { token, body: { businessId: 10001, cpnTypeArr: [1, 3] } });
    expect(cpn.body.code).toBe(ErrorCode.BusinessMismatch);
  });
});

describe('custom batch metrics', () => {
  const body = {
    businessId: DEMO_BUSINESS_ID,
    channelCode: 2,
    direction: 1,
    beginTime: '20260201',
    endTime: '20260302',
  };

  it('are refused until the business is configured, then match the summary', async () => {
    const refused = await t.call(reportApi.indexCallBatchStatistics, { token, businessId: DEMO_BUSINESS_ID, body });
    expect(refused.body.code).toBe(ErrorCode.AccessDenied);
    await t.database.db.insert(businessConfigs).values({
      businessId: DEMO_BUSINESS_ID,
      key: 'report',
      value: JSON.stringify({ customMetrics: true }),
      updatedAt: t.clock.now(),
    });
    const answer = await t.call(reportApi.indexCallBatchStatistics, {
      token,
      businessId: DEMO_BUSINESS_ID,
      body,
    });
    expect(answer.body.code).toBe(0);
    const metrics = answer.body.result.rows[0];
    const summary = (await report(body)).body.result.rows[0];
    expect(metrics.totalCall).toBe(summary.totalCall);
    expect(metrics.totalAnswer).toBe(summary.totalAnswer);
    expect(metrics.totalRate).toBe(Math.round((summary.totalAnswer * 10_000) / summary.totalCall) / 100);
    expect(metrics.totalTelUnCall).toBeGreaterThan(0);
    expect(metrics.totalTelUnCall).toBeLessThan(summary.totalTel);
    await t.database.db
      .delete(businessConfigs)
      .where(and(eq(businessConfigs.businessId, DEMO_BUSINESS_ID), eq(businessConfigs.key, 'report')));
  });
});

describe('lookups', () => {
  it('intention tags and callee numbers of the business', async () => {
    const tags = await t.call(reportApi.queryLabelOptionList, {
      token,
      businessId: DEMO_BUSINESS_ID,
      body: {},
    });
    expect(tags.body.result.rows.map((r) => r.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(tags.body.result.rows[0]).toMatchObject({ contextId: 'intent-A', talkScriptFlag: 1 });

    const cpn = await t.call(reportApi.queryCPNInfoWithBus, {
      token,
      body: { businessId: DEMO_BUSINESS_ID, cpnTypeArr: [1, 3], status: 1 },
    });
    expect(cpn.body.result.rows.map((r) => r.cpnCode)).toEqual(['4008001001', '02160001002']);
  });

  it('gives a member without bit 6 the tags (tasks and customers offer them), the numbers only with AI接待', async () => {
    const member = (await t.login(MEMBER_PHONE)).token.access_token;
    const tags = await t.call(reportApi.queryLabelOptionList, {
      token: member,
      businessId: DEMO_BUSINESS_ID,
      body: {},
    });
    expect(tags.body.result.rows.map((row) => row.name)).toEqual(['A', 'B', 'C', 'D']);
    const numbers = () =>
      t.call(reportApi.queryCPNInfoWithBus, { token: member, body: { businessId: DEMO_BUSINESS_ID } });
    await withBusinessConfig(t.database, DEMO_BUSINESS_ID, 'menu', { ai: false }, async () => {
      expect((await numbers()).body.code).toBe(ErrorCode.AccessDenied);
    });
    expect((await numbers()).body.code).toBe(0);
  });

  it('the lookups need a session', async () => {
    const answer = await t.call(reportApi.queryLabelOptionList, { businessId: DEMO_BUSINESS_ID, body: {} });
    expect(answer.body.code).toBe(ErrorCode.TokenMissing);
  });
});
