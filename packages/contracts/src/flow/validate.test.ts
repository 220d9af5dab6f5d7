import { describe, expect, it } from 'vitest';
import { emptyFlowDocument, type FlowDocument, type FlowNode, flowDocument } from './document.ts';
import { validateFlow } from './validate.ts';

/** The empty script with its main flow's nodes replaced. */
function withNodes(nodes: unknown[], extra: Record<string, unknown> = {}): FlowDocument {
  const base = emptyFlowDocument();
  return flowDocument.parse({
    ...base,
    ...extra,
    flows: [{ ...base.flows[0], nodes }, ...((extra.flows as unknown[]) ?? [])],
  });
}

const say = (id: string, next?: string, text = '您好'): unknown => ({ id, kind: 'say', name: id, text, next });
const listen = (id: string, branches: [string, string | undefined][]): unknown => ({
  id,
  kind: 'listen',
  name: id,
  branches: branches.map(([intent, target], index) => ({ id: `b${index}`, intent, target })),
});
const hangup = (id: string): unknown => ({ id, kind: 'hangup', name: id, text: '再见' });
const codes = (document: FlowDocument) => validateFlow(document).map((p) => [p.code, p.nodeId ?? null]);

describe('validateFlow', () => {
  it('finds nothing wrong with the empty script', () => {
    expect(validateFlow(emptyFlowDocument())).toEqual([]);
  });

  it('names unreachable nodes, branches without a target and nodes without a next', () => {
    const document = withNodes([
      say('opening', 'ask'),
      listen('ask', [
        ['affirm', 'bye'],
        ['negate', undefined],
      ]),
      say('orphan', undefined),
      hangup('bye'),
    ]);
    expect(codes(document)).toEqual([
      ['branchWithoutTarget', 'ask'],
      ['noNext', 'orphan'],
      ['unreachable', 'orphan'],
    ]);
    expect(validateFlow(document).find((p) => p.code === 'branchWithoutTarget')?.message).toBe(
      '节点「ask」的分支「否定」没有连接目标',
    );
  });

  it('a flow that never reaches a hang-up or a transfer is refused at every node', () => {
    const document = withNodes([say('opening', 'ask'), listen('ask', [['any', 'opening']])]);
    expect(codes(document)).toEqual([
      ['noPathToEnd', 'opening'],
      ['noPathToEnd', 'ask'],
    ]);
  });

  it('a cycle the robot talks around without listening is a loop without an exit', () => {
    const document = withNodes([
      say('opening', 'again'),
      say('again', 'opening'),
      listen('unused', [['any', 'bye']]),
      hangup('bye'),
    ]);
    expect(codes(document)).toContainEqual(['loopWithoutExit', 'opening']);
  });

  it('jumps reach sub-flows; a missing jump target and a missing start are named', () => {
    const sub = { id: 'sub', name: '子流程', start: 'subBye', nodes: [hangup('subBye')] };
    const ok = withNodes([{ id: 'opening', kind: 'jump', name: '跳转', target: { flowId: 'sub' } }], { flows: [sub] });
    expect(validateFlow(ok)).toEqual([]);
    const broken = withNodes([{ id: 'opening', kind: 'jump', name: '跳转', target: { flowId: 'nowhere' } }], {
      flows: [{ ...sub, start: undefined }],
    });
    expect(codes(broken)).toEqual([
      ['missingTarget', 'opening'],
      ['noStart', null],
      ['unreachable', 'subBye'],
      ['noPathToEnd', 'opening'],
    ]);
  });

  it('undefined variables and unknown intents and references are named', () => {
    const document = withNodes(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is how a script line names a variable
      [say('opening', 'ask', '${客户姓名}您好，${产品}了解一下？'), listen('ask', [['maybe', 'bye']]), hangup('bye')],
      {
        variables: [{ name: '客户姓名' }],
        gradeRules: [{ id: 'a', grade: 'A', conditions: [{ kind: 'nodeReached', nodeId: 'ghost' }] }],
      },
    );
    expect(validateFlow(document).map((p) => p.message)).toEqual([
      '节点「ask」的分支意图「maybe」不存在',
      '节点「opening」使用了未定义的变量「产品」',
      '意向等级「A」的规则引用了不存在的节点「ghost」',
    ]);
  });

  it('a say node without a line is saved but named, blank as well as empty', () => {
    const document = withNodes([say('opening', 'ask', ''), say('ask', 'bye', '  '), hangup('bye')]);
    expect(codes(document)).toEqual([
      ['emptyText', 'opening'],
      ['emptyText', 'ask'],
    ]);
    expect(validateFlow(document)[0]?.message).toBe('节点「opening」的话术内容不能为空');
  });

  it('a second branch of a node on the same intent is named', () => {
    const document = withNodes([
      say('opening', 'ask'),
      listen('ask', [
        ['affirm', 'bye'],
        ['negate', 'bye'],
        ['affirm', 'bye'],
      ]),
      hangup('bye'),
    ]);
    expect(validateFlow(document)).toEqual([
      { code: 'duplicateBranch', message: '节点「ask」的分支「肯定」重复', flowId: 'main', nodeId: 'ask' },
    ]);
  });

  it('duplicate node ids are named once per extra copy', () => {
    const document = withNodes([say('opening', 'bye'), hangup('bye'), hangup('bye')]);
    expect(codes(document)).toContainEqual(['duplicateId', 'bye']);
  });
});

describe('flowDocument', () => {
  it('refuses another schema version and an unknown node kind, naming the field', () => {
    const other = flowDocument.safeParse({ ...emptyFlowDocument(), schemaVersion: 2 });
    expect(other.error?.issues[0]?.message).toBe('话术内容版本不支持（应为1）');
    const base = emptyFlowDocument();
    const strange = flowDocument.safeParse({
      ...base,
      flows: [{ ...base.flows[0], nodes: [{ id: 'x', kind: 'dance', name: 'x' } as unknown as FlowNode] }],
    });
    expect(strange.error?.issues[0]?.message).toBe('节点类型格式错误');
  });

  it('fills the defaults, so a stored document reads back equal', () => {
    const document = emptyFlowDocument();
    expect(document.settings.maxUnrecognised).toBe(3);
    expect(flowDocument.parse(JSON.parse(JSON.stringify(document)))).toEqual(document);
  });
});
