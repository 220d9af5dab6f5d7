import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  businessApi,
  type Endpoint,
  feeApi,
  KnowledgeState,
  knowledgeApi,
  type LoginResult,
  menuApi,
  ScriptStatus,
  speechApi,
  taskApi,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseWithQuestion } from '../../test/knowledge.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  MASTER_PHONE,
  MEMBER_PHONE,
  type TestApp,
  TestClock,
} from '../../test/test-app.ts';

const SCRIPT = fileURLToPath(new URL('../../../../../scripts/operator.mjs', import.meta.url));

let t: TestApp;
let url: string;
let master: LoginResult;
beforeAll(async () => {
  // The command encrypts with the real time, so the server's clock starts there too.
  t = await createTestApp({ clock: new TestClock(Date.now()) });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  master = await t.login(MASTER_PHONE);
}, 30_000);
afterAll(() => t.close());

function operator(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, '--url', url, ...args], { timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const caller = () => ({ token: master.token.access_token, businessId: DEMO_BUSINESS_ID });

function as<E extends Endpoint>(endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { token: master.token.access_token, businessId: DEMO_BUSINESS_ID, body });
}

describe('npm run operator', () => {
  it('sets a menu flag, merging with what is stored', { timeout: 60_000 }, async () => {
    // The demo enterprise starts with every menu on; the operator turns two of them off.
    const first = await operator('flag', String(DEMO_BUSINESS_ID), 'menu', '{"ai":false}');
    expect(first, first.stderr).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('menu');
    const second = await operator('flag', String(DEMO_BUSINESS_ID), 'menu', '{"openapi":false}');
    expect(second.code).toBe(0);
    const rows = (await as(businessApi.queryBusinessConfig)).body.result.rows;
    expect(rows).toContainEqual({ key: 'menu', value: '{"ai":false,"openapi":false,"fee":true,"monitor":true}' });
    const menu = (await as(menuApi.queryMenuList)).body.result.rows.map((g) => g.key);
    expect(menu).not.toContain('reception');
    expect(menu).not.toContain('capability');
    expect((await operator('flag', String(DEMO_BUSINESS_ID), 'menu', '{"ai":true,"openapi":true}')).code).toBe(0);
    expect((await as(menuApi.queryMenuList)).body.result.rows.map((g) => g.key)).toEqual(
      expect.arrayContaining(['reception', 'capability']),
    );
  });

  it('adds a line and changes it, refusing a bad setting', { timeout: 60_000 }, async () => {
    const added = await operator('line', String(DEMO_BUSINESS_ID), '02160001019', 'name=北京外呼', 'concurrency=3');
    expect(added, added.stderr).toMatchObject({ code: 0 });
    expect(added.stdout).toContain('线路 02160001019 北京外呼：3路并发');
    const expiring = await operator('line', String(DEMO_BUSINESS_ID), '02160001019', 'expires=2099-12-31');
    expect(expiring.stdout).toContain('2099-12-31 到期');
    const lines = (await as(taskApi.searchTel)).body.result.rows;
    expect(lines.find((line) => line.cpnCode === '02160001019')).toMatchObject({ concurrent: 3, expired: 0 });
    const wrong = await operator('line', String(DEMO_BUSINESS_ID), '02160001019', 'speed=3');
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('线路设置须为');
    const invalid = await operator('line', String(DEMO_BUSINESS_ID), '02160001019', 'concurrency=0');
    expect(invalid.stderr).toContain('并发数格式错误');
  });

  it('sets a privilege, the status and the balance', { timeout: 60_000 }, async () => {
    expect((await operator('privilege', String(DEMO_BUSINESS_ID), MEMBER_PHONE, '192')).code).toBe(0);
    const member = await t.login(MEMBER_PHONE);
    expect(member.member.privilege).toBe(192);

    expect((await operator('status', String(DEMO_BUSINESS_ID), '2')).code).toBe(0);
    expect((await as(businessApi.queryBusinessStatus)).body.result.rows[0].status).toBe(2);

    const balance = await operator('balance', String(DEMO_BUSINESS_ID), '0');
    expect(balance.code).toBe(0);
    expect((await as(feeApi.checkFeeLeft)).body.result.rows[0].lack).toBe(true);
  });

  it('reviews a script: approves the version under review, or rejects it with the reason', {
    timeout: 60_000,
  }, async () => {
    const created = await as(speechApi.saveSpeechSkill, { name: '命令行审核', type: 1, industryType: 'education' });
    const id = created.body.result.rows[0].id;
    const statusOf = async () => (await as(speechApi.querySpeechSkill, { id })).body.result.rows[0].status;
    const nothing = await operator('review', String(DEMO_BUSINESS_ID), String(id), 'approve');
    expect(nothing.stderr).toContain(`话术 ${id} 没有待审核的版本`);

    await as(speechApi.submitReview, { id });
    const rejected = await operator('review', String(DEMO_BUSINESS_ID), String(id), 'reject', '缺少结束语');
    expect(rejected, rejected.stderr).toMatchObject({ code: 0 });
    expect(rejected.stdout).toContain('第 1 版已驳回：缺少结束语');
    expect(await statusOf()).toBe(ScriptStatus.rejected);

    await as(speechApi.submitReview, { id });
    expect((await operator('review', String(DEMO_BUSINESS_ID), String(id), 'approve')).code).toBe(0);
    expect(await statusOf()).toBe(ScriptStatus.approved);
    const noReason = await operator('review', String(DEMO_BUSINESS_ID), String(id), 'maybe');
    expect(noReason.stderr).toContain('审核结果必须为 approve 或 reject');
  });

  it('review-kb approves a knowledge base under review, or rejects it with the reason', {
    timeout: 60_000,
  }, async () => {
    const { kbId } = await baseWithQuestion(t, caller(), '命令行知识点');
    const stateOf = async () => (await as(knowledgeApi.queryKnowList, { name: '命令行知识点' })).body.result.rows[0];
    const notSubmitted = await operator('review-kb', String(DEMO_BUSINESS_ID), String(kbId), 'approve');
    expect(notSubmitted.stderr).toContain('该知识点不在审核中');

    await as(knowledgeApi.commitKbToReview, { kbId });
    const noReason = await operator('review-kb', String(DEMO_BUSINESS_ID), String(kbId), 'reject');
    expect(noReason.stderr).toContain('请填写失败原因');
    const rejected = await operator('review-kb', String(DEMO_BUSINESS_ID), String(kbId), 'reject', '回答不完整');
    expect(rejected, rejected.stderr).toMatchObject({ code: 0 });
    expect(rejected.stdout).toContain(`知识点 ${kbId} 已驳回：回答不完整`);
    expect(await stateOf()).toMatchObject({ state: KnowledgeState.rejected, reason: '回答不完整' });

    await as(knowledgeApi.commitKbToReview, { kbId });
    expect((await operator('review-kb', String(DEMO_BUSINESS_ID), String(kbId), 'approve')).code).toBe(0);
    expect((await stateOf()).state).toBe(KnowledgeState.approved);
  });

  it('exits non-zero with the server message', { timeout: 60_000 }, async () => {
    const unknownMember = await operator('privilege', String(DEMO_BUSINESS_ID), '13700000999', '1');
    expect(unknownMember.code).not.toBe(0);
    expect(unknownMember.stderr).toContain('成员不存在');
    const wrongPassword = await operator('--password', 'wrong1234', 'status', String(DEMO_BUSINESS_ID), '1');
    expect(wrongPassword.code).not.toBe(0);
    expect(wrongPassword.stderr).toContain('code 200001');
    const badJson = await operator('flag', String(DEMO_BUSINESS_ID), 'menu', '{ai');
    expect(badJson.code).not.toBe(0);
    expect(badJson.stderr).toContain('JSON');
  });
});
