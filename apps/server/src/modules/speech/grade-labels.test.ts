import { readFileSync } from 'node:fs';
import {
  ErrorCode,
  emptyFlowDocument,
  type FlowDocument,
  type LoginResult,
  reportApi,
  speechApi,
  VersionStatus,
} from '@console/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentionTags, speechSkills, speechSkillVersions } from '../../db/schema/index.ts';
import { createMember, registerEnterprise } from '../../test/fixtures.ts';
import { templateDocument } from '../../test/scripts.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';

const FIRST_DAY = [
  { contextId: 'intent-A', name: 'A', description: '意向较强', talkScriptFlag: 1 },
  { contextId: 'intent-B', name: 'B', description: '有一定意向', talkScriptFlag: 1 },
  { contextId: 'intent-C', name: 'C', description: '意向不明确', talkScriptFlag: 1 },
  { contextId: 'intent-D', name: 'D', description: '明确拒绝', talkScriptFlag: 1 },
];

let t: TestApp;
let first: LoginResult;
let second: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  first = await registerEnterprise(t, '13611120001');
  second = await registerEnterprise(t, '13611120002');
});
afterAll(() => t.close());

const as = (who: LoginResult) => ({ token: who.token.access_token, businessId: who.business.id });

async function labelsOf(who: LoginResult) {
  const answer = await t.call(reportApi.queryLabelOptionList, { ...as(who), body: {} });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows;
}

/** A script whose rules grade with `grades` and fall back to `fallback`. */
function gradedDocument(grades: string[], fallback: string): FlowDocument {
  const document = templateDocument();
  document.settings.defaultGrade = fallback;
  document.gradeRules = grades.map((grade, i) => ({
    id: `rule-${i}`,
    grade,
    conditions: [{ kind: 'turns', min: i + 1 }],
  }));
  return document;
}

/** Created, submitted, approved by the platform operator and published, as a person does it. */
async function publishScript(who: LoginResult, name: string, document: FlowDocument): Promise<number> {
  const created = await t.call(speechApi.saveSpeechSkill, {
    ...as(who),
    body: { name, type: 1, industryType: 'education', jsonData: '{}', version: 1, sysType: '2' },
  });
  const id = created.body.result.rows[0].id;
  await t.call(speechApi.saveDraft, { ...as(who), body: { id, revision: 0, document } });
  expect((await t.call(speechApi.submitReview, { ...as(who), body: { id } })).body.code).toBe(0);
  const operator = await t.innerLogin(who.business.id);
  const approval = { ...as(operator), body: { id, version: 1, approve: true } };
  expect((await t.call(speechApi.reviewSpeechSkill, approval)).body.code).toBe(0);
  const published = await t.call(speechApi.publish, { ...as(who), body: { id } });
  expect(published.body.code, published.body.message).toBe(0);
  return id;
}

describe('the grade labels of a new enterprise', () => {
  it('are A-D with their meanings from the registration on', async () => {
    expect(await labelsOf(first)).toEqual(FIRST_DAY);
    expect(await labelsOf(second)).toEqual(FIRST_DAY);
  });

  it("gain a published script's own grades after A-D, once, in that enterprise only", async () => {
    await publishScript(first, '自定义等级话术', gradedDocument(['E', 'A', '高意向'], 'F'));
    const expected = [
      ...FIRST_DAY,
      { contextId: 'intent-E', name: 'E', description: '', talkScriptFlag: 1 },
      { contextId: 'intent-F', name: 'F', description: '', talkScriptFlag: 1 },
      { contextId: 'intent-高意向', name: '高意向', description: '', talkScriptFlag: 1 },
    ];
    expect(await labelsOf(first)).toEqual(expected);
    // A grade with a label keeps it (and its text): a second script grading E and A adds nothing.
    await publishScript(first, '同样等级话术', gradedDocument(['E'], 'A'));
    expect(await labelsOf(first)).toEqual(expected);
    expect(await labelsOf(second)).toEqual(FIRST_DAY);
  });

  it("are another enterprise's neither to read nor to add to", async () => {
    const theirs = await t.call(reportApi.queryLabelOptionList, {
      token: first.token.access_token,
      businessId: second.business.id,
      body: {},
    });
    expect(theirs.body.code).toBe(ErrorCode.BusinessMismatch);

    const created = await t.call(speechApi.saveSpeechSkill, {
      ...as(second),
      body: { name: '别家话术', type: 1, industryType: 'education', jsonData: '{}', version: 1, sysType: '2' },
    });
    const id = created.body.result.rows[0].id;
    await t.call(speechApi.saveDraft, {
      ...as(second),
      body: { id, revision: 0, document: gradedDocument(['S'], 'C') },
    });
    await t.call(speechApi.submitReview, { ...as(second), body: { id } });
    const operator = await t.innerLogin(second.business.id);
    await t.call(speechApi.reviewSpeechSkill, { ...as(operator), body: { id, version: 1, approve: true } });
    const foreign = await t.call(speechApi.publish, { ...as(first), body: { id } });
    expect(foreign.body).toMatchObject({ code: ErrorCode.NotFound, message: '话术不存在' });
    expect((await labelsOf(first)).map((label) => label.name)).not.toContain('S');
    expect(await labelsOf(second)).toEqual(FIRST_DAY);
  });

  it('are left as they are by a publication the envelope refuses, which names the field', async () => {
    const before = await labelsOf(first);
    for (const id of ['x', 0, undefined]) {
      const { body } = await t.call(speechApi.publish, { ...as(first), body: { id } });
      expect(body.code).not.toBe(0);
      expect(body.message).toMatch(/^话术ID/);
      expect(body.result.rows).toEqual([]);
    }
    expect(await labelsOf(first)).toEqual(before);
  });
});

describe('the migration of the enterprises registered before', () => {
  const migration = readFileSync(new URL('../../../drizzle/0026_grade_labels.sql', import.meta.url), 'utf8');

  async function migrate(): Promise<void> {
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.database.db.execute(sql.raw(statement));
    }
  }

  async function namesOf(businessId: number): Promise<string[]> {
    const rows = await t.database.db
      .select({ name: intentionTags.name })
      .from(intentionTags)
      .where(eq(intentionTags.businessId, businessId))
      .orderBy(intentionTags.sort, intentionTags.id);
    return rows.map((row) => row.name);
  }

  /** A published script of an enterprise, written as an earlier release left it. */
  async function publishedBefore(businessId: number, document: unknown): Promise<void> {
    const now = t.clock.now();
    const [script] = await t.database.db
      .insert(speechSkills)
      .values({ businessId, name: '旧话术', status: 4, publishedVersion: 1, createdAt: now })
      .returning({ id: speechSkills.id });
    await t.database.db
      .insert(speechSkillVersions)
      .values({ speechSkillId: script.id, version: 1, document, status: VersionStatus.published, createdAt: now });
  }

  it('gives each A-D and the grades of its published scripts, once however often it runs', async () => {
    const { business: labelless } = await createMember(t.database, { phone: '13611120003', businessName: '老企业' });
    await publishedBefore(labelless.id, gradedDocument(['G', 'B'], 'C'));
    // A document from before the fallback grade existed falls back to F, as documentOf reads it.
    const { business: older } = await createMember(t.database, { phone: '13611120004', businessName: '更老企业' });
    const { settings: _settings, ...withoutSettings } = emptyFlowDocument();
    await publishedBefore(older.id, withoutSettings);
    const demoBefore = await namesOf(DEMO_BUSINESS_ID);

    await migrate();
    await migrate();
    expect(await namesOf(labelless.id)).toEqual(['A', 'B', 'C', 'D', 'G']);
    expect(await namesOf(older.id)).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(await namesOf(DEMO_BUSINESS_ID)).toEqual(demoBefore);
    expect(await labelsOf(first)).toHaveLength(FIRST_DAY.length + 3);
  });
});
