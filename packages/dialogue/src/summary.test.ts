import { describe, expect, it } from 'vitest';
import { compiled, documentWith, hangup, listen, say, silence, talk } from '../test/documents.ts';
import { summarizeDialogue } from './index.ts';

const script = compiled(
  documentWith(
    [
      say('ask', '您对课程感兴趣吗？', 'l', { labels: ['开场'] }),
      listen('l', [
        ['interested', 'more', ['意向分支', '开场']],
        ['negate', 'bye', ['否定分支']],
      ]),
      say('more', '那我给您发个地址。', 'l2', { labels: ['已介绍'] }),
      listen('l2', [['negate', 'bye', ['否定分支']]]),
      hangup('bye', '再见。', ['结束']),
    ],
    {
      intents: [{ id: 'interested', name: '有意向', keywords: ['感兴趣'], labels: ['有意向', '意向分支'] }],
      knowledgeBaseIds: [1],
    },
  ),
  [
    {
      id: 1,
      name: '问答',
      dictionaryIds: [],
      questions: [{ id: 7, question: '你们在哪里', similar: [], answers: [{ text: '人民路。' }], interrupt: true }],
    },
  ],
);

describe('the summary of a dialogue', () => {
  const turns = talk(script, [
    { text: '你们在哪里', atMs: 4000 },
    { silence: true, atMs: 9000 },
    { text: '我挺感兴趣的', atMs: 12_000 },
    { text: '天气不错', atMs: 15_000 },
    { text: '不需要了', atMs: 21_500 },
  ]);
  const summary = summarizeDialogue(script, turns.at(-1)?.state as never);

  it('labels: nodes reached, branches taken and intents hit, first-seen order, once each', () => {
    expect(summary.labels).toEqual(['开场', '意向分支', '有意向', '已介绍', '否定分支', '结束']);
  });

  it('counts, nodes and duration', () => {
    expect(summary.turns).toBe(4);
    expect(summary.durationSeconds).toBe(21.5);
    expect(summary.intentsHit).toEqual({ silence: 1, interested: 1, unrecognised: 1, negate: 1 });
    expect(summary.nodesReached).toEqual(['ask', 'l', 'more', 'l2', 'bye']);
    expect(summary.grade).toBe('F');
  });

  it('the dialog in the 识别详情 shape; a silence is a customer item with empty text', () => {
    expect(summary.dialog).toEqual([
      { role: 'robot', nodeName: '说ask', text: '您对课程感兴趣吗？', nodeStartTime: 0 },
      { role: 'user', text: '你们在哪里', hits: [{ hit: '你们在哪里' }], userSpeakingTime: 4000 },
      { role: 'robot', nodeName: '你们在哪里', text: '人民路。', nodeStartTime: 4000 },
      { role: 'robot', nodeName: '说ask', text: '您对课程感兴趣吗？', nodeStartTime: 4000 },
      { role: 'user', text: '', hits: [], userSpeakingTime: 9000 },
      { role: 'robot', nodeName: '听l', text: '喂，您好，请问您还在听吗？', nodeStartTime: 9000 },
      { role: 'robot', nodeName: '说ask', text: '您对课程感兴趣吗？', nodeStartTime: 9000 },
      { role: 'user', text: '我挺感兴趣的', hits: [{ hit: '说more' }], userSpeakingTime: 12_000 },
      { role: 'robot', nodeName: '说more', text: '那我给您发个地址。', nodeStartTime: 12_000 },
      { role: 'user', text: '天气不错', hits: [], userSpeakingTime: 15_000 },
      { role: 'robot', nodeName: '听l2', text: '不好意思，我没听清楚，您能再说一遍吗？', nodeStartTime: 15_000 },
      { role: 'user', text: '不需要了', hits: [{ hit: '挂bye' }], userSpeakingTime: 21_500 },
      { role: 'robot', nodeName: '挂bye', text: '再见。', nodeStartTime: 21_500 },
    ]);
  });

  it('is a copy: changing it leaves the state alone', () => {
    const state = turns.at(-1)?.state;
    summary.dialog.pop();
    summary.labels.pop();
    expect(state?.dialog).toHaveLength(13);
    expect(state?.labels).toHaveLength(6);
  });

  it('before the customer says anything', () => {
    const start = talk(script, [])[0];
    expect(summarizeDialogue(script, start?.state as never)).toMatchObject({
      turns: 0,
      durationSeconds: 0,
      labels: ['开场'],
    });
    expect(silence).toEqual({ silence: true });
  });
});
