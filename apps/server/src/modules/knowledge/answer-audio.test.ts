import { DEFAULT_SERVICE_PREFIXES, ErrorCode, fillPath, knowledgeApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import {
  baseWithQuestion,
  type Caller,
  createQuestion,
  demoMaster,
  otherEnterprise,
  questionBody,
  waveFile,
} from '../../test/knowledge.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let other: Caller;
let kbId: number;
let tagId: number;
let answerId: number;
let questionId: number;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  ({ kbId, tagId, questionId } = await baseWithQuestion(t, master, '录音测试'));
  const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: questionId } });
  answerId = detail.body.result.rows[0].answers[1].id;
  other = await otherEnterprise(t, '13700000072');
});
afterAll(() => t.close());

function upload(as: Caller, file: Buffer, filename: string, fields: Record<string, string>) {
  return t.upload(knowledgeApi.recordFill, {
    ...as,
    file,
    filename,
    contentType: 'application/octet-stream',
    fileField: 'record',
    fields,
  });
}

function play(as: Caller, name: string) {
  return t.app.inject({
    method: 'GET',
    url: DEFAULT_SERVICE_PREFIXES.brainkb + fillPath(knowledgeApi.recordFile.path, { businessId: as.businessId }),
    query: { name, token: as.token },
  });
}

describe('answer recordings', () => {
  it('stores a .wav on the answer and plays it back to the enterprise only', async () => {
    const answer = await upload(master, waveFile(), '欢迎.wav', { kbId: String(kbId), answerId: String(answerId) });
    expect(answer.body.code, answer.body.message).toBe(0);
    const { path } = answer.body.result.rows[0];
    expect(path).toMatch(/^[a-f0-9]{32}\.wav$/);
    const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: questionId } });
    expect(detail.body.result.rows[0].answers[1]).toMatchObject({ id: answerId, type: 'audio', content: path });

    const played = await play(master, path);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.equals(waveFile())).toBe(true);
    expect((await play(other, path)).statusCode).toBe(404);
  });

  it('takes a .vox by its name, and an audio answer of a new question by the uploaded path', async () => {
    const answer = await upload(master, Buffer.from([1, 2, 3, 4, 5]), 'hello.VOX', { kbId: String(kbId) });
    const { path } = answer.body.result.rows[0];
    expect(path).toMatch(/\.vox$/);
    const body = questionBody(kbId, tagId, '录音问题');
    body.answers[0] = { ...body.answers[0], type: 'audio', content: path };
    const id = await createQuestion(t, master, body);
    const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id } });
    expect(detail.body.result.rows[0].answers[0]).toMatchObject({ type: 'audio', content: path });
  });

  it('refuses a wrong type, a renamed file, a file over 2 MB and a missing base, storing nothing', async () => {
    const before = await countRows(t.database, uploads);
    const fields = { kbId: String(kbId) };
    const cases = [
      [await upload(master, Buffer.from('not a wave'), 'fake.wav', fields), ErrorCode.KnowledgeFileInvalid],
      [await upload(master, waveFile(), 'sound.mp3', fields), ErrorCode.KnowledgeFileInvalid],
      [await upload(master, Buffer.alloc(2 * 1024 * 1024 + 1), 'big.vox', fields), ErrorCode.KnowledgeFileTooLarge],
      [await upload(master, waveFile(), 'a.wav', {}), ErrorCode.ParamRequired],
      [await upload(master, waveFile(), 'a.wav', { kbId: '999999' }), ErrorCode.NotFound],
      [await upload(master, waveFile(), 'a.wav', { kbId: String(kbId), answerId: '999999' }), ErrorCode.NotFound],
      [
        await upload(other, waveFile(), 'a.wav', { kbId: String(kbId), answerId: String(answerId) }),
        ErrorCode.NotFound,
      ],
    ] as const;
    for (const [answer, code] of cases) expect(answer.body.code).toBe(code);
    expect(cases[0][0].body.message).toBe('请选择正确的文件格式！');
    expect(cases[2][0].body.message).toBe('文件大小不能超过2MB！');
    expect(cases[3][0].body.message).toBe('知识点ID不能为空');
    expect(await countRows(t.database, uploads)).toBe(before);
  });

  it('删除 puts the answer back to its text; another enterprise cannot', async () => {
    const refused = await t.call(knowledgeApi.recordfileDelete, { ...other, body: { id: answerId } });
    expect(refused.body.code).toBe(ErrorCode.NotFound);
    const removed = await t.call(knowledgeApi.recordfileDelete, { ...master, body: { id: answerId } });
    expect(removed.body.code).toBe(0);
    const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: questionId } });
    expect(detail.body.result.rows[0].answers[1]).toMatchObject({ type: 'text', content: '' });
  });
});
