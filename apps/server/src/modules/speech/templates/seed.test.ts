import {
  emptyFlowDocument,
  type FlowDocument,
  flowDocument,
  ScriptStatus,
  VersionStatus,
  validateFlow,
} from '@console/contracts';
import { compileScript, respond, startDialogue } from '@console/dialogue';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import {
  businesses,
  callSessions,
  scriptTemplates,
  speechSkills,
  speechSkillVersions,
} from '../../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { DEMO, seedDemo } from '../../demo/seed.ts';
import { DEMO_SCRIPTS } from '../../demo/traffic.ts';
import { loadScriptSources } from '../../knowledge/script-sources.ts';
import { labelsOf } from '../service.ts';
import { SCRIPT_TEMPLATES, templateNamed } from './index.ts';

const now = new Date('2026-03-02T04:00:00Z');
const clock = () => now;
const businessId = DEMO.business.id;
const documentOf = (name: string) => flowDocument.parse(templateNamed(name).document);

/** Everything the seed writes about scripts, to compare before and after a second run. */
async function scriptRows(database: Database) {
  const { db } = database;
  return {
    templates: await db.select().from(scriptTemplates).orderBy(asc(scriptTemplates.id)),
    scripts: await db.select().from(speechSkills).orderBy(asc(speechSkills.id)),
    versions: await db.select().from(speechSkillVersions).orderBy(asc(speechSkillVersions.id)),
  };
}

let fresh: Database;
let upgraded: Database;
beforeAll(async () => {
  [fresh, upgraded] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await Promise.all([fresh.migrate(), upgraded.migrate()]);
});
afterAll(() => Promise.all([fresh.close(), upgraded.close()]));

/** A demo script's document without what the seed links in (knowledge, dictionaries, the transfer group). */
function unlinked(document: FlowDocument): FlowDocument {
  const flows = document.flows.map((flow) => ({
    ...flow,
    nodes: flow.nodes.map((node) => (node.kind === 'transfer' ? { ...node, acdGroupId: undefined } : node)),
  }));
  return { ...document, flows, knowledgeBaseIds: [], dictionaryIds: [] };
}

describe('seeding the script templates and the demo scripts', () => {
  it('writes the six templates and the demo’s published scripts with version 1; a second run changes nothing', async () => {
    await seedDemo(fresh.db, clock, { traffic: false });
    const { templates, scripts, versions } = await scriptRows(fresh);
    expect(templates.map((row) => [row.name, row.type, row.industryType])).toEqual(
      SCRIPT_TEMPLATES.map((template) => [template.name, template.type, template.industryType]),
    );
    for (const row of templates) expect(row.document).toEqual(documentOf(row.name));

    expect(scripts.map((row) => row.name)).toEqual(DEMO_SCRIPTS.map((script) => script.name));
    for (const [i, script] of DEMO_SCRIPTS.entries()) {
      const row = scripts[i];
      const template = templateNamed(script.template);
      expect(row).toMatchObject({
        businessId,
        status: ScriptStatus.published,
        type: template.type,
        industryType: template.industryType,
        publishedVersion: 1,
        submittedRevision: row.draftRevision,
        deletedAt: null,
      });
      // The course script answers from the demo's knowledge base and transfers to the demo's
      // group; the others link nothing.
      const draft = flowDocument.parse(row.draft);
      expect(unlinked(draft)).toEqual(documentOf(script.template));
      const linked = script.name === DEMO_SCRIPTS[1].name;
      expect(draft.knowledgeBaseIds).toHaveLength(linked ? 1 : 0);
      expect(draft.dictionaryIds).toHaveLength(linked ? 1 : 0);
      const transferGroups = draft.flows.flatMap((flow) =>
        flow.nodes.flatMap((node) => (node.kind === 'transfer' ? [node.acdGroupId] : [])),
      );
      expect(transferGroups.map((group) => typeof group)).toEqual(
        transferGroups.map(() => (linked ? 'number' : 'undefined')),
      );
      if (linked) expect(transferGroups.length).toBeGreaterThan(0);
      expect(validateFlow(documentOf(script.template))).toEqual([]);
      const own = versions.filter((version) => version.speechSkillId === row.id);
      expect(own).toHaveLength(1);
      expect(own[0]).toMatchObject({ version: 1, status: VersionStatus.published, publishedAt: now });
      expect(own[0].document).toEqual(row.draft);
    }

    await seedDemo(fresh.db, clock, { traffic: false });
    expect(await scriptRows(fresh)).toEqual({ templates, scripts, versions });
  });

  it('the demo course script answers a question from the demo knowledge base', async () => {
    const [course] = await fresh.db.select().from(speechSkills).where(eq(speechSkills.name, DEMO_SCRIPTS[1].name));
    const document = flowDocument.parse(course?.draft);
    const script = compileScript({ document, ...(await loadScriptSources(fresh.db, businessId, document)) });
    expect(script.warnings).toEqual([]);
    let turn = startDialogue(script, {});
    turn = respond(script, turn.state, { text: '是的' });
    turn = respond(script, turn.state, { text: '你们校区在哪里' });
    expect(turn.trace.find((step) => step.result === 'hit')?.step).toBe('knowledge');
    expect(turn.robot[0]?.text).toBe('我们在市区有三个校区，也可以线上上课，课程顾问会把离您最近的校区地址发给您。');
  });

  it('fills in the content-less demo scripts of an earlier release and keeps their ids; an edited one is left alone', async () => {
    const { db } = upgraded;
    await db.insert(businesses).values({ id: businessId, name: DEMO.business.name, status: 0, createdAt: now });
    // What earlier releases wrote: published, no draft, no version.
    const old = await db
      .insert(speechSkills)
      .values(DEMO_SCRIPTS.slice(0, 2).map((script) => ({ businessId, name: script.name, status: 4, createdAt: now })))
      .returning({ id: speechSkills.id, name: speechSkills.name });
    // One the enterprise has since edited (a draft of its own, never submitted).
    const edited = emptyFlowDocument();
    const [mine] = await db
      .insert(speechSkills)
      .values({ businessId, name: DEMO_SCRIPTS[2].name, status: 0, draft: edited, draftRevision: 3, createdAt: now })
      .returning();

    await seedDemo(db, clock, { traffic: false });
    const { scripts, versions } = await scriptRows(upgraded);
    for (const [i, { id, name }] of old.entries()) {
      const row = scripts.find((script) => script.id === id);
      expect(row).toMatchObject({ name, status: 4, publishedVersion: 1, submittedRevision: 0 });
      // The course script (the second) is linked to the demo's knowledge as well.
      expect(unlinked(flowDocument.parse(row?.draft))).toEqual(documentOf(DEMO_SCRIPTS[i].template));
      expect(versions.filter((version) => version.speechSkillId === id)).toMatchObject([
        { version: 1, status: VersionStatus.published, document: row?.draft },
      ]);
    }
    expect(scripts.find((script) => script.id === mine.id)).toEqual(mine);
    expect(versions.some((version) => version.speechSkillId === mine.id)).toBe(false);
    // The fourth demo script is new.
    expect(scripts.find((script) => script.name === DEMO_SCRIPTS[3].name)).toMatchObject({ publishedVersion: 1 });

    const before = await scriptRows(upgraded);
    await seedDemo(db, clock, { traffic: false });
    expect(await scriptRows(upgraded)).toEqual(before);
  });
});

describe('the demo traffic', () => {
  it('runs the published scripts, and each call’s labels and intention are its script’s', async () => {
    await seedDemo(fresh.db, clock);
    const published = new Map(
      (
        await fresh.db
          .select({ id: speechSkills.id, document: speechSkillVersions.document })
          .from(speechSkills)
          .innerJoin(speechSkillVersions, eq(speechSkillVersions.speechSkillId, speechSkills.id))
      ).map(({ id, document }) => [id, flowDocument.parse(document)]),
    );
    const calls = await fresh.db
      .select({
        script: callSessions.speechSkillId,
        answered: callSessions.answered,
        intention: callSessions.intention,
        labels: callSessions.labels,
        transferred: callSessions.transferred,
        smsSent: callSessions.smsSent,
      })
      .from(callSessions);
    expect(calls.length).toBeGreaterThan(2500);
    expect(new Set(calls.map((call) => call.script))).toEqual(new Set(published.keys()));

    for (const call of calls) {
      const document = published.get(call.script);
      if (!document) throw new Error(`call of an unpublished script ${call.script}`);
      for (const label of call.labels) expect(labelsOf(document)).toContain(label);
      if (!call.answered) {
        expect(call).toMatchObject({ intention: '', labels: [], transferred: false, smsSent: false });
        continue;
      }
      expect(['A', 'B', 'C', 'D']).toContain(call.intention);
      // A label only goes with what gives it: a transfer, an SMS, a refusal.
      expect(call.labels.includes('已转人工')).toBe(call.transferred);
      expect(call.labels.includes('已发资料')).toBe(call.smsSent);
      if (call.labels.includes('明确拒绝')) expect(call.intention).toBe('D');
      if (call.labels.includes('需要回电')) expect(call.intention).toBe('C');
    }
    // The labels the report counts are the scripts' own, the demo's familiar ones among them.
    const seen = new Set(calls.flatMap((call) => call.labels));
    expect([...seen]).toEqual(
      expect.arrayContaining(['有购房意向', '价格敏感', '需要回电', '考虑中', '已有同类产品', '不方便接听']),
    );
  });
});
