import { DEFAULT_SERVICE_PREFIXES, ErrorCode, emptyFlowDocument, fillPath, speechApi } from '@console/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechSkills } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import { waveFile } from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: string;

beforeAll(async () => {
  t = await createTestApp();
  master = (await t.login(MASTER_PHONE)).token.access_token;
});
afterAll(() => t.close());

const as = () => ({ token: master, businessId: DEMO_BUSINESS_ID });

/** 导出 as the original console posts it: the id form-urlencoded, the answer a file. */
async function exported(id: number) {
  const url = DEFAULT_SERVICE_PREFIXES.brain + fillPath(speechApi.exportSpeech.path, { businessId: DEMO_BUSINESS_ID });
  return t.app.inject({
    method: 'POST',
    url,
    query: { token: master },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });
}

function imported(file: Buffer, speechSkillName: string, filename = 'script.zip') {
  return t.upload(speechApi.importSpeech, {
    ...as(),
    file,
    filename,
    contentType: 'application/zip',
    fileField: 'OBJECT',
    fields: { speechSkillName, sysType: '2' },
  });
}

async function createScript(name: string) {
  const created = await t.call(speechApi.saveSpeechSkill, {
    ...as(),
    body: { name, type: 2, industryType: 'insurance' },
  });
  const id = created.body.result.rows[0].id;
  const document = emptyFlowDocument();
  document.variables = [{ name: '客户姓名', description: '姓名', sample: '王先生' }];
  const opening = document.flows[0].nodes[0];
  // biome-ignore lint/suspicious/noTemplateCurlyInString: how a script line names a variable
  if (opening.kind === 'say') opening.text = '${客户姓名}您好，您的保单下月到期。';
  await t.call(speechApi.saveDraft, { ...as(), body: { id, revision: 0, document } });
  return { id, document };
}

function uploadLine(id: number, file: Buffer, filename = 'line.wav') {
  return t.upload(speechApi.uploadLineAudio, {
    ...as(),
    file,
    filename,
    contentType: 'audio/wav',
    fileField: 'audio',
    fields: { id: String(id) },
  });
}

function playLine(id: number, name: string) {
  const url = DEFAULT_SERVICE_PREFIXES.brain + fillPath(speechApi.lineAudio.path, { businessId: DEMO_BUSINESS_ID });
  return t.app.inject({ method: 'GET', url, query: { id: String(id), name, token: master } });
}

describe('recorded lines', () => {
  it('keeps a .wav for a say node and plays it back; other files and sizes are refused', async () => {
    const { id } = await createScript('录音话术');
    const stored = await uploadLine(id, waveFile());
    expect(stored.body.code, stored.body.message).toBe(0);
    const played = await playLine(id, stored.body.result.rows[0].name);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(waveFile())).toBe(true);

    expect((await uploadLine(id, Buffer.from('not audio'), 'line.wav')).body.message).toBe('请选择正确的文件格式！');
    expect((await uploadLine(id, waveFile(), 'line.mp3')).body.message).toBe('请选择正确的文件格式！');
    const huge = Buffer.concat([waveFile(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await uploadLine(id, huge)).body.message).toBe('文件大小不能超过2MB！');
    const missing = await playLine(id, 'ffffffffffffffffffffffffffffffff.wav');
    expect(missing.statusCode).toBe(404);
  });

  it('travel in the export and come back under new names on import', async () => {
    const { id, document } = await createScript('带录音的导出');
    const name = (await uploadLine(id, waveFile())).body.result.rows[0].name;
    const opening = document.flows[0].nodes[0];
    if (opening.kind === 'say') opening.audio = name;
    await t.call(speechApi.saveDraft, { ...as(), body: { id, revision: 1, document } });

    const result = await imported((await exported(id)).rawPayload, '带录音的导入');
    const copyId = result.body.result.rows[0].id;
    const copy = (await t.call(speechApi.queryDraft, { ...as(), body: { id: copyId } })).body.result.rows[0].document;
    const copied = copy.flows[0].nodes[0];
    expect(copied.kind === 'say' && copied.audio).toMatch(/^[a-f0-9]{32}\.wav$/);
    expect(copied.kind === 'say' && copied.audio).not.toBe(name);
    const played = await playLine(copyId, copied.kind === 'say' ? (copied.audio as string) : '');
    expect(played.rawPayload.equals(waveFile())).toBe(true);
    expect({ ...copy, flows: [] }).toEqual({ ...document, flows: [] });
  });
});

describe('话术导出 and 话术导入', () => {
  it('exports a zip named after the script; importing it gives an equal document under the new name', async () => {
    const { id, document } = await createScript('保单到期提醒');
    const answer = await exported(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('保单到期提醒.zip')}`,
    );

    const result = await imported(answer.rawPayload, '保单到期提醒导入');
    expect(result.body.code, result.body.message).toBe(0);
    const draft = await t.call(speechApi.queryDraft, { ...as(), body: { id: result.body.result.rows[0].id } });
    expect(draft.body.result.rows[0]).toMatchObject({
      name: '保单到期提醒导入',
      type: 2,
      industryType: 'insurance',
      status: 0,
    });
    expect(draft.body.result.rows[0].document).toEqual(document);
  });

  it('refuses what is not an exported script, a taken name and an oversized file, writing nothing', async () => {
    const { id } = await createScript('导入校验用');
    const before = await countRows(t.database, speechSkills);
    const notZip = await imported(Buffer.from('hello'), '不是压缩包', 'a.zip');
    expect(notZip.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '请选择正确的文件格式！' });
    const empty = await imported(Buffer.from(zipSync({ 'other.txt': strToU8('x') })), '没有话术文件');
    expect(empty.body.message).toBe('文件内容不是有效的话术：缺少script.json');
    const broken = Buffer.from(
      zipSync({
        'script.json': strToU8(
          JSON.stringify({
            format: 'speech-script',
            formatVersion: 1,
            name: 'x',
            type: 1,
            industryType: 'x',
            document: { schemaVersion: 9 },
          }),
        ),
      }),
    );
    expect((await imported(broken, '内容版本不对')).body.message).toBe(
      '文件内容不是有效的话术：话术内容版本不支持（应为1）',
    );
    const taken = await imported((await exported(id)).rawPayload, '导入校验用');
    expect(taken.body.code).toBe(ErrorCode.ScriptNameTaken);
    const badName = await imported((await exported(id)).rawPayload, '带-符号');
    expect(badName.body.message).toBe('话术名称格式不正确');
    const huge = await imported(
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(20 * 1024 * 1024)]),
      '太大了',
    );
    expect(huge.body.message).toBe('文件大小不能超过20MB！');
    expect(await countRows(t.database, speechSkills)).toBe(before);
  });

  it("cannot export another enterprise's script", async () => {
    const answer = await exported(999_999);
    expect(answer.json().code).toBe(ErrorCode.NotFound);
  });
});
