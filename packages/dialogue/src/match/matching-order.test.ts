import { describe, expect, it } from 'vitest';
import {
  compiled,
  documentWith,
  hangup,
  type Intent,
  listen,
  said,
  say,
  silence,
  steps,
  talk,
} from '../../test/documents.ts';
import type { Dictionary, KnowledgeBase } from '../types.ts';

/**
 * One listening node with a branch per intent, each to its own end, so the end reached tells
 * which intent won. Each test picks a line that only the step under test can match: the trace
 * shows every earlier step missed, and the step decided.
 */
const INTENTS: Intent[] = [
  { id: 'interested', name: '有意向', keywords: ['感兴趣'], examples: ['我想给孩子报个班'], labels: ['有意向'] },
  { id: 'price', name: '询问价格', keywords: ['多少钱', '学费'], examples: ['课程是怎么收的'] },
  { id: 'booking', name: '预约', regex: ['^约(周|星期)[一二三四五六日天]', 'VIP'], examples: ['帮我预约一下试听'] },
];

function script(
  extraBranches: [string, string][] = [],
  options: { knowledgeBases?: KnowledgeBase[]; dictionaries?: Dictionary[]; document?: Record<string, unknown> } = {},
) {
  const document = documentWith(
    [
      say('ask', '您对课程感兴趣吗？', 'l'),
      listen('l', [
        ['interested', 'yes'],
        ['affirm', 'ok'],
        ['negate', 'no'],
        ['price', 'price'],
        ['booking', 'book'],
        ...extraBranches,
      ]),
      hangup('yes', '有意向'),
      hangup('ok', '肯定'),
      hangup('no', '否定'),
      hangup('price', '问价'),
      hangup('book', '预约'),
      hangup('other', '任意'),
      hangup('huh', '未识别'),
      hangup('quiet', '沉默'),
    ],
    { intents: INTENTS, ...options.document },
  );
  return compiled(document, options.knowledgeBases, options.dictionaries);
}

/** The end reached (the hang-up's text) and the steps tried, for one line. */
function answer(line: string, compiledScript = script()) {
  const turn = talk(compiledScript, [line])[1];
  if (!turn) throw new Error('no turn');
  return { ended: said(turn).at(-1), steps: steps(turn), trace: turn.trace, turn };
}

describe('matching at a listening node', () => {
  it('1. a pattern decides first: the line also has an earlier branch’s keyword (可以)', () => {
    const result = answer('约周六可以吗');
    expect(result.ended).toBe('预约');
    expect(result.steps).toEqual(['regex:hit']);
    expect(result.trace[0]).toMatchObject({ intentId: 'booking', matched: '^约(周|星期)[一二三四五六日天]' });
  });

  it('1. patterns ignore case and see the normalised line (full-width, punctuation dropped)', () => {
    expect(answer('ＶＩＰ课，有吗？').ended).toBe('预约');
  });

  it('1. an invalid pattern is reported and skipped; the others still work', () => {
    const broken = script([], {
      document: {
        intents: INTENTS.map((intent) => (intent.id === 'booking' ? { ...intent, regex: ['(未闭合', '^约'] } : intent)),
      },
    });
    expect(broken.warnings).toEqual(['意图「预约」的正则表达式「(未闭合」无效，已忽略']);
    expect(answer('约一下', broken).ended).toBe('预约');
  });

  it('2. keywords: words of the line', () => {
    const result = answer('你们学费多少钱');
    expect(result.ended).toBe('问价');
    expect(result.steps).toEqual(['regex:miss', 'keyword:hit']);
    expect(result.trace[1]).toMatchObject({ intentId: 'price', matched: '多少钱' });
  });

  it('2. the longest keyword wins, whatever the branch order: 不需要 (否定) over 需要 (肯定)', () => {
    expect(answer('我不需要').ended).toBe('否定');
    expect(answer('好的感兴趣').ended).toBe('有意向');
  });

  it('0. a double negative is read as the yes it means, the reading in the trace', () => {
    const result = answer('也不是不可以');
    expect(result.ended).toBe('肯定');
    expect(result.trace[0]).toMatchObject({
      step: 'polarity',
      result: 'hit',
      note: '「也不是不可以」双重否定，按肯定理解',
    });
  });

  it('0. a question is no yes or no: 要不要 holds 不要, yet asks', () => {
    const asked = answer('试听要不要交钱');
    expect(asked.ended).not.toBe('否定');
    expect(asked.trace.at(-1)).toMatchObject({ step: 'unrecognised' });
    expect(answer('是我，你们学费多少钱？').ended).toBe('问价');
    expect(answer('是的，你说').ended).toBe('肯定');
  });

  it('2. keywords of equal length: the earlier branch wins', () => {
    // 可以 (肯定, second branch) and 学费 (问价, fourth branch) are both two characters.
    expect(answer('可以学费').ended).toBe('肯定');
  });

  const dictionary: Dictionary = { id: 5, name: '费用', terms: [{ term: '学费', synonyms: ['费用', '价钱'] }] };

  it('3. synonyms: a keyword through a linked dictionary, and only a linked one', () => {
    const linked = script([], { dictionaries: [dictionary], document: { dictionaryIds: [5] } });
    const result = answer('费用怎么算', linked);
    expect(result.ended).toBe('问价');
    expect(result.steps).toEqual(['regex:miss', 'keyword:miss', 'synonym:hit']);
    expect(result.trace[2]).toMatchObject({ intentId: 'price', matched: '费用', note: '近义于「学费」' });

    const unlinked = script([], { dictionaries: [dictionary] });
    expect(answer('费用怎么算', unlinked).ended).not.toBe('问价');
  });

  it('3. a knowledge base’s dictionary expands keywords too, also inside a longer keyword', () => {
    const base: KnowledgeBase = { id: 9, name: '问答', dictionaryIds: [5], questions: [] };
    const linked = script([], {
      knowledgeBases: [base],
      dictionaries: [dictionary],
      document: {
        knowledgeBaseIds: [9],
        intents: [{ id: 'price', keywords: ['每月学费'] }],
      },
    });
    expect(answer('每月价钱', linked).steps).toEqual(['regex:miss', 'keyword:miss', 'synonym:hit']);
  });

  it('4. similarity: an example by words, at or above the threshold', () => {
    const result = answer('想给孩子报个班');
    expect(result.ended).toBe('有意向');
    expect(result.steps).toEqual(['regex:miss', 'keyword:miss', 'synonym:miss', 'similarity:hit']);
    expect(result.trace[3]).toMatchObject({ intentId: 'interested', matched: '我想给孩子报个班', threshold: 0.6 });
    expect(result.trace[3]?.score).toBeGreaterThanOrEqual(0.6);
  });

  it('4. similarity below the threshold is a miss, with the best candidate explained', () => {
    const result = answer('孩子');
    expect(result.trace[3]).toMatchObject({ step: 'similarity', result: 'miss', intentId: 'interested', score: 0.4 });
    expect(result.ended).toBe('不好意思，我没听清楚，您能再说一遍吗？');
  });

  it('4. equal similarity: the earlier branch wins', () => {
    const same = script([], {
      document: {
        intents: [
          { id: 'interested', examples: ['想了解课程'] },
          { id: 'price', examples: ['想了解课程'] },
        ],
      },
    });
    expect(answer('想了解课程', same).ended).toBe('有意向');
  });

  it('4. a negated line does not match a plain example (and the other way round)', () => {
    // 「我不想给孩子报个班」 shares almost every word and syllable with the example.
    const result = answer('我不想给孩子报个班');
    expect(result.ended).toBe('不好意思，我没听清楚，您能再说一遍吗？');
    expect(result.trace.find((entry) => entry.step === 'similarity')).toEqual({
      nodeId: 'l',
      step: 'similarity',
      result: 'miss',
      threshold: 0.6,
    });
  });

  it('5. pinyin: an example heard through homophones (窝/我, 抱/报, 各/个)', () => {
    const result = answer('窝想给孩子抱各班');
    expect(result.ended).toBe('有意向');
    expect(result.steps).toEqual(['regex:miss', 'keyword:miss', 'synonym:miss', 'similarity:miss', 'pinyin:hit']);
    expect(result.trace[4]).toMatchObject({ intentId: 'interested', matched: '我想给孩子报个班', score: 1 });
  });

  it('5. pinyin: a keyword heard in the syllables (敢兴趣 for 感兴趣); the longer keyword wins', () => {
    const heard = answer('挺敢兴趣');
    expect(heard.ended).toBe('有意向');
    expect(heard.trace[4]).toMatchObject({ step: 'pinyin', matched: '感兴趣', note: '关键词读音' });
    expect(answer('不敢兴趣').ended).toBe('否定');
  });

  it('5. a keyword of one syllable is not matched by sound (有 is not 又)', () => {
    expect(answer('又').ended).toBe('不好意思，我没听清楚，您能再说一遍吗？');
  });

  const base: KnowledgeBase = {
    id: 3,
    name: '课程问答',
    dictionaryIds: [],
    questions: [
      {
        id: 31,
        question: '上课地点在哪里',
        similar: ['你们在哪里上课'],
        answers: [{ text: '在人民路88号。', audio: 'a.wav' }, { text: '人民路88号三楼。' }],
        interrupt: false,
      },
    ],
  };

  it('6. knowledge: answers, then repeats the prompt and stays at the node', () => {
    const withBase = script([], { knowledgeBases: [base], document: { knowledgeBaseIds: [3] } });
    const result = answer('你们在哪里上课呀', withBase);
    expect(result.steps).toEqual([
      'regex:miss',
      'keyword:miss',
      'synonym:miss',
      'similarity:miss',
      'pinyin:miss',
      'knowledge:hit',
    ]);
    expect(result.trace[5]).toMatchObject({ matched: '你们在哪里上课', note: '问题31', threshold: 0.6 });
    expect(result.turn.robot).toEqual([
      {
        nodeId: 'l',
        nodeName: '上课地点在哪里',
        text: '在人民路88号。',
        audio: 'a.wav',
        interruptible: false,
        source: 'knowledge',
      },
      { nodeId: 'ask', nodeName: '说ask', text: '您对课程感兴趣吗？', interruptible: true, source: 'repeat' },
    ]);
    expect(result.turn.state.at).toEqual({ flowId: 'main', nodeId: 'l' });
    expect(result.turn.finished).toBe(false);
  });

  it('6. knowledge: repeated hits of a question rotate through its answers', () => {
    const withBase = script([], { knowledgeBases: [base], document: { knowledgeBaseIds: [3] } });
    const turns = talk(withBase, ['上课地点在哪里', '你们在哪里上课', '上课地点在哪里']);
    expect(turns.slice(1).map((turn) => said(turn)[0])).toEqual([
      '在人民路88号。',
      '人民路88号三楼。',
      '在人民路88号。',
    ]);
    expect(turns.at(-1)?.state.knowledgeHits).toEqual({ 31: 3 });
  });

  it('6. knowledge: only bases the document links count', () => {
    expect(answer('你们在哪里上课呀', script([], { knowledgeBases: [base] })).steps).not.toContain('knowledge:hit');
  });

  it('6. knowledge comes after the intents: an intent keyword in a question still decides', () => {
    const withBase = script([], {
      knowledgeBases: [{ ...base, questions: [{ ...base.questions[0], question: '学费多少钱' } as never] }],
      document: { knowledgeBaseIds: [3] },
    });
    expect(answer('学费多少钱', withBase).ended).toBe('问价');
  });

  it('7. the any branch takes what nothing else matched', () => {
    const result = answer('今天天气不错', script([['any', 'other']]));
    expect(result.ended).toBe('任意');
    expect(result.steps.at(-1)).toBe('any:hit');
  });

  it('8. unrecognised: the unrecognised branch when the node has one', () => {
    const result = answer('今天天气不错', script([['unrecognised', 'huh']]));
    expect(result.ended).toBe('未识别');
    expect(result.steps.slice(-2)).toEqual(['any:miss', 'unrecognised:hit']);
    expect(result.turn.state.intentsHit).toEqual({ unrecognised: 1 });
  });

  it('8. unrecognised without a branch: the repeat line, staying; the robot gives up at maxUnrecognised', () => {
    const turns = talk(script([], { document: { settings: { maxUnrecognised: 2 } } }), ['今天天气不错', '随便说说']);
    expect(said(turns[1] as never)).toEqual(['不好意思，我没听清楚，您能再说一遍吗？']);
    expect(turns[1]?.state.at?.nodeId).toBe('l');
    const last = turns[2];
    expect(said(last as never)).toEqual(['不好意思，可能信号不太好，稍后再联系您，再见。']);
    expect(last?.end).toBe('gaveUp');
    expect(last?.trace.at(-1)).toMatchObject({ step: 'unrecognised', result: 'miss', note: '连续未识别2次，结束通话' });
  });

  it('8. a recognised turn resets the unrecognised count', () => {
    const compiledScript = script([], {
      knowledgeBases: [base],
      document: { knowledgeBaseIds: [3], settings: { maxUnrecognised: 2 } },
    });
    const turns = talk(compiledScript, ['今天天气不错', '你们在哪里上课', '随便说说']);
    expect(turns.at(-1)?.finished).toBe(false);
  });

  it('9. silence: the silence branch when the node has one', () => {
    const turn = talk(script([['silence', 'quiet']]), [silence])[1];
    expect(turn && said(turn)).toEqual(['沉默']);
    expect(turn && steps(turn)).toEqual(['silence:hit']);
  });

  it('9. silence without a branch: the silence line (not the repeat line) and the prompt again; gives up at maxSilences', () => {
    const turns = talk(script([], { document: { settings: { maxSilences: 3 } } }), [silence, silence, silence]);
    expect(said(turns[1] as never)).toEqual(['喂，您好，请问您还在听吗？', '您对课程感兴趣吗？']);
    expect(turns[2]?.finished).toBe(false);
    expect(turns[3]?.end).toBe('gaveUp');
    expect(said(turns[3] as never)).toEqual(['不好意思，可能信号不太好，稍后再联系您，再见。']);
  });

  it('9. the silence limit holds even with a silence branch: a quiet line must end', () => {
    const compiledScript = script([['silence', 'ask']], { document: { settings: { maxSilences: 2 } } });
    const turns = talk(compiledScript, [silence, silence]);
    expect(turns[1]?.finished).toBe(false);
    expect(turns[2]?.end).toBe('gaveUp');
  });

  it('9. a line with nothing left after normalising (noise, punctuation) is a silence', () => {
    const turn = talk(script(), [{ text: ' 。。， ' }])[1];
    expect(turn && steps(turn)).toEqual(['silence:miss']);
  });
});
