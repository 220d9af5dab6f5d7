import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type DialogItem, ErrorCode } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/index.ts';
import { loadServerSecret } from '../../lib/server-secret.ts';
import { LinkSigner } from '../../lib/signed-links.ts';
import { readPcm } from '../../lib/wave.ts';
import { createMember } from '../../test/fixtures.ts';
import { insertTask } from '../../test/tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';
import { RECORDING_LINK_PURPOSE, RECORDING_LINK_TTL_MS, recordingPath } from '../call-records/index.ts';
import { recordCall } from '../call-records/record.ts';
import { espeakSpeak, type Speak } from './speaker.ts';

const DIALOG: DialogItem[] = [
  { role: 'robot', nodeName: '开场白', text: '您好，这里是课程顾问', nodeStartTime: 0 },
  { role: 'user', text: '你们在哪里上课', hits: [{ hit: '询问地址' }], userSpeakingTime: 3_000 },
];

/** Lines the synthesiser was asked for, by text: a second synthesis of a call shows here. */
const spoken: string[] = [];
const countingSpeak: Speak = (text, speaker) => {
  spoken.push(text);
  return espeakSpeak(text, speaker);
};

let t: TestApp;
let links: LinkSigner;
let taskId: number;

async function call(options: { answered?: boolean; dialog?: DialogItem[]; businessId?: number; task?: number } = {}) {
  const startAt = new Date(t.clock.now().getTime() - 3_600_000);
  return recordCall(t.database.db, {
    businessId: options.businessId ?? DEMO_BUSINESS_ID,
    direction: 1,
    taskId: String(options.task ?? taskId),
    caller: '02160001002',
    callee: '13800138100',
    startAt,
    answerAt: options.answered === false ? null : startAt,
    endAt: new Date(startAt.getTime() + 20_000),
    durationMs: options.answered === false ? 0 : 20_000,
    answered: options.answered ?? true,
    turns: 1,
    dialog: options.dialog ?? DIALOG,
  });
}

const newTask = (name: string) =>
  insertTask(t.database, {
    businessId: DEMO_BUSINESS_ID,
    userId: null,
    name,
    script: '教育课程邀约',
    telNums: ['02160001002'],
    beginAt: new Date(t.clock.now().getTime() - 86_400_000),
    endAt: new Date(t.clock.now().getTime() + 86_400_000),
  });

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });
const urlOf = (callId: number) => `/voice${recordingPath(links, callId)}`;

beforeAll(async () => {
  t = await createTestApp({ recordings: { speak: countingSpeak } });
  links = new LinkSigner(loadServerSecret({ serverSecret: '', dataDir: t.dataDir }), t.clock.now);
  taskId = await newTask('录音任务');
});
afterAll(() => t.close());

describe('GET /voice/calls/<id>.wav', { timeout: 60_000 }, () => {
  it("answers an answered call's recording through its signed link, without a token", async () => {
    const id = await call();
    const response = await get(urlOf(id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const pcm = readPcm(response.rawPayload);
    expect(pcm.sampleRate).toBe(22_050);
    // The customer's line starts at 3 s: the file is longer than that.
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(4);
  });

  it('answers byte ranges with 206, and 416 past the end', async () => {
    const id = await call();
    const whole = (await get(urlOf(id))).rawPayload;
    const size = whole.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 5000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(urlOf(id), { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(response.headers['content-length'])).toBe(end - start + 1);
      expect(response.rawPayload.equals(whole.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await get(urlOf(id), { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const several = await get(urlOf(id), { range: 'bytes=0-1,4-5' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(size);
  });

  it('answers HEAD with the size and no body', async () => {
    const id = await call();
    const size = (await get(urlOf(id))).rawPayload.length;
    const head = await get(urlOf(id), {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect(head.rawPayload.length).toBe(0);
  });

  it("refuses a changed, expired or other call's signature with the envelope", async () => {
    const id = await call();
    const other = await call();
    const refused = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({
        code: ErrorCode.AccessDenied,
        message: '录音链接已失效，请刷新页面后重试',
      });
    };
    const url = urlOf(id);
    await refused(url.replace(/sig=([0-9a-f])/, (_all, c: string) => `sig=${c === '0' ? '1' : '0'}`));
    await refused(url.replace(/expires=(\d+)/, (_all, n: string) => `expires=${Number(n) + 60}`));
    await refused(url.replace(`/calls/${id}.wav`, `/calls/${other}.wav`));
    await refused(`/voice/calls/${id}.wav`);
    await refused(`/voice/calls/${id}.mp3?${url.split('?')[1]}`);
    const download = links.sign('download', String(id), 60_000);
    await refused(`/voice/calls/${id}.wav?expires=${download.expires}&sig=${download.sig}`);
    t.clock.advance(RECORDING_LINK_TTL_MS + 1_000);
    try {
      await refused(url);
    } finally {
      t.clock.advance(-(RECORDING_LINK_TTL_MS + 1_000));
    }
    expect(RECORDING_LINK_PURPOSE).toBe('recording');
  });

  it('answers 404 for a call without a recording: unanswered, no dialog, only silence, 高性能模式, unknown', async () => {
    const highPerformance = await newTask('高性能任务');
    await t.database.db.update(tasks).set({ isRecord: 0 }).where(eq(tasks.id, highPerformance));
    const ids = [
      await call({ answered: false, dialog: [] }),
      await call({ dialog: [] }),
      await call({ dialog: [{ role: 'user', text: '', hits: [], userSpeakingTime: 0 }] }),
      await call({ task: highPerformance }),
      999_999_999,
    ];
    for (const id of ids) {
      const response = await get(urlOf(id));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorCode.NotFound, message: '录音不存在' });
    }
  });

  it('plays a call of another enterprise only through a link handed out for it', async () => {
    const { business } = await createMember(t.database, { phone: '13700000071' });
    const id = await call({ businessId: business.id, task: 0 });
    expect((await get(urlOf(id))).statusCode).toBe(200);
    expect(readdirSync(join(t.dataDir, 'recordings', String(business.id)))).toEqual([`${id}.wav`]);
  });

  it('synthesises a recording once: on the first request, kept for the next', async () => {
    const id = await call({
      dialog: [{ role: 'robot', nodeName: '开场白', text: '第二次请求不再合成', nodeStartTime: 0 }],
    });
    expect(spoken).not.toContain('第二次请求不再合成');
    const first = await get(urlOf(id));
    const second = await get(urlOf(id));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(spoken.filter((text) => text === '第二次请求不再合成')).toHaveLength(1);
  });

  it('makes one file for concurrent first requests of a call', async () => {
    const id = await call({
      dialog: [{ role: 'robot', nodeName: '开场白', text: '同时请求只合成一次', nodeStartTime: 0 }],
    });
    const answers = await Promise.all([1, 2, 3, 4].map(() => get(urlOf(id))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    expect(spoken.filter((text) => text === '同时请求只合成一次')).toHaveLength(1);
    const folder = join(t.dataDir, 'recordings', String(DEMO_BUSINESS_ID));
    expect(readdirSync(folder).filter((name) => name.startsWith(`${id}.`))).toEqual([`${id}.wav`]);
  });
});
