import { emptyFlowDocument, validateFlow } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBranch,
  addFlow,
  addNode,
  branchTaken,
  connect,
  flowOf,
  freshId,
  intentName,
  removeNode,
} from './document-edits.ts';

describe('document edits', () => {
  it('add a node and a branch, connect them to a hang-up: the document stays valid', () => {
    const base = emptyFlowDocument();
    const before = JSON.stringify(base);
    const added = addNode(base, 'main', 'listen', { x: 10, y: 20 });
    expect(added.nodeId).toBe('n1');
    let document = connect(added.document, 'main', { nodeId: 'ask', branchId: 'any' }, 'n1');
    document = addBranch(document, 'main', 'n1', 'affirm');
    // Until the new branch is connected, nothing after the new node reaches the hang-up.
    expect(validateFlow(document).map((p) => p.code)).toEqual([
      'branchWithoutTarget',
      'unreachable',
      'noPathToEnd',
      'noPathToEnd',
      'noPathToEnd',
    ]);
    document = connect(document, 'main', { nodeId: 'n1', branchId: 'b1' }, 'bye');
    expect(validateFlow(document)).toEqual([]);
    expect(JSON.stringify(base)).toBe(before);
  });

  it('a new say node starts without a line, which validation names until it is written', () => {
    const { document, nodeId } = addNode(emptyFlowDocument(), 'main', 'say', { x: 0, y: 0 });
    const added = flowOf(document, 'main')?.nodes.find((node) => node.id === nodeId);
    expect(added?.kind === 'say' && added.text).toBe('');
    expect(
      validateFlow(document)
        .filter((p) => p.nodeId === nodeId)
        .map((p) => p.code),
    ).toContain('emptyText');
  });

  it('a listening node gets one branch per intent; a second one is refused', () => {
    const once = addBranch(emptyFlowDocument(), 'main', 'ask', 'affirm');
    const twice = addBranch(once, 'main', 'ask', 'affirm');
    expect(twice).toEqual(once);
    const ask = flowOf(twice, 'main')?.nodes.find((node) => node.id === 'ask');
    if (!ask) throw new Error('the empty script has an ask node');
    expect(branchTaken(ask, 'affirm')).toBe(true);
    expect(branchTaken(ask, 'negate')).toBe(false);
    // A branch may keep its own intent.
    const affirm = ask.kind === 'listen' ? ask.branches.find((b) => b.intent === 'affirm') : undefined;
    expect(branchTaken(ask, 'affirm', affirm?.id)).toBe(false);
  });

  it('removing a node clears every connection to it and moves the start', () => {
    const base = emptyFlowDocument();
    const document = removeNode(base, 'main', 'opening');
    const main = flowOf(document, 'main');
    expect(main?.start).toBe('ask');
    const withoutBye = removeNode(base, 'main', 'bye');
    const ask = flowOf(withoutBye, 'main')?.nodes.find((node) => node.id === 'ask');
    expect(ask?.kind === 'listen' && ask.branches[0]?.target).toBeUndefined();
  });

  it('a sub-flow starts with a hang-up; fresh ids skip the taken ones; branches are named', () => {
    const { document, flowId } = addFlow(emptyFlowDocument(), '价格说明');
    expect(flowId).toBe('f1');
    expect(validateFlow(document).map((p) => p.code)).toEqual(['unreachable']);
    expect(freshId('n', ['n1', 'n2', 'n4'])).toBe('n3');
    expect(intentName(document, 'affirm')).toBe('肯定');
    expect(intentName(document, 'silence')).toBe('沉默');
  });
});
