import { downloadApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTasks } from '../../db/schema/index.ts';
import { RANGE, reportTask as report } from '../../test/download-tasks.ts';
import { countRows } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: string;

const add = (token: string, body: Record<string, unknown>) =>
  t.call(downloadApi.addDownloadTask, { token, businessId: DEMO_BUSINESS_ID, body });
const remove = (token: string, id: number) =>
  t.call(downloadApi.deleteDownloadTask, { token, businessId: DEMO_BUSINESS_ID, body: { id } });

beforeAll(async () => {
  // The worker stays stopped: only what addDownloadTask writes is under test here.
  t = await createTestApp({ downloads: { start: false } });
  master = (await t.login(MASTER_PHONE)).token.access_token;
});

afterAll(() => t.close());

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['missing downloadType', report({ downloadType: undefined }), ErrorCode.ParamRequired, '下载类型不能为空'],
    ['unknown downloadType', report({ downloadType: 77 }), ErrorCode.ParamInvalid, '下载类型不支持'],
    ['query not an object', report({ query: 'x' }), ErrorCode.ParamInvalid, '导出条件格式错误'],
    ['missing begin date', report({ query: { endTime: '20260301' } }), ErrorCode.ParamRequired, '开始日期不能为空'],
    [
      'malformed begin date',
      report({ query: { beginTime: '20261301', endTime: '20261302' } }),
      ErrorCode.ReportRangeInvalid,
      '开始日期格式错误，应为YYYYMMDD',
    ],
    [
      'end before begin',
      report({ query: { beginTime: '20260301', endTime: '20260201' } }),
      ErrorCode.ReportRangeInvalid,
      '结束日期不能早于开始日期',
    ],
    [
      'direction of the other tab',
      report({ downloadType: 10, query: { ...RANGE, direction: 1 } }),
      ErrorCode.ParamInvalid,
      '呼叫方向与下载类型不符',
    ],
  ];
  it.each(cases)('%s is refused naming the field, writing nothing', async (_name, body, code, message) => {
    const before = await countRows(t.database, downloadTasks);
    const answer = await add(master, body);
    expect(answer.body.code).toBe(code);
    expect(answer.body.message).toBe(message);
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });

  it('names the inbound file after the AI接待 tab', async () => {
    const answer = await add(master, report({ downloadType: 10, query: RANGE }));
    expect(answer.body.result.rows[0].fileName).toBe('数据统计-AI接待-20260201-20260301.xlsx');
    expect((await remove(master, answer.body.result.rows[0].id)).body.code).toBe(0);
  });
});
