import {
  DownloadType,
  ErrorCode,
  ImportStatus,
  KnowledgeState,
  knowledgeApi,
  QUESTION_IMPORT_HEADER,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, knowledgeQuestions, uploads } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import { downloadedFile, finishedDownload, finishedImport, sheetRows, spreadsheet } from '../../test/imports.ts';
import { baseWithQuestion, type Caller, createBase, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000074');
});
afterAll(() => t.close());

const header = [...QUESTION_IMPORT_HEADER];

function upload(as: Caller, kbId: number, file: Buffer, filename = 'questions.xlsx') {
  return t.upload(knowledgeApi.batchtask, {
    ...as,
    file,
    filename,
    contentType: 'application/octet-stream',
    fileField: 'file',
    fields: { kbId: String(kbId) },
  });
}

async function importFile(kbId: number, file: Buffer, filename?: string) {
  const answer = await upload(master, kbId, file, filename);
  expect(answer.body.code, answer.body.message).toBe(0);
  return finishedImport(t, master, answer.body.result.rows[0].id);
}

async function questionsOf(kbId: number) {
  const list = await t.call(knowledgeApi.queryQuestionList, { ...master, body: { kbId, pageSize: 100 } });
  return list.body.result.rows;
}

describe('importing questions', () => {
  it('imports an .xlsx: categories made as needed, similar questions one a line or split by ||', async () => {
    const kbId = await createBase(t, master, '导入xlsx');
    const task = await importFile(
      kbId,
      spreadsheet([
        header,
        ['价格', '怎么收费', '多少钱\n收费标准', '按月收费', '', ''],
        ['价格', '有优惠吗', '打折吗||有折扣吗', '新客九折', '老客八折', ''],
        ['', '', '', '', '', ''],
        ['售后', '怎么退货', '', '七天无理由', '', ''],
      ]),
    );
    expect(task).toEqual({
      id: task.id,
      status: ImportStatus.success,
      process: 100,
      msg: '导入成功，共3条',
      rejectedRowsTaskId: null,
    });
    const rows = await questionsOf(kbId);
    expect(rows.map((r) => [r.tagName, r.name]).sort()).toEqual([
      ['价格', '怎么收费'],
      ['价格', '有优惠吗'],
      ['售后', '怎么退货'],
    ]);
    const discount = rows.find((r) => r.name === '有优惠吗');
    const detail = await t.call(knowledgeApi.questionDetail, { ...master, body: { id: discount?.id ?? 0 } });
    expect(detail.body.result.rows[0].questionExtends.map((q) => q.question)).toEqual(['打折吗', '有折扣吗']);
    expect(detail.body.result.rows[0].answers.map((a) => a.description)).toEqual(['新客九折', '老客八折', '']);
    const tags = await t.call(knowledgeApi.queryTags, { ...master, body: { kbId } });
    expect(tags.body.result.rows.map((tag) => tag.name)).toEqual(['价格', '售后']);
  });

  it('imports an .xls (the old binary format) the same way', async () => {
    const kbId = await createBase(t, master, '导入xls');
    const task = await importFile(
      kbId,
      spreadsheet([header, ['常见', '你们在哪', '', '在上海', '', '']], 'biff8'),
      'questions.xls',
    );
    expect(task.status).toBe(ImportStatus.success);
    expect((await questionsOf(kbId)).map((r) => r.name)).toEqual(['你们在哪']);
  });

  it('keeps the good rows of a file with two bad ones (11) and offers exactly the bad rows with their reasons', async () => {
    const { kbId } = await baseWithQuestion(t, master, '部分失败');
    const task = await importFile(
      kbId,
      spreadsheet([
        header,
        ['常见', '营业时间', '', '九点到六点', '', ''],
        ['常见', '', '没有主问法', '回答', '', ''],
        ['常见', '你们在哪里', '', '已存在的问题', '', ''],
        ['常见', '电话多少', '', '400-000', '', ''],
      ]),
    );
    expect(task.status).toBe(ImportStatus.partial);
    expect(task.msg.split('\n')).toEqual([
      '导入完成：成功2条，失败2条',
      '第3行：主问法不能为空',
      '第4行：该问题已存在',
    ]);
    expect((await questionsOf(kbId)).map((r) => r.name).sort()).toEqual(['你们在哪里', '电话多少', '营业时间'].sort());

    const file = await finishedDownload(t, master, task.rejectedRowsTaskId ?? 0);
    expect(file).toMatchObject({ downloadType: DownloadType.importRejectedRows, progress: 100 });
    expect(sheetRows(await downloadedFile(t, master, file.id))).toEqual([
      [...header, '失败原因'],
      ['常见', '', '没有主问法', '回答', '', '', '主问法不能为空'],
      ['常见', '你们在哪里', '', '已存在的问题', '', '', '该问题已存在'],
    ]);
  });

  it('refuses a file with more than 30 similar questions in a row whole (12)', async () => {
    const kbId = await createBase(t, master, '相似问法超限');
    const similar = Array.from({ length: 31 }, (_, i) => `问法${i}`).join('\n');
    const task = await importFile(
      kbId,
      spreadsheet([header, ['常见', '正常问题', '', '回答', '', ''], ['常见', '太多相似', similar, '回答', '', '']]),
    );
    expect(task.status).toBe(ImportStatus.tooManySimilar);
    expect(task.msg).toBe('超过30个相似问法，不能导入：第3行');
    expect(await questionsOf(kbId)).toEqual([]);
  });

  it('answers 10 for a template without rows, 9 for another header, 8 for a file that is not a workbook', async () => {
    const kbId = await createBase(t, master, '模板错误');
    expect((await importFile(kbId, spreadsheet([header]))).status).toBe(ImportStatus.templateEmpty);
    const wrong = await importFile(
      kbId,
      spreadsheet([
        ['问题', '答案'],
        ['a', 'b'],
      ]),
    );
    expect(wrong).toMatchObject({ status: ImportStatus.templateInvalid });
    expect(wrong.msg).toBe('模板格式错误：表头应为分类、主问法、相似问法、回答1、回答2、回答3');
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004[Content_Types].xml', 'latin1'), Buffer.alloc(200, 7)]);
    expect((await importFile(kbId, broken)).status).toBe(ImportStatus.loadFailed);
    expect(await questionsOf(kbId)).toEqual([]);
  });

  it('refuses at upload a wrong type, a file over 2 MB, a locked base and another enterprise, storing nothing', async () => {
    const locked = await baseWithQuestion(t, master, '上传锁定');
    await t.call(knowledgeApi.commitKbToReview, { ...master, body: { kbId: locked.kbId } });
    const kbId = await createBase(t, master, '上传检查');
    const before = [await countRows(t.database, uploads), await countRows(t.database, importJobs)];
    const good = spreadsheet([header, ['常见', '问题', '', '回答', '', '']]);
    const cases = [
      [await upload(master, kbId, Buffer.from('分类,主问法\n'), 'questions.csv'), ErrorCode.KnowledgeFileInvalid],
      [await upload(master, kbId, Buffer.from('<table></table>'), 'questions.xls'), ErrorCode.KnowledgeFileInvalid],
      [await upload(master, kbId, good, 'questions.xls'), ErrorCode.KnowledgeFileInvalid],
      [await upload(master, kbId, Buffer.alloc(2 * 1024 * 1024 + 1), 'big.xlsx'), ErrorCode.KnowledgeFileTooLarge],
      [await upload(master, locked.kbId, good), ErrorCode.KnowledgeLocked],
      [await upload(other, kbId, good), ErrorCode.NotFound],
    ] as const;
    for (const [answer, code] of cases) expect(answer.body.code).toBe(code);
    expect(cases[0][0].body.message).toBe('请选择正确的文件格式！');
    expect(cases[3][0].body.message).toBe('文件大小不能超过2MB！');
    expect([await countRows(t.database, uploads), await countRows(t.database, importJobs)]).toEqual(before);
  });
});

describe('the import task', () => {
  it('answers -1 任务不存在 for an unknown id and for another enterprise', async () => {
    const kbId = await createBase(t, master, '任务查询');
    const answer = await upload(master, kbId, spreadsheet([header, ['常见', '问题', '', '回答', '', '']]));
    const id = answer.body.result.rows[0].id;
    await finishedImport(t, master, id);
    for (const [as, taskId] of [
      [master, 999999],
      [other, id],
    ] as const) {
      const task = await t.call(knowledgeApi.queryTask, { ...as, body: { id: taskId } });
      expect(task.body.result.rows[0]).toMatchObject({ status: -1, msg: '任务不存在' });
    }
  });

  it('refuses to submit a base while an import into it runs', async () => {
    const { kbId } = await baseWithQuestion(t, master, '导入中提交');
    const now = t.clock.now();
    // Claimed by another server process, which is still alive (its heartbeat is fresh).
    await t.database.db.insert(importJobs).values({
      businessId: DEMO_BUSINESS_ID,
      userAccount: MASTER_PHONE,
      kind: 'question',
      targetId: kbId,
      storedName: 'elsewhere.xlsx',
      createdAt: now,
      claimedAt: now,
      heartbeatAt: now,
    });
    const answer = await t.call(knowledgeApi.commitKbToReview, { ...master, body: { kbId } });
    expect(answer.body).toMatchObject({
      code: ErrorCode.KnowledgeImportRunning,
      message: '知识点正在导入问题，请稍后再试',
    });
    const list = await t.call(knowledgeApi.queryKnowList, { ...master, body: { name: '导入中提交' } });
    expect(list.body.result.rows[0].state).toBe(KnowledgeState.draft);
  });

  it('fails (7) an import whose process died, when a server starts', async () => {
    const kbId = await createBase(t, master, '中断导入');
    const past = new Date(t.clock.now().getTime() - 10 * 60_000);
    const [job] = await t.database.db
      .insert(importJobs)
      .values({
        businessId: DEMO_BUSINESS_ID,
        userAccount: MASTER_PHONE,
        kind: 'question',
        targetId: kbId,
        storedName: 'lost.xlsx',
        createdAt: past,
        claimedAt: past,
        heartbeatAt: past,
      })
      .returning();
    const restarted = await createTestApp({ database: t.database, clock: t.clock });
    try {
      await restarted.app.ready();
      const task = await restarted.call(knowledgeApi.queryTask, { ...master, body: { id: job.id } });
      expect(task.body.result.rows[0]).toMatchObject({
        status: ImportStatus.uploadFailed,
        msg: '导入中断，请重新上传',
      });
    } finally {
      await restarted.close();
    }
    expect(await countRows(t.database, knowledgeQuestions)).toBeGreaterThan(0);
  });
});
