import {
  DownloadType,
  dictionaryApi,
  ErrorCode,
  ImportStatus,
  knowledgeApi,
  QUESTION_IMPORT_HEADER,
  TERM_IMPORT_HEADER,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedFile, finishedImport, newestDownload, sheetRows, spreadsheet } from '../../../test/imports.ts';
import { baseWithQuestion, type Caller, demoMaster } from '../../../test/knowledge.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let master: Caller;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
});
afterAll(() => t.close());

async function createDictionary(cname: string) {
  return (await t.call(dictionaryApi.addDict, { ...master, body: { cname } })).body.result.rows[0].id;
}

async function importTerms(dicId: number, file: Buffer, filename = 'terms.xlsx') {
  const answer = await t.upload(dictionaryApi.addBatch, {
    ...master,
    file,
    filename,
    contentType: 'application/octet-stream',
    fileField: 'file',
    fields: { dicId: String(dicId) },
  });
  expect(answer.body.code, answer.body.message).toBe(0);
  return finishedImport(t, master, answer.body.result.rows[0].id);
}

describe('importing dictionary terms', () => {
  it('imports terms with synonyms split on either comma or lines', async () => {
    const dicId = await createDictionary('导入词库');
    const task = await importTerms(
      dicId,
      spreadsheet([[...TERM_IMPORT_HEADER], ['价格', '多少钱，费用,价钱'], ['地址', '位置\n在哪']], 'biff8'),
      'terms.xls',
    );
    expect(task).toMatchObject({ status: ImportStatus.success, msg: '导入成功，共2条' });
    const detail = await t.call(dictionaryApi.queryDicDetail, { ...master, body: { id: dicId } });
    expect(detail.body.result.rows[0].terms.map((term) => [term.term, term.synonyms.map((s) => s.term)])).toEqual([
      ['价格', ['多少钱', '费用', '价钱']],
      ['地址', ['位置', '在哪']],
    ]);
  });

  it('rejects bad and repeated terms (11) with the dialog messages and keeps the rest', async () => {
    const dicId = await createDictionary('部分词库');
    await t.call(dictionaryApi.addSingle, { ...master, body: { dicId, term: '已有', synonyms: '' } });
    const task = await importTerms(
      dicId,
      spreadsheet([[...TERM_IMPORT_HEADER], ['带 空格', 'x'], ['好词', '好'], ['已有', '有了']]),
    );
    expect(task.status).toBe(ImportStatus.partial);
    expect(task.msg.split('\n')).toEqual([
      '导入完成：成功1条，失败2条',
      '第2行：标准词格式不正确',
      '第4行：标准词已存在',
    ]);
    const rejected = sheetRows(await downloadedFile(t, master, task.rejectedRowsTaskId ?? 0));
    expect(rejected).toEqual([
      [...TERM_IMPORT_HEADER, '失败原因'],
      ['带 空格', 'x', '标准词格式不正确'],
      ['已有', '有了', '标准词已存在'],
    ]);
  });

  it('refuses another dictionary of a missing id with 100404', async () => {
    const answer = await t.upload(dictionaryApi.addBatch, {
      ...master,
      file: spreadsheet([[...TERM_IMPORT_HEADER], ['词', '']]),
      filename: 'terms.xlsx',
      contentType: 'application/octet-stream',
      fileField: 'file',
      fields: { dicId: '999999' },
    });
    expect(answer.body).toMatchObject({ code: ErrorCode.NotFound, message: '词库不存在' });
  });
});

describe('exports and templates', () => {
  it('导出问题 writes the questions in the template columns to the download centre (type 20)', async () => {
    const { kbId } = await baseWithQuestion(t, master, '导出知识点');
    const answer = await t.call(knowledgeApi.exportKbQuestion, { ...master, body: { id: kbId, sysType: '2' } });
    expect(answer.body).toMatchObject({ code: 0, message: 'success' });
    const task = await newestDownload(t, master, DownloadType.knowledgeQuestions);
    expect(task.fileName).toBe('知识点-导出知识点.xlsx');
    expect(sheetRows(await downloadedFile(t, master, task.id))).toEqual([
      [...QUESTION_IMPORT_HEADER],
      ['常见问题', '你们在哪里', '', '你们在哪里的回答', '', ''],
    ]);
  });

  it('导出 of a dictionary writes its terms to the download centre (type 21)', async () => {
    const dicId = await createDictionary('导出词库');
    await t.call(dictionaryApi.addSingle, { ...master, body: { dicId, term: '快递', synonyms: '物流,顺丰' } });
    expect((await t.call(dictionaryApi.exportDic, { ...master, body: { dicId, sysType: '2' } })).body.code).toBe(0);
    const task = await newestDownload(t, master, DownloadType.dictionaryTerms);
    expect(sheetRows(await downloadedFile(t, master, task.id))).toEqual([
      [...TERM_IMPORT_HEADER],
      ['快递', '物流，顺丰'],
    ]);
  });

  it('answers the templates below staticUrl, whose first row is the header the import checks', async () => {
    for (const [endpoint, expected] of [
      [knowledgeApi.exportTemplate, QUESTION_IMPORT_HEADER],
      [dictionaryApi.exportKnow, TERM_IMPORT_HEADER],
    ] as const) {
      const answer = await t.call(endpoint, { ...master, body: {} });
      const { path } = answer.body.result.rows[0];
      const file = await t.app.inject({ method: 'GET', url: `/static${path}` });
      expect(file.statusCode).toBe(200);
      expect(sheetRows(file.rawPayload)).toEqual([[...expected]]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/static/templates/other.xlsx' })).statusCode).toBe(404);
  });
});
