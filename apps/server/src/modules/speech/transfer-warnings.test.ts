import { agentApi, type FlowDocument, ScriptStatus, speechApi } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { as, master, operator, scriptsApp, t, templateDocument } from '../../test/scripts.ts';
import { groupIdByName, seedAgentInGroup } from '../team/index.ts';

scriptsApp();

/**
 * The template whose 肯定 branch transfers at a node naming `nodeGroup`, and whose 转人工 intent,
 * heard anywhere, transfers to `globalGroup` (no group: any idle agent).
 */
function transferring(nodeGroup?: number, globalGroup?: number): FlowDocument {
  const document = templateDocument();
  document.intents.push({ id: 'human', name: '转人工', regex: [], keywords: ['人工'], examples: [], labels: [] });
  document.globalIntents.push({
    id: 'g-human',
    intent: 'human',
    text: '',
    after: 'transfer',
    acdGroupId: globalGroup,
    priority: 'high',
    labels: [],
  });
  const [, ask] = document.flows[0].nodes;
  if (ask.kind === 'listen') ask.branches[0].target = 'adviser';
  document.flows[0].nodes.push({
    id: 'adviser',
    kind: 'transfer',
    name: '转课程顾问',
    text: '马上为您转接。',
    acdGroupId: nodeGroup,
    position: { x: 200, y: 200 },
    labels: ['已转人工'],
  });
  return document;
}

/** Saves the document as a new script of the session's enterprise and submits it. */
async function submitted(session: { token: string; businessId: number }, name: string, document: FlowDocument) {
  const created = await t.call(speechApi.saveSpeechSkill, {
    ...session,
    body: { name, type: 1, industryType: 'education', jsonData: '{}', version: 1, sysType: '2' },
  });
  const { id } = created.body.result.rows[0];
  const saved = await t.call(speechApi.saveDraft, { ...session, body: { id, revision: 0, document } });
  expect(saved.body.result.rows[0].problems).toEqual([]);
  return { id, answer: (await t.call(speechApi.submitReview, { ...session, body: { id } })).body };
}

describe('submitting and publishing a script that transfers', () => {
  it('warns, without refusing, of a group that is gone or has no agents', async () => {
    // The demo enterprise has agents (the master, in 客服一组) and now an empty group; another
    // enterprise's group, with an agent, is no group of the demo's.
    const empty = await t.call(agentApi.acdCreate, { ...as(master), body: { name: '空分组', strategy: 'random' } });
    expect(empty.body.code, empty.body.message).toBe(0);
    const { business, user } = await createMember(t.database, { phone: '13700000071', businessName: '别家' });
    await seedAgentInGroup(t.database.db, {
      businessId: business.id,
      userId: user.id,
      agent: { code: '8001', dn: '8001' },
      group: { name: '别家分组', strategy: 'random', maxTries: 3 },
      now: t.clock.now(),
    });
    const foreign = await groupIdByName(t.database.db, business.id, '别家分组');

    const { id, answer } = await submitted(
      as(master),
      '转人工提醒',
      transferring(empty.body.result.rows[0].id, foreign),
    );
    expect(answer.code).toBe(0);
    const warnings = [
      {
        code: 'emptyGroup',
        message: '节点「转课程顾问」的转接坐席组「空分组」没有坐席',
        flowId: 'main',
        nodeId: 'adviser',
      },
      { code: 'missingGroup', message: '全局意图「转人工」的转接坐席组已不存在' },
    ];
    expect(answer.result.rows[0]).toEqual({ version: 1, status: ScriptStatus.reviewing, warnings });

    await t.call(speechApi.reviewSpeechSkill, { ...as(operator), body: { id, version: 1, approve: true } });
    const published = await t.call(speechApi.publish, { ...as(master), body: { id } });
    expect(published.body.result.rows[0]).toEqual({ version: 1, status: ScriptStatus.published, warnings });
  });

  it('is quiet when the transfers can find agents: any idle agent, or a group with some', async () => {
    const [serviceGroup] = (await t.call(agentApi.acdQuery, { ...as(master), body: {} })).body.result.rows;
    const { answer } = await submitted(as(master), '转人工无提醒', transferring(undefined, serviceGroup.id));
    expect(answer.result.rows[0].warnings).toEqual([]);
  });

  it("warns when the enterprise has no agent, whatever another enterprise's agents", async () => {
    await createMember(t.database, { phone: '13700000072', businessName: '无坐席企业' });
    const login = await t.login('13700000072');
    const session = { token: login.token.access_token, businessId: login.business.id };
    const { answer } = await submitted(session, '无坐席转人工', transferring());
    expect(answer.result.rows[0].warnings).toEqual([
      { code: 'noAgent', message: '企业还没有坐席，转人工将无人接听，请在 团队管理 中添加坐席' },
    ]);
    const { answer: noTransfer } = await submitted(session, '不转人工', templateDocument());
    expect(noTransfer.result.rows[0].warnings).toEqual([]);
  });
});
