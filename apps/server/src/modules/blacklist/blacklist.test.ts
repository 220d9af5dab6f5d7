import {
  BLACKLIST_EXPORT_HEADER,
  BLACKLIST_IMPORT_HEADER,
  BLACKLIST_TEMPLATE_PATH,
  blacklistApi,
  DownloadType,
  ErrorCode,
  normalizeListedNumber,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blacklistNumbers, suppressedNumbers } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import { downloadedFile, newestDownload, sheetRows, spreadsheet } from '../../test/imports.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';
import { NumberLists } from './membership.ts';

let t: TestApp;
let master: Caller;
let other: Caller;
let lists: NumberLists;

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000091');
  lists = new NumberLists({ db: t.database.db, clock: t.clock.now });
});
afterAll(() => t.close());

async function add(number: string, reason = '投诉', as = master) {
  const answer = await t.call(blacklistApi.addBlacklist, { ...as, body: { number, reason } });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].id;
}

async function listed(body: { number?: string; removed?: 0 | 1; pageSize?: number } = {}, as = master) {
  const answer = await t.call(blacklistApi.queryBlacklist, { ...as, body: { pageSize: 100, ...body } });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result;
}

function importFile(file: Buffer, filename: string, fields: Record<string, string> = { reason: '客户要求' }) {
  return t.upload(blacklistApi.importBlacklist, {
    ...master,
    file,
    filename,
    contentType: 'application/octet-stream',
    fileField: 'file',
    fields,
  });
}

describe('normalising numbers', () => {
  it('drops spaces, dashes, +86 and full-width digits; refuses what is no number', () => {
    expect(normalizeListedNumber(' 138 0013-8000 ')).toBe('13800138000');
    expect(normalizeListedNumber('+86 13800138000')).toBe('13800138000');
    expect(normalizeListedNumber('008613800138000')).toBe('13800138000');
    expect(normalizeListedNumber('８６１３８００１３８０００')).toBe('13800138000');
    expect(normalizeListedNumber('010-6655 8899')).toBe('01066558899');
    expect(normalizeListedNumber('4008001234')).toBe('4008001234');
    // A fixed line after +86 gets its 0 back, as the task import reads it.
    expect(normalizeListedNumber('+86 10 6655 8899')).toBe('01066558899');
    for (const bad of ['', '12345', '1380013800', '138001380001', 'abc', '23800138000']) {
      expect(normalizeListedNumber(bad)).toBeUndefined();
    }
  });
});

describe('the blacklist', () => {
  it('adds a normalised number with its reason and who added it, and refuses it a second time', async () => {
    const id = await add('+86 139 0000 0001', '客户投诉');
    const { rows, totalCount } = await listed({ number: '0000 0001' });
    expect(totalCount).toBe(1);
    expect(rows[0]).toEqual({
      id,
      number: '13900000001',
      reason: '客户投诉',
      source: 'manual',
      createTime: '2026-03-02 10:00:00',
      createdBy: '13800000000',
      removed: 0,
      removeTime: '',
      removedBy: '',
      removeReason: '',
    });
    const again = await t.call(blacklistApi.addBlacklist, { ...master, body: { number: '13900000001', reason: 'x' } });
    expect(again.body).toMatchObject({ code: ErrorCode.BlacklistNumberListed, message: '该号码已在黑名单中' });
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const before = await countRows(t.database, blacklistNumbers);
    for (const [body, code, message] of [
      [{ number: '', reason: '投诉' }, ErrorCode.ParamRequired, '请输入号码'],
      [{ reason: '投诉' }, ErrorCode.ParamRequired, '请输入号码'],
      [{ number: '12345', reason: '投诉' }, ErrorCode.ParamInvalid, '号码格式不正确'],
      [{ number: 13900000002, reason: '投诉' }, ErrorCode.ParamInvalid, '号码格式错误'],
      [{ number: '13900000002', reason: '  ' }, ErrorCode.ParamRequired, '请输入原因'],
      [{ number: '13900000002', reason: '因'.repeat(101) }, ErrorCode.ParamInvalid, '原因不能超过100个字符'],
    ] as const) {
      const answer = await t.call(blacklistApi.addBlacklist, { ...master, body: body as never });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code, message });
    }
    const search = await t.call(blacklistApi.queryBlacklist, { ...master, body: { number: 'abc' } });
    expect(search.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '号码只能包含数字' });
    expect(await countRows(t.database, blacklistNumbers)).toBe(before);
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 3; i++) await add(`1360000000${i}`);
    const first = await listed({ number: '136000000', pageSize: 2 });
    expect(first.totalCount).toBe(3);
    expect(first.rows.map((row) => row.number)).toEqual(['13600000002', '13600000001']);
    const second = await t.call(blacklistApi.queryBlacklist, {
      ...master,
      body: { number: '136000000', pageIndex: 2, pageSize: 2 },
    });
    expect(second.body.result.rows.map((row) => row.number)).toEqual(['13600000000']);
  });

  it('removes with a reason, keeps the history and lets the number be added again', async () => {
    const id = await add('13500000001');
    const noReason = await t.call(blacklistApi.removeBlacklist, { ...master, body: { ids: [id], reason: '' } });
    expect(noReason.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '请输入移除原因' });
    expect((await listed({ number: '13500000001' })).totalCount).toBe(1);

    t.clock.advance(60_000);
    const removed = await t.call(blacklistApi.removeBlacklist, { ...master, body: { ids: [id], reason: '误加' } });
    expect(removed.body.code, removed.body.message).toBe(0);
    expect((await listed({ number: '13500000001' })).totalCount).toBe(0);
    const history = await listed({ number: '13500000001', removed: 1 });
    expect(history.rows[0]).toMatchObject({
      id,
      removed: 1,
      removeTime: '2026-03-02 10:01:00',
      removedBy: '13800000000',
      removeReason: '误加',
    });
    const twice = await t.call(blacklistApi.removeBlacklist, { ...master, body: { ids: [id], reason: '误加' } });
    expect(twice.body).toMatchObject({ code: ErrorCode.NotFound, message: '号码不存在或已移除' });
    expect(await add('13500000001')).not.toBe(id);
  });

  it("never shows, removes or counts another enterprise's numbers", async () => {
    const id = await add('13400000001');
    const others = await add('13400000001', '别家', other);
    expect((await listed({ number: '13400000001' }, other)).rows.map((row) => row.id)).toEqual([others]);
    const across = await t.call(blacklistApi.removeBlacklist, { ...other, body: { ids: [id], reason: '越权' } });
    expect(across.body).toMatchObject({ code: ErrorCode.NotFound });
    const mixed = await t.call(blacklistApi.removeBlacklist, {
      ...master,
      body: { ids: [id, others], reason: '混合' },
    });
    expect(mixed.body).toMatchObject({ code: ErrorCode.NotFound });
    expect((await listed({ number: '13400000001' })).rows.map((row) => row.id)).toEqual([id]);
    const wrongPath = await t.call(blacklistApi.queryBlacklist, { token: other.token, businessId: DEMO_BUSINESS_ID });
    expect(wrongPath.body.code).toBe(ErrorCode.BusinessMismatch);
  });

  it('lets a member who is not the master add and remove', async () => {
    const member = { token: (await t.login(MEMBER_PHONE)).token.access_token, businessId: DEMO_BUSINESS_ID };
    const id = await add('13300000001', '成员添加', member);
    const removed = await t.call(blacklistApi.removeBlacklist, { ...member, body: { ids: [id], reason: '成员移除' } });
    expect(removed.body.code, removed.body.message).toBe(0);
    expect((await listed({ number: '13300000001', removed: 1 })).rows[0]).toMatchObject({
      createdBy: MEMBER_PHONE,
      removedBy: MEMBER_PHONE,
    });
  });
});

describe('importing and exporting', () => {
  it('imports the template with its reasons and answers why each other row was not added', async () => {
    await add('13200000009');
    const file = spreadsheet([
      [...BLACKLIST_IMPORT_HEADER],
      ['132 0000 0001', '骚扰投诉'],
      ['+8613200000002', ''],
      ['not a number', ''],
      ['13200000001', '重复'],
      ['13200000009', ''],
      ['13200000003', '因'.repeat(101)],
    ]);
    const answer = await importFile(file, 'numbers.xlsx');
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.result.rows[0]).toEqual({
      total: 6,
      added: 2,
      rejected: 4,
      rejectedRows: [
        { rowNumber: 4, number: 'not a number', reason: '号码格式不正确' },
        { rowNumber: 5, number: '13200000001', reason: '文件中重复' },
        { rowNumber: 6, number: '13200000009', reason: '已在黑名单中' },
        { rowNumber: 7, number: '13200000003', reason: '原因不能超过100个字符' },
      ],
    });
    const rows = (await listed({ number: '1320000000' })).rows;
    expect(rows.map((row) => [row.number, row.reason, row.source])).toEqual([
      ['13200000002', '客户要求', 'import'],
      ['13200000001', '骚扰投诉', 'import'],
      ['13200000009', '投诉', 'manual'],
    ]);
  });

  it("needs no import reason when every number's row has its own", async () => {
    const file = spreadsheet([
      [...BLACKLIST_IMPORT_HEADER],
      ['13300000001', '骚扰投诉'],
      ['13300000002', '客户拒绝'],
      // Refused for its number whatever the reason: no reason is asked for it.
      ['not a number', ''],
    ]);
    const answer = await importFile(file, 'numbers.xlsx', {});
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.result.rows[0]).toMatchObject({ total: 3, added: 2, rejected: 1 });
    const rows = (await listed({ number: '1330000000' })).rows;
    expect(rows.map((row) => [row.number, row.reason])).toEqual([
      ['13300000002', '客户拒绝'],
      ['13300000001', '骚扰投诉'],
    ]);
  });

  it('imports a CSV saved as GB18030 or as UTF-8 with a BOM, and an .xls without a header', async () => {
    const gb = Buffer.from([
      ...Buffer.from('13100000001,'),
      // 投诉 in GB18030
      0xcd,
      0xb6,
      0xcb,
      0xdf,
      ...Buffer.from('\r\n"131 0000 0002","a, ""quoted"" reason"\r\n'),
    ]);
    expect((await importFile(gb, 'numbers.csv')).body.result.rows[0]).toMatchObject({ total: 2, added: 2 });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('号码,原因\n13100000003,拒接\n')]);
    expect((await importFile(bom, 'numbers.CSV')).body.result.rows[0]).toMatchObject({ total: 1, added: 1 });
    const xls = spreadsheet([['13100000004']], 'biff8');
    expect((await importFile(xls, 'numbers.xls')).body.result.rows[0]).toMatchObject({ total: 1, added: 1 });
    const rows = (await listed({ number: '1310000000' })).rows;
    expect(rows.map((row) => [row.number, row.reason])).toEqual([
      ['13100000004', '客户要求'],
      ['13100000003', '拒接'],
      ['13100000002', 'a, "quoted" reason'],
      ['13100000001', '投诉'],
    ]);
  });

  it('refuses a file that is not a number list, too large, empty or without a reason, writing nothing', async () => {
    const before = await countRows(t.database, blacklistNumbers);
    const good = spreadsheet([['13000000001']]);
    for (const [file, filename, fields, code, message] of [
      [good, 'numbers.txt', undefined, ErrorCode.BlacklistFileInvalid, '请选择xlsx、xls或csv文件'],
      [
        Buffer.from('<table><tr><td>13000000001</td></tr></table>'),
        'numbers.xls',
        undefined,
        ErrorCode.BlacklistFileInvalid,
        '请选择xlsx、xls或csv文件',
      ],
      [Buffer.from([0, 1, 2, 3]), 'numbers.csv', undefined, ErrorCode.BlacklistFileInvalid, '请选择xlsx、xls或csv文件'],
      [
        Buffer.alloc(2 * 1024 * 1024 + 1, 0x31),
        'numbers.csv',
        undefined,
        ErrorCode.BlacklistFileTooLarge,
        '文件大小不能超过2MB',
      ],
      [Buffer.from('号码,原因\n'), 'numbers.csv', undefined, ErrorCode.BlacklistFileRows, '文件中没有号码'],
      [
        Buffer.from('13000000001\n'.repeat(10_001)),
        'numbers.csv',
        undefined,
        ErrorCode.BlacklistFileRows,
        '文件不能超过10000行',
      ],
      [good, 'numbers.xlsx', {}, ErrorCode.BlacklistReasonMissing, '文件中有1行没有填写原因，请输入导入原因'],
      [
        good,
        'numbers.xlsx',
        { reason: '  ' },
        ErrorCode.BlacklistReasonMissing,
        '文件中有1行没有填写原因，请输入导入原因',
      ],
      [good, 'numbers.xlsx', { reason: '客户\u0000要求' }, ErrorCode.ParamInvalid, '导入原因格式错误'],
      [good, 'numbers\u0000.xlsx', undefined, ErrorCode.ParamInvalid, '文件名格式错误'],
    ] as const) {
      const answer = await importFile(file, filename, fields);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code, message });
    }
    expect(await countRows(t.database, blacklistNumbers)).toBe(before);
  });

  it('exports the listed numbers matching the search to the download centre (type 23)', async () => {
    await add('15900000001', '导出一');
    const gone = await add('15900000002', '导出二');
    await t.call(blacklistApi.removeBlacklist, { ...master, body: { ids: [gone], reason: '移除' } });
    await add('15900000003', '导出三');
    const answer = await t.call(blacklistApi.exportBlacklist, { ...master, body: { number: '1590000000' } });
    expect(answer.body).toMatchObject({ code: 0, message: 'success' });
    const task = await newestDownload(t, master, DownloadType.blacklist);
    expect(task.fileName).toBe('黑名单.xlsx');
    expect(sheetRows(await downloadedFile(t, master, task.id))).toEqual([
      [...BLACKLIST_EXPORT_HEADER],
      ['15900000001', '导出一', '手动添加', '13800000000', expect.stringMatching(/^2026-03-02 10:0\d:00$/)],
      ['15900000003', '导出三', '手动添加', '13800000000', expect.stringMatching(/^2026-03-02 10:0\d:00$/)],
    ]);
  });

  it('answers the import template below staticUrl', async () => {
    const file = await t.app.inject({ method: 'GET', url: `/static${BLACKLIST_TEMPLATE_PATH}` });
    expect(file.statusCode).toBe(200);
    expect(sheetRows(file.rawPayload)).toEqual([[...BLACKLIST_IMPORT_HEADER]]);
  });
});

describe('refusal suppression and the membership the import and the dialer ask', () => {
  it('suppresses a refused number once with its evidence, lists it and releases it with a reason', async () => {
    expect(
      await lists.suppress(DEMO_BUSINESS_ID, '+86 137 0000 0001', { callId: 42, taskId: 7, reason: '客户拒接' }),
    ).toBe(true);
    expect(await lists.suppress(DEMO_BUSINESS_ID, '13700000001', { callId: 43, reason: '又拒接' })).toBe(false);
    expect(await lists.suppress(DEMO_BUSINESS_ID, 'nonsense', { reason: '拒接' })).toBe(false);
    const answer = await t.call(blacklistApi.querySuppression, { ...master, body: { number: '13700000001' } });
    const [row] = answer.body.result.rows;
    expect(row).toMatchObject({
      number: '13700000001',
      reason: '客户拒接',
      source: 'refusal',
      taskId: '7',
      callId: 42,
    });
    expect(answer.body.result.totalCount).toBe(1);
    expect((await t.call(blacklistApi.querySuppression, { ...other, body: {} })).body.result.totalCount).toBe(0);

    const before = await countRows(t.database, suppressedNumbers);
    const across = await t.call(blacklistApi.removeSuppression, { ...other, body: { ids: [row.id], reason: '越权' } });
    expect(across.body).toMatchObject({ code: ErrorCode.NotFound });
    const noIds = await t.call(blacklistApi.removeSuppression, { ...master, body: { ids: [], reason: '解除' } });
    expect(noIds.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '号码ID不能为空' });
    const released = await t.call(blacklistApi.removeSuppression, {
      ...master,
      body: { ids: [row.id], reason: '客户同意再联系' },
    });
    expect(released.body.code, released.body.message).toBe(0);
    expect(await countRows(t.database, suppressedNumbers)).toBe(before);
    const history = await t.call(blacklistApi.querySuppression, {
      ...master,
      body: { number: '13700000001', removed: 1 },
    });
    expect(history.body.result.rows[0]).toMatchObject({ removeReason: '客户同意再联系', removedBy: '13800000000' });
    expect(await lists.isSuppressed(DEMO_BUSINESS_ID, ['13700000001'])).toEqual(new Set());
  });

  it('answers which of the numbers, as given, are blacklisted or suppressed', async () => {
    await add('13600000101');
    await lists.suppress(DEMO_BUSINESS_ID, '13600000102', { reason: '拒接' });
    const numbers = ['136 0000 0101', '+8613600000102', '13600000103', 'x'];
    expect(await lists.isBlacklisted(DEMO_BUSINESS_ID, numbers)).toEqual(new Set(['136 0000 0101']));
    expect(await lists.isSuppressed(DEMO_BUSINESS_ID, numbers)).toEqual(new Set(['+8613600000102']));
    expect(await lists.isBlacklisted(other.businessId, numbers)).toEqual(new Set());
    await add('13000005000');
    const many = Array.from({ length: 12_000 }, (_, i) => String(13_000_000_000 + i));
    expect(await lists.isBlacklisted(DEMO_BUSINESS_ID, many)).toEqual(new Set(['13000005000']));
  });
});
