import { ErrorCode, ErrorMessage, fillRule, RULE_TEMPLATE, receptionApi, reportApi } from '@console/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calleeNumbers, receptionRules, speechSkills } from '../../db/schema/index.ts';
import { countRows, setBusinessConfig } from '../../test/fixtures.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';
import { seedDemoCatalogue } from '../demo/traffic.ts';
import { receptionScriptOf } from './repo.ts';

const {
  receptionNumberNotReceiving: NUMBER_NOT_RECEIVING,
  receptionScriptNotPublished: SCRIPT_NOT_PUBLISHED,
  receptionRuleNotFound: RULE_NOT_FOUND,
} = ErrorMessage;

let t: TestApp;
let master: Caller;
let other: Caller;
/** The demo's published scripts, by name. */
let scripts: { id: number; name: string; publishedVersion: number | null }[];
let otherScript: number;

const RECEPTION = '4008001001';
const BOTH = '02160001002';

async function turnOnReception(businessId: number) {
  await setBusinessConfig(t.database, businessId, 'menu', { ai: true });
}

async function scriptsOf(businessId: number) {
  return t.database.db
    .select({ id: speechSkills.id, name: speechSkills.name, publishedVersion: speechSkills.publishedVersion })
    .from(speechSkills)
    .where(eq(speechSkills.businessId, businessId))
    .orderBy(asc(speechSkills.id));
}

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000811');
  await turnOnReception(DEMO_BUSINESS_ID);
  await turnOnReception(Number(other.businessId));
  await seedDemoCatalogue(t.database.db, Number(other.businessId), t.clock.now());
  await t.database.db
    .insert(calleeNumbers)
    .values({ businessId: Number(other.businessId), cpnCode: '4008002002', cpnType: 1, status: 1 });
  scripts = await scriptsOf(DEMO_BUSINESS_ID);
  otherScript = (await scriptsOf(Number(other.businessId)))[0].id;
});
afterAll(() => t.close());

const ruleFor = (cpnCode: string, script: { id: number; name: string }, base = RULE_TEMPLATE) =>
  fillRule(base, {
    cpnCode,
    robotId: String(script.id),
    robotName: script.name,
    businessId: String(DEMO_BUSINESS_ID),
    businessName: '演示企业',
  });

function save(body: unknown, as: Caller = master) {
  return t.call(receptionApi.saveRule, { token: as.token, body, query: { traceId: MASTER_PHONE } });
}

function remove(body: unknown, as: Caller = master) {
  return t.call(receptionApi.deleteRule, { token: as.token, body });
}

async function numbers(as: Caller = master) {
  const answer = await t.call(reportApi.queryCPNInfoWithBus, {
    token: as.token,
    body: { businessId: as.businessId, cpnTypeArr: [1, 3], status: 1 },
  });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows;
}

const ruleCount = () => countRows(t.database, receptionRules);

describe('queryCPNInfoWithBus', () => {
  it("answers the enterprise's inbound numbers in service, none with a rule yet", async () => {
    const rows = await numbers();
    expect(rows.map((row) => [row.cpnCode, row.cpnType, row.expirationStatus, row.itemJson])).toEqual([
      [RECEPTION, 1, 0, ''],
      [BOTH, 3, 0, ''],
    ]);
    expect(rows[0].resId).toBeGreaterThan(0);
  });

  it('marks an expired number (expirationStatus 1)', async () => {
    const [row] = await t.database.db
      .insert(calleeNumbers)
      .values({
        businessId: DEMO_BUSINESS_ID,
        cpnCode: '4008001077',
        cpnType: 1,
        status: 1,
        expiresAt: new Date(t.clock.now().getTime() - 1000),
      })
      .returning({ id: calleeNumbers.id });
    const expired = (await numbers()).find((n) => n.cpnCode === '4008001077');
    expect(expired).toMatchObject({ resId: row.id, expirationStatus: 1 });
    expect(await save(ruleFor('4008001077', scripts[0]))).toMatchObject({
      body: { code: ErrorCode.NotFound, message: NUMBER_NOT_RECEIVING },
    });
    await t.database.db.delete(calleeNumbers).where(eq(calleeNumbers.id, row.id));
  });

  it("refuses another business's numbers and a viewer without the reception menu or the report", async () => {
    const answer = await t.call(reportApi.queryCPNInfoWithBus, {
      token: master.token,
      body: { businessId: other.businessId, cpnTypeArr: [1, 3] },
    });
    expect(answer.body.code).toBe(ErrorCode.BusinessMismatch);
    // The member has no report bit, but the enterprise has AI接待: its page lists the numbers.
    const member = (await t.login(MEMBER_PHONE)).token.access_token;
    const allowed = await t.call(reportApi.queryCPNInfoWithBus, {
      token: member,
      body: { businessId: DEMO_BUSINESS_ID, cpnTypeArr: [1, 3] },
    });
    expect(allowed.body.code).toBe(0);
  });
});

describe('saveRule', () => {
  it('binds a published script to a number and fills the rule as 5.1 says', async () => {
    const script = scripts[1];
    const answer = await save(ruleFor(RECEPTION, { ...script, name: '页面上的旧名字' }));
    expect(answer.body.code, answer.body.message).toBe(0);
    const row = (await numbers()).find((n) => n.cpnCode === RECEPTION);
    const rule = JSON.parse(row?.itemJson ?? '');
    expect(rule).toEqual({
      ...RULE_TEMPLATE,
      id: expect.stringMatching(/^\d+$/),
      ani: '*',
      dni: RECEPTION,
      headers: { 'robot-id': String(script.id), 'business-id': String(DEMO_BUSINESS_ID) },
      relation: {
        ...RULE_TEMPLATE.relation,
        'robot-id': String(script.id),
        // The server writes the script's own name, not the page's copy.
        'robot-name': script.name,
        'business-id': String(DEMO_BUSINESS_ID),
        'business-name': '演示企业',
      },
    });
    expect(rule.actions).toEqual([
      { type: 'App', app: 'set', data: 'bypass_media=false' },
      { type: 'Bridge', data: '' },
    ]);
    const [stored] = await t.database.db
      .select()
      .from(receptionRules)
      .where(and(eq(receptionRules.businessId, DEMO_BUSINESS_ID), eq(receptionRules.cpnCode, RECEPTION)));
    expect(stored).toMatchObject({ speechSkillId: script.id, robotName: script.name, updatedBy: MASTER_PHONE });
    expect(await receptionScriptOf(t.database.db, DEMO_BUSINESS_ID, RECEPTION, t.clock.now())).toEqual({
      speechSkillId: script.id,
      scriptVersion: script.publishedVersion,
      name: script.name,
    });
  });

  it('changes the script of a number with a rule, keeping its ani and id (更换话术)', async () => {
    const before = JSON.parse((await numbers()).find((n) => n.cpnCode === RECEPTION)?.itemJson ?? '');
    const count = await ruleCount();
    const changed = await save(ruleFor(RECEPTION, scripts[2], before));
    expect(changed.body.code, changed.body.message).toBe(0);
    expect(await ruleCount()).toBe(count);
    const after = JSON.parse((await numbers()).find((n) => n.cpnCode === RECEPTION)?.itemJson ?? '');
    expect(after).toMatchObject({
      id: before.id,
      ani: '*',
      headers: { 'robot-id': String(scripts[2].id) },
      relation: { 'robot-name': scripts[2].name },
    });
    expect((await receptionScriptOf(t.database.db, DEMO_BUSINESS_ID, RECEPTION, t.clock.now()))?.name).toBe(
      scripts[2].name,
    );
  });

  it('binds a type-3 number too', async () => {
    expect((await save(ruleFor(BOTH, scripts[0]))).body.code).toBe(0);
    expect(await receptionScriptOf(t.database.db, DEMO_BUSINESS_ID, BOTH, t.clock.now())).toMatchObject({
      speechSkillId: scripts[0].id,
    });
  });

  it("refuses another enterprise's number and script, an outbound-only or stopped number: nothing written", async () => {
    const count = await ruleCount();
    const refusals: [unknown, number, string][] = [
      [ruleFor('4008002002', scripts[0]), ErrorCode.NotFound, NUMBER_NOT_RECEIVING],
      [ruleFor('02160001003', scripts[0]), ErrorCode.NotFound, NUMBER_NOT_RECEIVING],
      [ruleFor('4008001009', scripts[0]), ErrorCode.NotFound, NUMBER_NOT_RECEIVING],
      [ruleFor('4008001088', scripts[0]), ErrorCode.NotFound, NUMBER_NOT_RECEIVING],
      [ruleFor(BOTH, { id: otherScript, name: '别人的话术' }), ErrorCode.NotFound, SCRIPT_NOT_PUBLISHED],
    ];
    for (const [body, code, message] of refusals) {
      expect((await save(body)).body).toMatchObject({ code, message });
    }
    // A rule naming another enterprise in its headers.
    const foreign = ruleFor(RECEPTION, scripts[0]);
    foreign.headers['business-id'] = String(other.businessId);
    expect((await save(foreign)).body.code).toBe(ErrorCode.BusinessMismatch);
    // The other enterprise cannot bind the demo's script to its own number.
    const theirs = {
      ...ruleFor('4008002002', scripts[0]),
      headers: { 'robot-id': String(scripts[0].id), 'business-id': String(other.businessId) },
    };
    expect((await save(theirs, other)).body).toMatchObject({ code: ErrorCode.NotFound, message: SCRIPT_NOT_PUBLISHED });
    expect(await ruleCount()).toBe(count);
    expect(await receptionScriptOf(t.database.db, Number(other.businessId), '4008002002', t.clock.now())).toBeNull();
  });

  it('refuses a script that is not published', async () => {
    const [draft] = await t.database.db
      .insert(speechSkills)
      .values({ businessId: DEMO_BUSINESS_ID, name: '未发布的话术', createdAt: t.clock.now() })
      .returning({ id: speechSkills.id });
    const count = await ruleCount();
    expect((await save(ruleFor(RECEPTION, { id: draft.id, name: '未发布的话术' }))).body).toMatchObject({
      code: ErrorCode.NotFound,
      message: SCRIPT_NOT_PUBLISHED,
    });
    expect(await ruleCount()).toBe(count);
  });

  it('names the field of bad input and writes nothing', async () => {
    const count = await ruleCount();
    const good = ruleFor(RECEPTION, scripts[0]);
    const { ParamRequired: required, ParamInvalid: invalid } = ErrorCode;
    const cases: [unknown, number, string][] = [
      [{ ...good, dni: '' }, required, '被叫号码(dni)不能为空'],
      [{ ...good, dni: '40080abc' }, invalid, '被叫号码(dni)格式错误'],
      [{ ...good, headers: { ...good.headers, 'robot-id': '' } }, required, '请选择接待话术'],
      [{ ...good, headers: undefined }, required, '规则头(headers)不能为空'],
      [{ ...good, actions: 'x' }, invalid, '规则动作格式错误'],
      [
        { ...good, relation: { ...good.relation, 'robot-name': 'x'.repeat(101) } },
        invalid,
        '关联话术名称不能超过100个字符',
      ],
    ];
    for (const [body, code, message] of cases) {
      expect((await save(body)).body).toMatchObject({ code, message });
    }
    expect(await ruleCount()).toBe(count);
  });

  it('needs the reception menu', async () => {
    const none = await otherEnterprise(t, '13700000812');
    const answer = await t.call(receptionApi.saveRule, { token: none.token, body: ruleFor(RECEPTION, scripts[0]) });
    expect(answer.body.code).toBe(ErrorCode.AccessDenied);
  });
});

describe('deleteRule', () => {
  it('stops the reception of a number (停止接待), then answers 未找到', async () => {
    const removed = await remove({ dni: BOTH, ani: '*' });
    expect(removed.body.code, removed.body.message).toBe(0);
    expect((await numbers()).find((n) => n.cpnCode === BOTH)?.itemJson).toBe('');
    expect(await receptionScriptOf(t.database.db, DEMO_BUSINESS_ID, BOTH, t.clock.now())).toBeNull();
    expect((await remove({ dni: BOTH })).body).toMatchObject({ code: ErrorCode.NotFound, message: RULE_NOT_FOUND });
  });

  it("leaves another enterprise's rule and bad input alone", async () => {
    const count = await ruleCount();
    expect((await remove({ dni: RECEPTION }, other)).body.code).toBe(ErrorCode.NotFound);
    expect((await remove({ ani: '*' })).body).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '被叫号码(dni)不能为空',
    });
    expect(await ruleCount()).toBe(count);
  });
});

describe('rule_template.json', () => {
  it('is served where the original page reads it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/config/rule_template.json?t=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(RULE_TEMPLATE);
    expect(Object.keys(response.json())).toEqual([
      'id',
      'ani',
      'dni',
      'name',
      'hostGroupId',
      'actions',
      'headers',
      'sourceAllows',
      'relation',
    ]);
  });
});
