import { validateFlow } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { compiled, documentWith, hangup, type Intent, listen, said, say, talk } from '../test/documents.ts';
import { compileScript } from './compile.ts';
import type { Turn } from './types.ts';

/** What the robot said in the last turn of a talk. */
const last = (turns: Turn[]) => said(turns.at(-1) as Turn);

/**
 * Global intents: heard at every listening node, answered, then back to the node that asked (or
 * a jump, a transfer, a hang-up), ranked against the node's own branches by their priority.
 */
const INTENTS: Intent[] = [
  { id: 'price', name: '询问价格', keywords: ['多少钱'] },
  { id: 'robot', name: '是否机器人', keywords: ['机器人'], examples: ['你是真人吗'] },
  { id: 'complaint', name: '投诉', keywords: ['投诉'] },
  { id: 'details', name: '了解详情', keywords: ['详细说说'] },
];

const nodes = [
  say('hello', '您好，请问是王先生吗？', 'who'),
  listen('who', [
    ['affirm', 'pitch'],
    ['negate', 'wrong'],
  ]),
  say('pitch', '我们有一款新课程，您感兴趣吗？', 'interest'),
  listen('interest', [
    ['price', 'own_price'],
    ['affirm', 'yes'],
    ['negate', 'no'],
  ]),
  hangup('own_price', '这一节点自己的报价。'),
  hangup('wrong', '打扰了。'),
  hangup('yes', '好的。'),
  hangup('no', '好的再见。'),
];

const globals = [
  { id: 'g-price', intent: 'price', text: '每节课一百元。', after: 'return' },
  { id: 'g-robot', intent: 'robot', text: '我是智能助理。', after: 'return', priority: 'high', labels: ['问机器人'] },
  { id: 'g-complaint', intent: 'complaint', text: '抱歉给您添麻烦了。', after: 'hangup' },
  { id: 'g-details', intent: 'details', after: 'jump', target: { flowId: 'details' } },
];

const detailsFlow = { id: 'details', name: '详情', start: 'd1', nodes: [hangup('d1', '详情如下，再见。')] };

function script(overrides: Record<string, unknown>[] = globals) {
  return compiled(
    documentWith(nodes, {
      intents: INTENTS,
      globalIntents: overrides as never,
      flows: [{ id: 'main', name: '主流程', start: 'hello', nodes }, detailsFlow] as never,
    }),
  );
}

describe('global intents', () => {
  it('are answered at a node without a branch for them, then the node asks again and waits', () => {
    const turns = talk(script(), ['你们这个多少钱']);
    const turn = turns[1];
    expect(said(turn as Turn)).toEqual(['每节课一百元。', '您好，请问是王先生吗？']);
    expect(turn?.robot[0]?.source).toBe('global');
    expect(turn?.state.at).toEqual({ flowId: 'main', nodeId: 'who' });
    expect(turn?.trace.find((entry) => entry.result === 'hit')).toMatchObject({ intentId: 'price', note: '全局意图' });
    // The node still hears its own branches afterwards.
    expect(last(talk(script(), ['你们这个多少钱', '是的']))).toEqual(['我们有一款新课程，您感兴趣吗？']);
  });

  it('give way to the node’s own branch for the same intent', () => {
    expect(last(talk(script(), ['是的', '多少钱']))).toEqual(['这一节点自己的报价。']);
  });

  it('of low priority are heard only when none of the node’s branches matches', () => {
    // 好的 is the node's yes; the complaint in the same line does not take it over.
    expect(last(talk(script(), ['好的投诉']))).toEqual(['我们有一款新课程，您感兴趣吗？']);
  });

  it('that answer and return are answered beside a yes or no, which then decides', () => {
    const turn = talk(script(), ['好的，多少钱？']).at(-1);
    expect(said(turn as Turn)).toEqual(['每节课一百元。', '我们有一款新课程，您感兴趣吗？']);
    expect(turn?.state.intentsHit).toEqual({ price: 1, affirm: 1 });
    expect(turn?.trace.filter((entry) => entry.result === 'hit').map((entry) => entry.intentId)).toEqual([
      'affirm',
      'price',
    ]);
  });

  it('that lead on take over from a yes that opens the line, when what follows names them', () => {
    const turn = talk(script(), ['是我，你详细说说']).at(-1);
    expect(said(turn as Turn)).toEqual(['详情如下，再见。']);
    const hit = turn?.trace.find((entry) => entry.result === 'hit' && entry.intentId === 'details');
    expect(hit?.note).toContain('「是我」之后说的「你详细说说」');
    // A yes heard later in the line, or a line of one clause, stays a yes.
    expect(last(talk(script(), ['你详细说说是我']))).toEqual(['详情如下，再见。']);
    expect(last(talk(script(), ['是我，我在听']))).toEqual(['我们有一款新课程，您感兴趣吗？']);
  });

  it('of high priority are heard before the node’s branches', () => {
    const turn = talk(script(), ['好的你是机器人']).at(-1);
    expect(said(turn as Turn)).toEqual(['我是智能助理。', '您好，请问是王先生吗？']);
    expect(turn?.state.labels).toEqual(['问机器人']);
    expect(turn?.state.intentsHit).toEqual({ robot: 1 });
    expect(turn?.state.dialog.at(-3)).toMatchObject({ role: 'user', hits: [{ hit: '是否机器人' }] });
  });

  it('hang up after their answer, or jump to another flow', () => {
    const complaint = talk(script(), ['我要投诉你们']).at(-1);
    expect(said(complaint as Turn)).toEqual(['抱歉给您添麻烦了。']);
    expect(complaint?.state).toMatchObject({ finished: true, end: 'hangup' });
    expect(last(talk(script(), ['你详细说说']))).toEqual(['详情如下，再见。']);
  });

  it('transfer to the group they name, or to any idle agent without one', () => {
    const human = [{ id: 'g-human', intent: 'complaint', text: '马上为您转接。', after: 'transfer', acdGroupId: 7 }];
    expect(talk(script(human), ['投诉']).at(-1)?.transfer).toEqual({ acdGroupId: 7, labels: [] });
    const anyAgent = [{ id: 'g-human', intent: 'complaint', after: 'transfer' }];
    const turn = talk(script(anyAgent), ['投诉']).at(-1);
    expect(turn).toMatchObject({ finished: true, end: 'transfer', transfer: { labels: [] } });
  });

  it('that transfer name their own labels as the transfer’s, not those of the intent heard', () => {
    const intents = INTENTS.map((intent) => (intent.id === 'complaint' ? { ...intent, labels: ['投诉'] } : intent));
    const human = [{ id: 'g-human', intent: 'complaint', after: 'transfer', labels: ['投诉', '已转人工'] }];
    const document = documentWith(nodes, { intents, globalIntents: human as never });
    const turn = talk(compiled(document), ['我要投诉']).at(-1);
    expect(turn?.state.labels).toEqual(['投诉', '已转人工']);
    expect(turn?.transfer).toEqual({ labels: ['已转人工'] });
  });

  it('that name an unknown intent or repeat one are left out with a warning, and fail validation', () => {
    const document = documentWith(nodes, {
      intents: INTENTS,
      globalIntents: [
        { id: 'g1', intent: 'nothing', after: 'return' },
        { id: 'g2', intent: 'price', after: 'return' },
        { id: 'g3', intent: 'price', after: 'hangup' },
        { id: 'g4', intent: 'robot', after: 'jump', target: { flowId: 'nowhere' } },
      ] as never,
    });
    const compiledScript = compileScript({ document, knowledgeBases: [], dictionaries: [] });
    expect(compiledScript.warnings).toEqual(['全局意图「nothing」不存在，已忽略', '全局意图「price」重复，已忽略']);
    const problems = validateFlow(compiledScript.document).map((problem) => problem.message);
    expect(problems).toEqual(
      expect.arrayContaining([
        '全局意图「nothing」不存在',
        '全局意图「询问价格」重复',
        '全局意图「是否机器人」的跳转目标不存在',
      ]),
    );
  });

  it('make a flow reachable when they jump to it', () => {
    const document = compileScript({
      document: documentWith(nodes, {
        intents: INTENTS,
        globalIntents: globals as never,
        flows: [{ id: 'main', name: '主流程', start: 'hello', nodes }, detailsFlow] as never,
      }),
      knowledgeBases: [],
      dictionaries: [],
    }).document;
    expect(validateFlow(document).filter((problem) => problem.code === 'unreachable')).toEqual([]);
  });
});
