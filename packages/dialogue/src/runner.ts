import type { FlowNode } from '@console/contracts';
import { type CompiledScript, refKey } from './compile.ts';
import type { TurnBuilder } from './turn-builder.ts';
import type { NodeRef, PromptLine } from './types.ts';

/** Robot steps in one run at most: a document whose nodes loop without listening must not hang. */
export const MAX_ROBOT_STEPS = 50;

/** After a node: the node to go on to, nothing (the robot listens or the call ended), or why it cannot go on. */
type After = { to: NodeRef } | { stop: string } | null;

/** The run so far: the last line said is the prompt of the listening node it reaches. */
interface Run {
  at: NodeRef;
  prompt: PromptLine | null;
  /** The listening node the run left, if any. */
  from?: NodeRef;
}

const onward = (run: Run, node: FlowNode, next: string | undefined): After =>
  next === undefined ? { stop: `节点「${node.name}」没有下一节点` } : { to: { flowId: run.at.flowId, nodeId: next } };

/**
 * Where a jump goes (a jump node's, a global intent's): the target flow's node, or its start. A
 * target without a flow stays in `fromFlowId`.
 */
export function jumpTarget(
  script: CompiledScript,
  target: { flowId?: string; nodeId?: string },
  fromFlowId: string,
): NodeRef | undefined {
  const flowId = target.flowId ?? fromFlowId;
  const nodeId = target.nodeId ?? script.flows.get(flowId)?.flow.start;
  return nodeId === undefined ? undefined : { flowId, nodeId };
}

/** Does what a node does: says, sends, jumps, listens or ends; `given` are the labels it gave. */
function act(turn: TurnBuilder, node: FlowNode, run: Run, given: string[]): After {
  const { state } = turn;
  switch (node.kind) {
    case 'say': {
      const line = { nodeId: node.id, nodeName: node.name, text: node.text, audio: node.audio };
      turn.say(line, 'node', node.interruptible);
      run.prompt = { nodeId: node.id, nodeName: node.name, text: node.text, interruptible: node.interruptible };
      if (node.audio) run.prompt.audio = node.audio;
      return onward(run, node, node.next);
    }
    case 'sms':
      if (node.templateCode !== '') {
        turn.sms.push(node.templateCode);
        state.sms = [...state.sms, node.templateCode];
      }
      return onward(run, node, node.next);
    case 'jump': {
      const to = jumpTarget(turn.script, node.target, run.at.flowId);
      return to ? { to } : { stop: `节点「${node.name}」的跳转目标不存在` };
    }
    case 'listen': {
      // Coming straight back to the node it left, the robot said nothing new: the prompt stays.
      const returning = run.from !== undefined && refKey(run.from) === refKey(run.at);
      state.prompt = run.prompt ?? (returning ? state.prompt : null);
      state.at = run.at;
      return null;
    }
    case 'transfer':
      if (node.text !== '') turn.say({ nodeId: node.id, nodeName: node.name, text: node.text }, 'node', false);
      turn.transfer(node.acdGroupId, given);
      return null;
    case 'hangup':
      if (node.text !== '') turn.say({ nodeId: node.id, nodeName: node.name, text: node.text }, 'node', false);
      turn.finish('hangup');
      return null;
  }
}

/**
 * Runs the robot from a node through say, sms and jump nodes until it reaches a listening node
 * (where it waits) or an end. `from` is the listening node the run left, if any. A node that is
 * missing or leads nowhere, or a run longer than MAX_ROBOT_STEPS, ends the call politely with a
 * trace note: a faulty document must not hang the server or leave the customer in silence.
 */
export function runFrom(turn: TurnBuilder, start: NodeRef, from?: NodeRef): void {
  const { script, state } = turn;
  const run: Run = { at: start, prompt: null, from };
  let lastName = '';
  for (let steps = 1; ; steps++) {
    const node = script.flows.get(run.at.flowId)?.nodes.get(run.at.nodeId);
    let after: After;
    if (steps > MAX_ROBOT_STEPS) after = { stop: `机器人连续执行超过${MAX_ROBOT_STEPS}个节点仍未等待客户回答` };
    else if (!node) after = { stop: `节点「${refKey(run.at)}」不存在` };
    else {
      lastName = node.name;
      if (!state.nodesReached.includes(node.id)) state.nodesReached = [...state.nodesReached, node.id];
      after = act(turn, node, run, turn.addLabels(node.labels));
    }
    if (after === null) return;
    if ('stop' in after) {
      turn.trace.push({ nodeId: run.at.nodeId, step: 'guard', result: 'miss', note: after.stop });
      turn.giveUp(run.at.nodeId, lastName);
      return;
    }
    run.at = after.to;
  }
}
