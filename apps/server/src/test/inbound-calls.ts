import type { DialogItem } from '@console/contracts';
import { asc, eq } from 'drizzle-orm';
import { speechSkills } from '../db/schema/index.ts';
import { recordCall } from '../modules/call-records/record.ts';
import { setBusinessConfig } from './fixtures.ts';
import { DEMO_BUSINESS_ID, type TestApp } from './test-app.ts';

export const MINUTE = 60_000;

/** A call's 识别详情: the robot's opening and the customer's answer. */
export const RECEPTION_DIALOG: DialogItem[] = [
  { role: 'robot', nodeName: '开场白', text: '您好，这里是接待', nodeStartTime: 0 },
  { role: 'user', text: '我想咨询', hits: [], userSpeakingTime: 3000 },
];

/** A call of /ai/data's fixtures: inbound to the demo enterprise by the given script unless told. */
export interface InboundCallFixture {
  caller: string;
  callee: string;
  /** Minutes after the fixture's day start. */
  minute: number;
  durationMs?: number;
  intention?: string;
  labels?: string[];
  transferred?: boolean;
  dialog?: DialogItem[];
  businessId?: number;
  direction?: 0 | 1;
  speechSkillId?: number;
}

/** Writes a finished call as the dialer does; answers its id. */
export function writeInboundCall(
  t: TestApp,
  at: { dayStart: number; speechSkillId: number },
  call: InboundCallFixture,
): Promise<number> {
  const startAt = new Date(at.dayStart + call.minute * MINUTE);
  const durationMs = call.durationMs ?? 0;
  return t.database.db.transaction((tx) =>
    recordCall(tx, {
      businessId: call.businessId ?? DEMO_BUSINESS_ID,
      direction: call.direction ?? 0,
      speechSkillId: call.speechSkillId ?? at.speechSkillId,
      caller: call.caller,
      callee: call.callee,
      startAt,
      answerAt: durationMs > 0 ? startAt : null,
      endAt: new Date(startAt.getTime() + durationMs),
      durationMs,
      answered: durationMs > 0,
      turns: 1,
      intention: call.intention ?? '',
      labels: call.labels ?? [],
      transferred: call.transferred ?? false,
      dialog: call.dialog ?? [],
    }),
  );
}

/** Turns the AI接待 menu (menu.ai) on for the enterprises. */
export async function openReception(t: TestApp, businessIds: readonly number[]): Promise<void> {
  for (const businessId of businessIds) {
    await setBusinessConfig(t.database, businessId, 'menu', { ai: true });
  }
}

/** The demo enterprise's first script. */
export async function demoScript(t: TestApp): Promise<{ id: number; name: string }> {
  const [skill] = await t.database.db
    .select({ id: speechSkills.id, name: speechSkills.name })
    .from(speechSkills)
    .where(eq(speechSkills.businessId, DEMO_BUSINESS_ID))
    .orderBy(asc(speechSkills.id))
    .limit(1);
  return skill;
}
