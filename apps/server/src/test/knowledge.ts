import { type BodyOf, knowledgeApi } from '@console/contracts';
import { expect } from 'vitest';
import { createMember } from './fixtures.ts';
import { DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from './test-app.ts';

/** Who calls: a session's token and the enterprise in the path. */
export interface Caller {
  token: string;
  businessId: number;
}

/** The demo enterprise's master account. */
export async function demoMaster(t: TestApp): Promise<Caller> {
  return { token: (await t.login(MASTER_PHONE)).token.access_token, businessId: DEMO_BUSINESS_ID };
}

/** The master of a new enterprise, whose ids the demo enterprise's calls must never reach. */
export async function otherEnterprise(t: TestApp, phone: string): Promise<Caller> {
  await createMember(t.database, { phone, businessName: '别的企业' });
  const login = await t.login(phone);
  return { token: login.token.access_token, businessId: login.business.id };
}

type QuestionBody = BodyOf<typeof knowledgeApi.addSingleQuestion>;

/** The dialog's payload (modules-spec 3.4): three answers always, the first with text. */
export function questionBody(kbId: number, tagId: number, question: string, extra: Partial<QuestionBody> = {}) {
  return {
    kbId,
    question,
    questionExtends: [{ question: '' }],
    answers: [
      {
        content: `${question}的回答`,
        description: `${question}的回答`,
        name: '回答1',
        rule: '',
        type: 'text' as const,
      },
      { content: '', description: '', name: '回答2', rule: '', type: 'text' as const },
      { content: '', description: '', name: '回答3', rule: '', type: 'text' as const },
    ],
    tagId,
    interrupt: 1,
    isSendSms: 0,
    smsTemplateCode: '',
    ...extra,
  } satisfies QuestionBody;
}

export async function createBase(t: TestApp, as: Caller, cname: string): Promise<number> {
  const answer = await t.call(knowledgeApi.addKnow, { ...as, body: { cname } });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

export async function createTag(t: TestApp, as: Caller, kbId: number, name: string): Promise<number> {
  const answer = await t.call(knowledgeApi.addTag, { ...as, body: { kbId, name } });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

export async function createQuestion(t: TestApp, as: Caller, body: QuestionBody): Promise<number> {
  const answer = await t.call(knowledgeApi.addSingleQuestion, { ...as, body });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

/** A base with one category and one question: ready to submit. */
export async function baseWithQuestion(t: TestApp, as: Caller, cname: string) {
  const kbId = await createBase(t, as, cname);
  const tagId = await createTag(t, as, kbId, '常见问题');
  const questionId = await createQuestion(t, as, questionBody(kbId, tagId, '你们在哪里'));
  return { kbId, tagId, questionId };
}

/** A short, valid PCM WAV file. */
export function waveFile(): Buffer {
  const data = Buffer.alloc(800);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
