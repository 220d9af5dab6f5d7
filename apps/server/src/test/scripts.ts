import { emptyFlowDocument, type FlowDocument, speechApi } from '@console/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { scriptTemplates } from '../db/schema/index.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from './test-app.ts';

/**
 * The speech tests' app, sessions and template. Files share a worker one after another
 * (isolate: false), so each file that calls scriptsApp() gets its own app in these bindings.
 */
export let t: TestApp;
export let master: string;
export let operator: string;
export let templateId: number;

/** A template with a line, a question with labels and two ends. */
export function templateDocument(): FlowDocument {
  const document = emptyFlowDocument();
  const main = document.flows[0];
  main.nodes = [
    {
      id: 'opening',
      kind: 'say',
      name: '开场白',
      text: '您好，这里是课程中心。',
      next: 'ask',
      position: { x: 0, y: 0 },
      labels: [],
      interruptible: true,
    },
    {
      id: 'ask',
      kind: 'listen',
      name: '询问意向',
      position: { x: 0, y: 100 },
      labels: [],
      branches: [
        { id: 'yes', intent: 'affirm', target: 'bye', labels: ['有意向'] },
        { id: 'other', intent: 'any', target: 'bye', labels: [] },
      ],
    },
    { id: 'bye', kind: 'hangup', name: '结束', text: '再见', position: { x: 0, y: 200 }, labels: ['已邀约'] },
  ];
  return document;
}

/** Logs the master and the platform operator in again, once the test clock has outrun their sessions. */
export async function loginAgain(): Promise<void> {
  master = (await t.login(MASTER_PHONE)).token.access_token;
  operator = (await t.innerLogin()).token.access_token;
}

/** Registers the hooks of a file's app: the demo enterprise's sessions and a template of its own. */
export function scriptsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    await loginAgain();
    const now = t.clock.now();
    const [template] = await t.database.db
      .insert(scriptTemplates)
      .values({
        name: '教育课程邀约模板',
        type: 1,
        industryType: 'education',
        document: templateDocument(),
        createdAt: now,
        modifiedAt: now,
      })
      .returning({ id: scriptTemplates.id });
    templateId = template.id;
  });
  afterAll(() => t.close());
}

export const as = (token: string) => ({ token, businessId: DEMO_BUSINESS_ID });

export async function create(name: string, type: 1 | 2 = 1) {
  const answer = await t.call(speechApi.saveSpeechSkill, {
    ...as(master),
    body: { name, type, industryType: 'education', jsonData: '{}', version: 1, sysType: '2' },
  });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

export async function draftOf(id: number, token = master) {
  return (await t.call(speechApi.queryDraft, { ...as(token), body: { id } })).body.result.rows[0];
}
