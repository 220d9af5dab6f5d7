import type { FlowBranch, FlowGlobalIntent } from '@console/contracts';
import { type CompiledIntent, type CompiledListen, type CompiledScript, refKey } from './compile.ts';
import { countOf, incremented } from './counters.ts';
import { understand } from './match/listen.ts';
import { normaliseText } from './normalise.ts';
import { jumpTarget, runFrom } from './runner.ts';
import { TurnBuilder } from './turn-builder.ts';
import type { CustomerInput, DialogueState, KnowledgeQuestion, Turn } from './types.ts';

/** The dialog keeps at most this much of one customer line: the state must stay small. */
const MAX_RECORDED_LENGTH = 1000;

/** respond was called on a dialogue that already ended. */
export class DialogueFinishedError extends Error {
  constructor() {
    super('The dialogue has finished: respond cannot continue it (check state.finished first).');
    this.name = 'DialogueFinishedError';
  }
}

function initialState(variables: Record<string, string>): DialogueState {
  // fromEntries defines own properties: a variable named __proto__ stays a variable.
  const copied = Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, String(value)]));
  return {
    version: 1,
    at: null,
    prompt: null,
    variables: copied,
    finished: false,
    end: null,
    transfer: null,
    atMs: 0,
    turns: 0,
    silencesInRow: 0,
    unrecognisedInRow: 0,
    intentsHit: {},
    knowledgeHits: {},
    nodesReached: [],
    labels: [],
    sms: [],
    dialog: [],
  };
}

/** The opening: the robot runs from the main flow's start until it listens or the call ends. */
export function startDialogue(script: CompiledScript, variables: Record<string, string>): Turn {
  const turn = new TurnBuilder(script, initialState(variables));
  const main = script.document.flows[0];
  const start = main?.start ?? '';
  runFrom(turn, { flowId: main?.id ?? '', nodeId: start });
  return turn.turn();
}

/** Says the listening node's prompt again (after a knowledge answer or a silence). */
function repeatPrompt(turn: TurnBuilder): void {
  const { prompt } = turn.state;
  if (prompt) turn.say(prompt, 'repeat', prompt.interruptible);
}

/** Takes a branch: its labels (and its intent's), then the robot runs from its target. */
function follow(turn: TurnBuilder, listen: CompiledListen, branch: FlowBranch, intentLabels: readonly string[]) {
  turn.addLabels(branch.labels);
  turn.addLabels(intentLabels);
  if (branch.target === undefined) {
    turn.trace.push({ nodeId: listen.ref.nodeId, step: 'guard', result: 'miss', note: `分支「${branch.id}」没有目标` });
    turn.giveUp(listen.ref.nodeId, listen.node.name);
  } else {
    runFrom(turn, { flowId: listen.ref.flowId, nodeId: branch.target }, listen.ref);
  }
}

function targetName(turn: TurnBuilder, listen: CompiledListen, branch: FlowBranch): string {
  const target = branch.target && turn.script.flows.get(listen.ref.flowId)?.nodes.get(branch.target);
  return target ? target.name : listen.node.name;
}

/**
 * A silent turn: the silence branch if the node has one, else the silence line and the prompt
 * again. The maxSilences-th silence in a row ends the call whatever the node says: a line gone
 * quiet must not hold the robot forever.
 */
function onSilence(turn: TurnBuilder, listen: CompiledListen): void {
  const { state } = turn;
  const { settings } = turn.script.document;
  const nodeId = listen.ref.nodeId;
  state.silencesInRow += 1;
  state.unrecognisedInRow = 0;
  state.intentsHit = incremented(state.intentsHit, 'silence');
  state.dialog.push({ role: 'user', text: '', hits: [], userSpeakingTime: state.atMs });
  if (state.silencesInRow >= settings.maxSilences) {
    turn.trace.push({ nodeId, step: 'silence', result: 'miss', note: `连续沉默${state.silencesInRow}次，结束通话` });
    turn.giveUp(nodeId, listen.node.name);
  } else if (listen.silence) {
    turn.trace.push({ nodeId, step: 'silence', result: 'hit' });
    follow(turn, listen, listen.silence, []);
  } else {
    turn.trace.push({ nodeId, step: 'silence', result: 'miss', note: '沉默提示后重复提问' });
    turn.say({ nodeId, nodeName: listen.node.name, text: settings.silenceLine }, 'repeat', false);
    repeatPrompt(turn);
  }
}

/** Answers a knowledge question, then asks the node's question again: the node stays. */
function answerQuestion(turn: TurnBuilder, listen: CompiledListen, question: KnowledgeQuestion): void {
  const { state } = turn;
  const key = String(question.id);
  const times = countOf(state.knowledgeHits, key);
  state.knowledgeHits = incremented(state.knowledgeHits, key);
  // A question asked again gets the next answer in turn, not the same one.
  const answer = question.answers[times % Math.max(1, question.answers.length)];
  if (answer) {
    const line = { nodeId: listen.ref.nodeId, nodeName: question.question, text: answer.text, audio: answer.audio };
    turn.say(line, 'knowledge', question.interrupt);
  }
  repeatPrompt(turn);
}

/**
 * A global intent's labels and answer. Answers the labels the global intent itself gave, not
 * those of the intent heard: what the customer said stays said whatever follows.
 */
function sayGlobalAnswer(
  turn: TurnBuilder,
  listen: CompiledListen,
  global: FlowGlobalIntent,
  intent: CompiledIntent,
): string[] {
  const given = turn.addLabels(global.labels);
  turn.addLabels(intent.labels);
  const line = { nodeId: listen.ref.nodeId, nodeName: intent.name, text: global.text };
  if (global.text !== '') turn.say(line, 'global', true);
  return given.filter((label) => !intent.labels.includes(label));
}

/**
 * A global intent heard at a node: its answer, then what it says follows. Returning asks the
 * node's question again and the node stays, as after a knowledge answer.
 */
function answerGlobal(turn: TurnBuilder, listen: CompiledListen, global: FlowGlobalIntent, intent: CompiledIntent) {
  const given = sayGlobalAnswer(turn, listen, global, intent);
  switch (global.after) {
    case 'return':
      repeatPrompt(turn);
      return;
    case 'jump': {
      const to = jumpTarget(turn.script, global.target ?? {}, listen.ref.flowId);
      if (to) runFrom(turn, to, listen.ref);
      else {
        const note = `全局意图「${intent.name}」的跳转目标不存在`;
        turn.trace.push({ nodeId: listen.ref.nodeId, step: 'guard', result: 'miss', note });
        turn.giveUp(listen.ref.nodeId, listen.node.name);
      }
      return;
    }
    case 'transfer':
      turn.transfer(global.acdGroupId, given);
      return;
    case 'hangup':
      turn.finish('hangup');
  }
}

/**
 * A line nothing matched: the unrecognised branch if the node has one, else the repeat line.
 * The maxUnrecognised-th in a row ends the call, as with silences.
 */
function onUnrecognised(turn: TurnBuilder, listen: CompiledListen): void {
  const { state } = turn;
  const { settings } = turn.script.document;
  const nodeId = listen.ref.nodeId;
  state.unrecognisedInRow += 1;
  state.intentsHit = incremented(state.intentsHit, 'unrecognised');
  if (state.unrecognisedInRow >= settings.maxUnrecognised) {
    const note = `连续未识别${state.unrecognisedInRow}次，结束通话`;
    turn.trace.push({ nodeId, step: 'unrecognised', result: 'miss', note });
    turn.giveUp(nodeId, listen.node.name);
  } else if (listen.unrecognised) {
    turn.trace.push({ nodeId, step: 'unrecognised', result: 'hit' });
    follow(turn, listen, listen.unrecognised, []);
  } else {
    turn.trace.push({ nodeId, step: 'unrecognised', result: 'miss', note: '请客户再说一遍' });
    turn.say({ nodeId, nodeName: listen.node.name, text: settings.repeatLine }, 'repeat', false);
  }
}

/** A spoken turn, understood by the matching steps; the dialog records what it hit. */
function onSpeech(turn: TurnBuilder, listen: CompiledListen, said: string): void {
  const { state } = turn;
  state.turns += 1;
  state.silencesInRow = 0;
  const understood = understand(turn.script, listen, said, turn.trace);
  const record = (hit: string | null) =>
    state.dialog.push({
      role: 'user',
      text: said.slice(0, MAX_RECORDED_LENGTH),
      hits: hit === null ? [] : [{ hit }],
      userSpeakingTime: state.atMs,
    });
  if (understood.kind === 'unrecognised') {
    record(null);
    onUnrecognised(turn, listen);
    return;
  }
  state.unrecognisedInRow = 0;
  if (understood.kind === 'knowledge') {
    record(understood.match.question.question);
    answerQuestion(turn, listen, understood.match.question);
  } else if (understood.kind === 'intent') {
    const { branch, global, intent } = understood.candidate;
    const aside = understood.aside;
    if (aside) state.intentsHit = incremented(state.intentsHit, aside.intent.id);
    state.intentsHit = incremented(state.intentsHit, intent.id);
    record(global ? intent.name : targetName(turn, listen, branch));
    if (aside?.global) sayGlobalAnswer(turn, listen, aside.global, aside.intent);
    if (global) answerGlobal(turn, listen, global, intent);
    else follow(turn, listen, branch, intent.labels);
  } else {
    state.intentsHit = incremented(state.intentsHit, 'any');
    record(targetName(turn, listen, understood.branch));
    follow(turn, listen, understood.branch, []);
  }
}

/**
 * One customer turn at the listening node the state waits at. The given state is not changed;
 * the turn carries the next one. A line that is empty once normalised (noise, punctuation) is a
 * silence. Refuses, with DialogueFinishedError, a dialogue that already ended.
 */
export function respond(script: CompiledScript, state: DialogueState, input: CustomerInput): Turn {
  if (state.finished) throw new DialogueFinishedError();
  const listen = state.at ? script.listens.get(refKey(state.at)) : undefined;
  if (!listen) throw new Error('The dialogue state does not wait at a listening node of this script.');
  const turn = new TurnBuilder(script, state);
  const atMs = input.atMs;
  if (typeof atMs === 'number' && Number.isFinite(atMs)) turn.state.atMs = Math.max(state.atMs, atMs);
  const said = 'text' in input && typeof input.text === 'string' ? input.text : '';
  const text = normaliseText(said);
  if (text === '') onSilence(turn, listen);
  else onSpeech(turn, listen, said);
  return turn.turn();
}
