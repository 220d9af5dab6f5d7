import {
  BUILTIN_INTENTS,
  type FlowDocument,
  flowDocument,
  SCRIPT_INDUSTRIES,
  VARIABLE_REFERENCE,
  validateFlow,
} from '@console/contracts';
import {
  type CompiledScript,
  compileScript,
  respond,
  startDialogue,
  summarizeDialogue,
  type Turn,
} from '@console/dialogue';
import { describe, expect, it } from 'vitest';
import { labelsOf } from '../service.ts';
import { SCRIPT_TEMPLATES, type ScriptTemplate, templateNamed } from './index.ts';

/** What a template's customer says, turn by turn, and where the call must end. */
interface Conversation {
  lines: string[];
  grade: 'A' | 'B' | 'C' | 'D';
  end: 'transfer' | 'hangup';
  /** SMS template codes sent during the call. */
  sms?: string[];
  /** Nodes the call must pass, e.g. the details sub-flow. */
  via?: string[];
}

/**
 * For each template: the keen customer (A), the one who asks for the details first and agrees
 * (A, through the sub-flow), the hesitant one (B), the busy one (C) and the refusal (D).
 */
const CONVERSATIONS: Record<string, Record<string, Conversation>> = {
  房产电销: {
    keen: { lines: ['是的', '最近正好想买房', '自住，想要三居室', '可以啊'], grade: 'A', end: 'transfer' },
    details: { lines: ['你说', '多少钱一平', '还可以', '好的'], grade: 'A', end: 'transfer', via: ['price_say'] },
    hesitant: {
      lines: ['是我', '我再考虑考虑吧', '行你发吧'],
      grade: 'B',
      end: 'hangup',
      sms: ['SMS_HOUSE_INFO'],
    },
    busy: { lines: ['我在开车'], grade: 'C', end: 'hangup' },
    refusal: { lines: ['是我', '我不想买房', '别再打了'], grade: 'D', end: 'hangup' },
  },
  教育课程邀约: {
    keen: { lines: ['是的', '挺感兴趣的', '三年级，数学不太好', '好的'], grade: 'A', end: 'transfer' },
    details: {
      lines: ['对', '一节课多少钱', '能接受', '五年级', '可以'],
      grade: 'A',
      end: 'transfer',
      via: ['price_say'],
    },
    hesitant: {
      lines: ['是', '我回去跟孩子爸爸商量一下', '好的'],
      grade: 'B',
      end: 'hangup',
      sms: ['SMS_COURSE_INFO'],
    },
    busy: { lines: ['我现在在开会'], grade: 'C', end: 'hangup' },
    refusal: { lines: ['是的', '孩子已经报名了', '不需要', '不用了'], grade: 'D', end: 'hangup' },
  },
  保险续保回访: {
    keen: { lines: ['是我', '会续的', '没有变化', '可以'], grade: 'A', end: 'transfer' },
    details: {
      lines: ['嗯', '今年保费多少钱', '比去年贵啊', '那行'],
      grade: 'A',
      end: 'transfer',
      via: ['quote_say', 'objection'],
    },
    hesitant: {
      lines: ['对', '我再比较一下别家的', '行'],
      grade: 'B',
      end: 'hangup',
      sms: ['SMS_RENEWAL_INFO'],
    },
    busy: { lines: ['在忙，晚点说'], grade: 'C', end: 'hangup' },
    refusal: { lines: ['是的', '今年不续保了', '别打了'], grade: 'D', end: 'hangup' },
  },
  贷款营销: {
    keen: { lines: ['是我', '最近生意上正好要用钱', '做生意的，要二十万左右', '好的'], grade: 'A', end: 'transfer' },
    details: {
      lines: ['是的', '利息怎么算', '可以，帮我评估一下'],
      grade: 'A',
      end: 'transfer',
      via: ['rate_say'],
    },
    hesitant: {
      lines: ['嗯', '我先考虑一下', '发吧'],
      grade: 'B',
      end: 'hangup',
      sms: ['SMS_LOAN_INFO'],
    },
    busy: { lines: ['没时间'], grade: 'C', end: 'hangup' },
    refusal: { lines: ['是我', '你们怎么知道我电话的', '不缺钱', '不用了'], grade: 'D', end: 'hangup' },
  },
  会议邀约: {
    keen: {
      lines: ['是我', '可以啊我去看看', '就我一个'],
      grade: 'A',
      end: 'hangup',
      sms: ['SMS_MEETING_INFO'],
      via: ['confirm'],
    },
    details: {
      lines: ['对', '会议都讲些什么', '八百块也太贵了', '好的', '我们公司来五个人'],
      grade: 'A',
      end: 'transfer',
      via: ['agenda', 'objection'],
    },
    hesitant: {
      lines: ['是的', '我先看看日程再说吧', '好'],
      grade: 'B',
      end: 'hangup',
      sms: ['SMS_MEETING_INFO'],
    },
    busy: { lines: ['我正在开车'], grade: 'C', end: 'hangup' },
    refusal: { lines: ['是的', '不去', '别再打了'], grade: 'D', end: 'hangup' },
  },
  物流派送通知: {
    keen: { lines: ['是我', '有人在家'], grade: 'A', end: 'hangup', sms: ['SMS_DELIVERY_INFO'], via: ['confirm'] },
    details: {
      lines: ['嗯', '要付钱吗', '行，送过来吧'],
      grade: 'A',
      end: 'hangup',
      sms: ['SMS_DELIVERY_INFO'],
      via: ['fee_say', 'confirm'],
    },
    hesitant: { lines: ['对', '要付钱吗', '我先问问寄件人再说吧'], grade: 'B', end: 'hangup', via: ['fee_hold'] },
    busy: { lines: ['我在开会'], grade: 'C', end: 'hangup' },
    refusal: { lines: ['是的', '运费是多少', '我不要了'], grade: 'D', end: 'hangup', via: ['fee_bye'] },
  },
};

const documentOf = (template: ScriptTemplate): FlowDocument => flowDocument.parse(template.document);
const nodesOf = (document: FlowDocument) => document.flows.flatMap((flow) => flow.nodes);
const samplesOf = (document: FlowDocument) =>
  Object.fromEntries(document.variables.map((variable) => [variable.name, variable.sample]));

function talk(script: CompiledScript, lines: string[]): Turn[] {
  const turns = [startDialogue(script, samplesOf(script.document))];
  for (const text of lines) {
    const last = turns.at(-1) as Turn;
    expect(last.finished, `the call ended before 「${text}」`).toBe(false);
    turns.push(respond(script, last.state, { text }));
  }
  return turns;
}

const scripts = new Map(
  SCRIPT_TEMPLATES.map((template) => [
    template.name,
    compileScript({ document: template.document, knowledgeBases: [], dictionaries: [] }),
  ]),
);

describe('the platform script templates', () => {
  it('are six, with distinct names, from the industry catalogue, at least one of them dynamic', () => {
    expect(SCRIPT_TEMPLATES.map((template) => template.name)).toEqual(Object.keys(CONVERSATIONS));
    const industries = SCRIPT_INDUSTRIES.map((industry) => industry.industryType as string);
    for (const template of SCRIPT_TEMPLATES) expect(industries).toContain(template.industryType);
    expect(SCRIPT_TEMPLATES.some((template) => template.type === 2)).toBe(true);
  });

  it.each(SCRIPT_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s is a valid document of 10 to 35 nodes that compiles without warnings',
    (_, template) => {
      const document = documentOf(template);
      expect(validateFlow(document)).toEqual([]);
      expect(nodesOf(document).length).toBeGreaterThanOrEqual(10);
      expect(nodesOf(document).length).toBeLessThanOrEqual(35);
      expect(scripts.get(template.name)?.warnings).toEqual([]);
    },
  );

  it.each(SCRIPT_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s has the parts of a real script: transfer, SMS, a sub-flow, intents, labels, grades A–D',
    (_, template) => {
      const document = documentOf(template);
      const kinds = new Set(nodesOf(document).map((node) => node.kind));
      expect([...kinds].sort()).toEqual(['hangup', 'jump', 'listen', 'say', 'sms', 'transfer']);
      expect(document.flows.length).toBeGreaterThanOrEqual(2);
      for (const node of nodesOf(document)) {
        if (node.kind === 'sms') expect(node.templateCode).toMatch(/^SMS_[A-Z_]+$/);
      }
      const custom = document.intents.filter((intent) => !Object.hasOwn(BUILTIN_INTENTS, intent.id));
      expect(custom.length).toBeGreaterThanOrEqual(5);
      for (const intent of custom) {
        expect(intent.regex.length, intent.name).toBeGreaterThan(0);
        expect(intent.keywords.length, intent.name).toBeGreaterThan(0);
        expect(intent.examples.length, intent.name).toBeGreaterThanOrEqual(5);
      }
      expect(labelsOf(document)).toEqual(expect.arrayContaining(['价格敏感', '需要回电', '考虑中', '不方便接听']));
      expect(new Set(document.gradeRules.map((rule) => rule.grade))).toEqual(new Set(['A', 'B', 'C', 'D']));
      expect(document.settings.defaultGrade).toBe('C');
    },
  );

  it('a dynamic template declares its variables and uses them in its lines; a plain one uses none', () => {
    for (const template of SCRIPT_TEMPLATES) {
      const document = documentOf(template);
      const used = new Set(
        nodesOf(document).flatMap((node) =>
          'text' in node ? [...node.text.matchAll(VARIABLE_REFERENCE)].map(([, name]) => name) : [],
        ),
      );
      if (template.type === 2) {
        expect(used, template.name).toContain('客户姓名');
        expect(document.variables.map((variable) => variable.name).sort()).toEqual([...used].sort());
        for (const variable of document.variables) expect(variable.sample, variable.name).not.toBe('');
      } else {
        expect(used.size, template.name).toBe(0);
      }
    }
  });
});

describe('talking to each template through the dialogue engine', () => {
  const cases = Object.entries(CONVERSATIONS).flatMap(([name, conversations]) =>
    Object.entries(conversations).map(([kind, conversation]) => [name, kind, conversation] as const),
  );

  it.each(cases)('%s: the %s customer', (name, _, conversation) => {
    const script = scripts.get(name) as CompiledScript;
    const turns = talk(script, conversation.lines);
    const last = turns.at(-1) as Turn;
    const summary = summarizeDialogue(script, last.state);
    // Every line was understood: by an intent, or by the node's any branch where it takes anything.
    for (const turn of turns.slice(1)) {
      expect(turn.trace.at(-1)?.step, JSON.stringify(turn.trace)).not.toBe('unrecognised');
    }
    expect(last.end).toBe(conversation.end);
    expect(summary.grade).toBe(conversation.grade);
    expect(turns.flatMap((turn) => turn.sms ?? [])).toEqual(conversation.sms ?? []);
    for (const nodeId of conversation.via ?? []) expect(summary.nodesReached).toContain(nodeId);
    // The 识别详情 dialog: the robot's lines with their node names, the customer's with their hits.
    expect(summary.dialog.filter((item) => item.role === 'user').map((item) => item.text)).toEqual(conversation.lines);
    for (const label of summary.labels) expect(labelsOf(script.document)).toContain(label);
  });

  it('a dynamic template speaks the row’s variables', () => {
    const script = scripts.get('物流派送通知') as CompiledScript;
    const [opening, notice] = talk(script, ['是我']);
    expect(opening?.robot.map((line) => line.text)).toEqual(['您好，请问是王女士吗？我这边是云程快递的。']);
    expect(notice?.robot.map((line) => line.text)).toEqual([
      '您有一个尾号3721的包裹，预计今天下午三点到五点送到，请问到时候家里有人签收吗？',
    ]);
  });

  it('「不想买房」 is a no although it holds 想买房; 「不用发了」 is a no although it holds 发', () => {
    const script = scripts.get(templateNamed('房产电销').name) as CompiledScript;
    const turns = talk(script, ['是的', '我不想买房', '不用发了']);
    expect(turns[2]?.trace.find((step) => step.result === 'hit')).toMatchObject({ intentId: 'negate' });
    expect(turns[3]?.trace.find((step) => step.result === 'hit')).toMatchObject({ intentId: 'negate' });
    expect(summarizeDialogue(script, (turns.at(-1) as Turn).state).grade).toBe('D');
  });

  it('every objection is answered at the first question of every template', () => {
    const objections = { busy: '我在忙', how_number: '你们怎么知道我电话号码的', expensive: '太贵了' };
    /** 已经有了, as each trade's customer says it. */
    const already: Record<string, [intentId: string, line: string]> = {
      房产电销: ['owned', '我已经买了'],
      教育课程邀约: ['enrolled', '孩子已经报名了'],
      保险续保回访: ['switched', '我已经在别家续好了'],
      贷款营销: ['has_loan', '我已经在银行贷过了'],
      会议邀约: ['registered', '我已经报过名了'],
      物流派送通知: ['received', '已经收到了'],
    };
    for (const template of SCRIPT_TEMPLATES) {
      const script = scripts.get(template.name) as CompiledScript;
      for (const [intentId, line] of [...Object.entries(objections), already[template.name] as [string, string]]) {
        const turns = talk(script, ['是的', line]);
        expect(
          turns[2]?.trace.find((step) => step.result === 'hit'),
          `${template.name} ${line}`,
        ).toMatchObject({
          intentId,
        });
      }
    }
  });
});
