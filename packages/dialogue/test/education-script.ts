import {
  BUILTIN_INTENT_PHRASES,
  BUILTIN_INTENTS,
  type BuiltinIntentId,
  FLOW_SCHEMA_VERSION,
  type FlowDocument,
  flowDocument,
} from '@console/contracts';
import type { ScriptSources } from '../src/index.ts';
import type { Dictionary, KnowledgeBase } from '../src/types.ts';

/**
 * A realistic script: a training school invites a parent to a free trial lesson (教育课程邀约).
 * Main flow: identity, interest, grade, time, SMS with the address, booking; a retention line,
 * a transfer to a course adviser, and a price sub-flow reached by a jump. One dictionary is linked
 * by the document, one by the knowledge base; a third dictionary and a second base are given but
 * not linked, and must not count.
 */
const say = (id: string, name: string, text: string, next: string, labels: string[] = []) => ({
  id,
  kind: 'say' as const,
  name,
  text,
  next,
  labels,
});
const hangup = (id: string, name: string, text: string, labels: string[] = []) => ({
  id,
  kind: 'hangup' as const,
  name,
  text,
  labels,
});
const listen = (id: string, name: string, branches: [intent: string, target: string, labels?: string[]][]) => ({
  id,
  kind: 'listen' as const,
  name,
  branches: branches.map(([intent, target, labels = []]) => ({ id: `${id}-${intent}`, intent, target, labels })),
});

const builtins = (Object.keys(BUILTIN_INTENTS) as BuiltinIntentId[]).map((id) => ({
  id,
  name: BUILTIN_INTENTS[id],
  ...BUILTIN_INTENT_PHRASES[id],
}));

export function educationDocument(): FlowDocument {
  return flowDocument.parse({
    schemaVersion: FLOW_SCHEMA_VERSION,
    settings: { maxSilences: 2, maxUnrecognised: 3, defaultGrade: 'F' },
    variables: [
      { name: '姓名', description: '家长姓名' },
      { name: '机构', description: '机构名称' },
      { name: '科目', description: '试听科目' },
    ],
    intents: [
      ...builtins,
      {
        id: 'interested',
        name: '有意向',
        regex: ['^(想|要)(去|来)?试听'],
        keywords: ['感兴趣', '有兴趣', '想了解'],
        examples: ['我想给孩子报个班', '可以带孩子来试听一下'],
        labels: ['有意向'],
      },
      {
        id: 'price',
        name: '询问价格',
        keywords: ['多少钱', '收费', '学费'],
        examples: ['课程是怎么收的'],
      },
      { id: 'busy', name: '在忙', keywords: ['在忙', '开车', '开会'], examples: ['我现在没空'] },
      { id: 'weekend', name: '周末时间', keywords: ['周六', '周日', '星期六', '星期天'] },
      { id: 'human', name: '转人工', keywords: ['人工', '真人'], labels: ['要求人工'] },
    ],
    flows: [
      {
        id: 'main',
        name: '主流程',
        start: 'opening',
        nodes: [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is how a script line names a variable
          say('opening', '开场白', '您好，请问是${姓名}家长吗？我是${机构}的课程顾问。', 'ask_identity'),
          listen('ask_identity', '确认身份', [
            ['affirm', 'intro'],
            ['negate', 'wrong_person'],
            ['refuse', 'refuse_bye', ['拒绝']],
          ]),
          say(
            'intro',
            '介绍试听',
            // biome-ignore lint/suspicious/noTemplateCurlyInString: ${name} is how a script line names a variable
            '我们最近有一节免费的${科目}试听课，想邀请孩子来体验一下，您感兴趣吗？',
            'ask_interest',
            ['已介绍'],
          ),
          listen('ask_interest', '询问意向', [
            ['interested', 'ask_grade', ['意向分支']],
            ['affirm', 'ask_grade'],
            ['price', 'price_jump'],
            ['busy', 'callback'],
            ['negate', 'retain'],
            ['refuse', 'refuse_bye', ['拒绝']],
            ['human', 'transfer_adviser'],
          ]),
          say('ask_grade', '询问年级', '请问孩子现在上几年级了？', 'listen_grade'),
          listen('listen_grade', '等待年级', [['any', 'book_time']]),
          say('book_time', '预约时间', '好的，这周六上午或者周日下午都有试听名额，您看哪个时间方便？', 'listen_time'),
          listen('listen_time', '等待时间', [
            ['weekend', 'send_sms'],
            ['affirm', 'send_sms'],
            ['negate', 'callback'],
            ['silence', 'book_time'],
          ]),
          { id: 'send_sms', kind: 'sms', name: '发送地址短信', templateCode: 'TRIAL_INVITE', next: 'confirm' },
          say('confirm', '预约成功', '已经给您发了试听课的地址短信，到时候见，再见！', 'bye_booked', ['已预约']),
          hangup('bye_booked', '预约挂机', ''),
          say(
            'retain',
            '挽留',
            '理解的，试听是完全免费的，也可以先了解一下孩子的薄弱点，您看可以吗？',
            'listen_retain',
          ),
          listen('listen_retain', '等待挽留回答', [
            ['affirm', 'ask_grade'],
            ['negate', 'bye_polite'],
            ['human', 'transfer_adviser'],
            ['unrecognised', 'bye_polite'],
          ]),
          hangup('bye_polite', '礼貌挂机', '好的，不打扰您了，祝您生活愉快，再见。'),
          hangup('wrong_person', '打错挂机', '不好意思打扰了，再见。'),
          hangup('refuse_bye', '拒绝挂机', '非常抱歉打扰您了，再见。', ['已拒绝']),
          say('callback', '约回电', '好的，那我稍后再联系您。', 'bye_callback', ['待回电']),
          hangup('bye_callback', '回电挂机', '再见。'),
          {
            id: 'transfer_adviser',
            kind: 'transfer',
            name: '转课程顾问',
            text: '好的，马上为您转接课程老师，请稍等。',
            acdGroupId: 7,
          },
          { id: 'price_jump', kind: 'jump', name: '跳转价格说明', target: { flowId: 'price' } },
        ],
      },
      {
        id: 'price',
        name: '价格说明',
        start: 'price_say',
        nodes: [
          say('price_say', '价格介绍', '正式课程每节课150元，试听课是免费的。您想先来试听一下吗？', 'price_listen', [
            '问过价格',
          ]),
          listen('price_listen', '等待价格回答', [
            ['affirm', 'back_main'],
            ['interested', 'back_main'],
            ['negate', 'price_bye'],
          ]),
          { id: 'back_main', kind: 'jump', name: '回到主流程', target: { flowId: 'main', nodeId: 'ask_grade' } },
          hangup('price_bye', '价格挂机', '好的，有需要随时联系我们，再见。'),
        ],
      },
    ],
    knowledgeBaseIds: [1],
    dictionaryIds: [1],
    gradeRules: [
      {
        id: 'a',
        grade: 'A',
        conditions: [
          { kind: 'intentHit', intentId: 'interested' },
          { kind: 'nodeReached', nodeId: 'send_sms' },
        ],
      },
      { id: 'b', grade: 'B', conditions: [{ kind: 'intentHit', intentId: 'interested' }] },
      { id: 'c', grade: 'C', conditions: [{ kind: 'keyword', words: ['考虑一下', '再说吧'] }] },
      { id: 'e', grade: 'E', conditions: [{ kind: 'intentHit', intentId: 'refuse' }] },
      {
        id: 'd',
        grade: 'D',
        conditions: [
          { kind: 'nodeReached', nodeId: 'intro' },
          { kind: 'turns', min: 2 },
          { kind: 'duration', minSeconds: 20 },
        ],
      },
    ],
  });
}

export const educationDictionaries: Dictionary[] = [
  {
    id: 1,
    name: '意向近义词',
    terms: [
      { term: '感兴趣', synonyms: ['心动', '有想法'] },
      { term: '学费', synonyms: ['费用', '价钱'] },
    ],
  },
  { id: 2, name: '联系方式', terms: [{ term: '电话', synonyms: ['号码', '手机号'] }] },
  // Not linked by the document nor by a linked base.
  { id: 3, name: '未关联词典', terms: [{ term: '人工', synonyms: ['客服小姐姐'] }] },
];

export const educationKnowledgeBases: KnowledgeBase[] = [
  {
    id: 1,
    name: '课程咨询',
    dictionaryIds: [2],
    questions: [
      {
        id: 101,
        question: '上课地点在哪里',
        similar: ['你们在哪里上课', '校区地址在哪', '离我家远不远'],
        answers: [{ text: '我们在人民路88号教育大厦三楼，地铁站出来就到。', audio: 'kb-101.wav' }],
        interrupt: true,
        category: '地址',
      },
      {
        id: 102,
        question: '老师是什么水平',
        similar: ['老师怎么样', '老师有没有教师资格证'],
        answers: [
          { text: '我们的老师都有教师资格证，平均教龄八年以上。' },
          { text: '老师都经过严格筛选，教学经验丰富。' },
        ],
        interrupt: false,
      },
      {
        id: 103,
        question: '你们是怎么拿到我电话的',
        similar: ['你怎么知道我的电话'],
        answers: [{ text: '您之前在我们的活动页面留过信息，打扰到您非常抱歉。' }],
        interrupt: true,
      },
      {
        id: 104,
        question: '一个班有多少个学生',
        similar: ['班里几个孩子'],
        answers: [{ text: '我们是小班教学，一个班不超过八个孩子。' }],
        interrupt: true,
      },
    ],
  },
  // Not linked by the document.
  {
    id: 2,
    name: '未关联知识库',
    dictionaryIds: [3],
    questions: [
      { id: 201, question: '你们周末营业吗', similar: [], answers: [{ text: '周末正常营业。' }], interrupt: true },
    ],
  },
];

export function educationSources(): ScriptSources {
  return {
    document: educationDocument(),
    knowledgeBases: educationKnowledgeBases,
    dictionaries: educationDictionaries,
  };
}

export const educationVariables = { 姓名: '王', 机构: '启航教育', 科目: '数学' };
