import { validateFlow } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { said, silence, talk } from '../test/documents.ts';
import { educationDocument, educationSources, educationVariables } from '../test/education-script.ts';
import { compileScript, summarizeDialogue } from './index.ts';

const script = compileScript(educationSources());

/** The whole booking conversation, with `interest` as the answer to 您感兴趣吗. */
function booking(interest: string) {
  const turns = talk(script, ['是的', interest, '三年级', '周六上午吧'], educationVariables);
  const last = turns.at(-1);
  if (!last) throw new Error('no turn');
  return { turns, last, summary: summarizeDialogue(script, last.state) };
}

/** Which step decided the customer's second line (the answer to 您感兴趣吗). */
const decidingStep = (turns: ReturnType<typeof booking>['turns']) =>
  turns[2]?.trace.findLast((entry) => entry.result === 'hit');

describe('the 教育课程邀约 script', () => {
  it('is a valid document with 15+ nodes, and compiles without warnings', () => {
    const document = educationDocument();
    expect(validateFlow(document)).toEqual([]);
    expect(document.flows.flatMap((flow) => flow.nodes).length).toBeGreaterThanOrEqual(15);
    expect(script.warnings).toEqual([]);
  });

  it('books a trial lesson: grade A, SMS sent, labels, variables', () => {
    const { turns, last, summary } = booking('挺感兴趣的');
    expect(said(turns[0] as never)).toEqual(['您好，请问是王家长吗？我是启航教育的课程顾问。']);
    expect(last.sms).toEqual(['TRIAL_INVITE']);
    expect(last.end).toBe('hangup');
    expect(summary.grade).toBe('A');
    expect(summary.labels).toEqual(['已介绍', '意向分支', '有意向', '已预约']);
  });

  it('a phrase that matches only through the similar-word dictionary (心动 for 感兴趣) reaches grade A', () => {
    const { turns, summary } = booking('听着还挺心动');
    expect(decidingStep(turns)).toMatchObject({ step: 'synonym', intentId: 'interested', matched: '心动' });
    expect(summary.grade).toBe('A');
  });

  it('a phrase that matches only through pinyin (敢兴趣 for 感兴趣) reaches grade A', () => {
    const { turns, summary } = booking('我挺敢兴趣的');
    expect(decidingStep(turns)).toMatchObject({ step: 'pinyin', intentId: 'interested', matched: '感兴趣' });
    expect(summary.grade).toBe('A');
  });

  it('answers knowledge questions and returns to the question it asked', () => {
    const turns = talk(script, ['是的', '你们在哪里上课啊', '老师怎么样', '老师是什么水平'], educationVariables);
    expect(said(turns[2] as never)).toEqual([
      '我们在人民路88号教育大厦三楼，地铁站出来就到。',
      '我们最近有一节免费的数学试听课，想邀请孩子来体验一下，您感兴趣吗？',
    ]);
    expect(said(turns[3] as never)[0]).toBe('我们的老师都有教师资格证，平均教龄八年以上。');
    expect(said(turns[4] as never)[0]).toBe('老师都经过严格筛选，教学经验丰富。');
    expect(turns[4]?.state.at?.nodeId).toBe('ask_interest');
  });

  it('the knowledge base’s dictionary counts (号码 for 电话); an unlinked base or dictionary does not', () => {
    const turns = talk(script, ['是的', '你怎么知道我的号码', '你们周末营业吗', '客服小姐姐'], educationVariables);
    expect(turns[2]?.trace.at(-1)).toMatchObject({ step: 'knowledge', result: 'hit', note: '问题103' });
    expect(turns[3]?.trace.at(-1)).toMatchObject({ step: 'unrecognised' });
    expect(turns[4]?.trace.at(-1)).toMatchObject({ step: 'unrecognised' });
  });

  it('asking the price jumps into the price sub-flow and back to the main flow', () => {
    const turns = talk(script, ['是的', '学费怎么算', '可以啊', '三年级'], educationVariables);
    expect(said(turns[2] as never)).toEqual(['正式课程每节课150元，试听课是免费的。您想先来试听一下吗？']);
    expect(turns[2]?.state.at).toEqual({ flowId: 'price', nodeId: 'price_listen' });
    expect(said(turns[3] as never)).toEqual(['请问孩子现在上几年级了？']);
    expect(turns[3]?.state.at).toEqual({ flowId: 'main', nodeId: 'listen_grade' });
    expect(turns[3]?.state.labels).toContain('问过价格');
  });

  it('transfers to a course adviser on request', () => {
    const last = talk(script, ['是的', '不需要', '我要找人工'], educationVariables).at(-1);
    expect(last?.end).toBe('transfer');
    expect(last?.transfer).toEqual({ acdGroupId: 7, labels: [] });
  });

  it('a refusal ends politely with grade E', () => {
    const last = talk(script, ['是的', '别打了'], educationVariables).at(-1);
    expect(last?.end).toBe('hangup');
    expect(summarizeDialogue(script, last?.state as never)).toMatchObject({
      grade: 'E',
      labels: ['已介绍', '拒绝', '已拒绝'],
    });
  });

  it('gives up after two silences at the first question', () => {
    const last = talk(script, [silence, silence], educationVariables).at(-1);
    expect(last?.end).toBe('gaveUp');
    expect(summarizeDialogue(script, last?.state as never).grade).toBe('F');
  });

  it('a long hesitant call reaches grade D by its duration', () => {
    const turns = talk(
      script,
      [
        { text: '是的', atMs: 8000 },
        { text: '你们在哪里上课', atMs: 15_000 },
        { text: '嗯那个', atMs: 25_000 },
      ],
      educationVariables,
    );
    expect(summarizeDialogue(script, turns.at(-1)?.state as never).grade).toBe('D');
  });
});
