import {
  flow,
  hangup,
  hit,
  jump,
  listen,
  reached,
  rule,
  type ScriptTemplate,
  say,
  scriptDocument,
  sms,
  transfer,
} from './build.ts';
import {
  callIntents,
  commonGlobalIntents,
  commonIntents,
  expensiveIntent,
  hesitateIntent,
  humanIntent,
  notTheCustomer,
  proxyNodes,
  smsRequestIntent,
  WANTS,
} from './common-intents.ts';
import { PAYING_ASKED } from './question-intents.ts';

/**
 * 贷款营销: a lender's account manager offers an unsecured credit loan to people who asked about
 * loans on a partner site, qualifies them, and hands the ones with a need to a human manager.
 * Lines promise nothing an approval could not keep (rates are "from", amounts "up to") and warn
 * against fees asked in advance, as lending rules expect of such calls.
 */

const intents = [
  ...callIntents({ negate: { keywords: ['不缺钱', '不借', '不贷', '用不到'] } }),
  expensiveIntent('利息太高', {
    regex: ['(利息|利率|费用|点).{0,4}(太高|好高|不低|都高|那么高|高得|高多了)', '太高了', '(再|也)低也高'],
    keywords: ['利息高', '比银行高'],
    examples: [
      '你们这利息也太高了',
      '比银行贷款贵多了',
      '这个利率不划算',
      '每个月还这么多还不起',
      '利息算下来太吓人了',
    ],
  }),
  {
    id: 'price',
    name: '询问利率',
    regex: [...PAYING_ASKED, '(利息|利率|月供|费用)(是|要|大概)?多少', '(多少|几)(个点|钱)', '怎么(算|收)利息'],
    keywords: ['利息', '利率', '月供', '手续费', '年化', '几个点', '怎么还', '收费', '优惠'],
    examples: ['利息是怎么算的', '借十万一个月还多少', '有没有手续费', '年化利率是多少', '可以分几期还'],
  },
  {
    id: 'has_loan',
    name: '已有贷款',
    regex: ['(已经|早就).{0,4}(贷|借|办)(了|过|好)', '(有|在还)(房贷|车贷|贷款|网贷)'],
    keywords: ['已经贷了', '已经借了', '有贷款', '在还贷款', '办过了', '有信用卡'],
    examples: ['我已经在银行贷过了', '手上还有房贷在还', '前段时间刚办了一笔', '我有信用卡够用了', '公司有合作的银行'],
    labels: ['已有同类产品'],
  },
  ...commonIntents(),
  hesitateIntent,
  smsRequestIntent,
  humanIntent,
  {
    id: 'interested',
    name: '有贷款需求',
    regex: [
      `${WANTS}(想|要|需要|打算|准备)(贷|借|办|周转)`,
      `${WANTS}(缺|差)(点)?钱`,
      '能(贷|借)多少',
      // The next step agreed: 评估一下吧, 先测测, 那赶紧安排, 装修差个20万.
      `${WANTS}(评估|测|算)(一下|测|算)`,
      '(赶紧|尽快|马上)安排',
      '(急用|等钱用)',
      '差(个|了)?[\\d一二两三四五六七八九十几]+万',
    ],
    keywords: ['周转', '用钱', '缺钱', '资金', '额度', '想贷款', '想借钱', '感兴趣'],
    examples: ['最近生意上正好要用钱', '我想了解一下额度', '装修还差一笔钱', '能借多少啊', '资金有点紧张'],
    labels: ['有贷款需求'],
  },
];

const main = flow('main', '主流程', [
  say('opening', '开场白', '您好，我是鑫和金融的客户经理，打扰您一分钟。请问您是机主本人吗？', 'identity'),
  listen('identity', '确认身份', [...notTheCustomer(), ['affirm', 'intro'], ['unrecognised', 'intro']]),
  say(
    'intro',
    '产品介绍',
    '是这样的，我们针对有稳定工作或者经营流水的客户推出了一款信用贷款，不用抵押，最高可以申请三十万，年化利率百分之三点六起。想问下您最近有资金周转的需要吗？',
    'need',
  ),
  listen('need', '询问资金需求', [
    ['expensive', 'rate_jump'],
    ['price', 'rate_jump'],
    ['has_loan', 'has_loan', ['已有同类产品']],
    ['hesitate', 'consider'],
    ['sms_request', 'send_sms'],
    ['human', 'transfer'],
    ['interested', 'ask_need', ['有贷款需求']],
    ['negate', 'retain'],
    ['affirm', 'ask_need', ['有贷款需求']],
  ]),
  say('ask_need', '了解需求', '好的。方便问一下，您是上班族还是做生意的？大概需要多少额度呢？', 'need_answer'),
  listen('need_answer', '等待需求', [
    ['expensive', 'rate_jump'],
    ['price', 'rate_jump'],
    ['hesitate', 'consider'],
    ['human', 'transfer'],
    ['negate', 'retain'],
    // 「上班的，要十万左右」: whatever the answer, next is what applying takes.
    ['any', 'qualify'],
  ]),
  say(
    'qualify',
    '申请条件',
    '明白了。按您的情况，一般准备身份证和近半年的收入流水就可以申请，最快当天出审批结果。我请客户经理帮您免费评估一下额度，好吗？',
    'qualify_answer',
  ),
  listen('qualify_answer', '等待评估回答', [
    ['expensive', 'rate_jump'],
    ['price', 'rate_jump'],
    ['sms_request', 'send_sms'],
    ['hesitate', 'consider'],
    ['human', 'transfer'],
    ['interested', 'transfer'],
    ['negate', 'consider'],
    ['affirm', 'transfer'],
  ]),
  transfer('transfer', '转客户经理', '好的，我现在为您转接客户经理，帮您做个免费评估，请稍等。', [
    '有贷款需求',
    '已转人工',
  ]),
  say(
    'consider',
    '考虑中',
    '理解，借款要量力而行，多比较一下是对的。我把产品介绍和申请条件发到您手机上，您有需要再联系我们，好吗？',
    'sms_answer',
    ['考虑中'],
  ),
  listen('sms_answer', '是否发送资料', [
    ['refuse', 'bye_refuse'],
    ['human', 'transfer'],
    ['sms_request', 'send_sms'],
    ['negate', 'bye_decline'],
    ['affirm', 'send_sms'],
  ]),
  sms('send_sms', '发送产品资料', 'SMS_LOAN_INFO', 'bye_sms', ['已发资料']),
  hangup(
    'bye_sms',
    '发送后挂机',
    '产品资料已经发到您手机上了。请认准我们的官方渠道申请，放款前要求您先交钱的都不是我们的工作人员。祝您生活愉快，再见！',
  ),
  say(
    'retain',
    '挽留',
    '没关系，现在不需要也可以先了解一下，以后万一要用钱心里也有个底。我把产品资料发您手机上留着，好吗？',
    'sms_answer',
  ),
  say(
    'has_loan',
    '已有贷款',
    '明白，您已经有贷款了。我们这款利率比较低，有些客户会用它来置换利息高的贷款，能省下不少利息。您有兴趣了解一下吗？',
    'need',
  ),
  ...proxyNodes(),
  hangup('callback', '约回电', '好的，那先不打扰您了，我晚点再给您打过来，再见。', ['需要回电']),
  hangup('bye_wrong', '非本人挂机', '不好意思，打扰您了，祝您生活愉快，再见。'),
  hangup('bye_refuse', '拒绝挂机', '好的，非常抱歉打扰到您，以后不会再打扰您了，再见。', ['明确拒绝']),
  hangup('bye_decline', '无意向挂机', '好的，那就不打扰您了，以后有资金需要随时联系我们，再见。', ['暂无需求']),
  jump('rate_jump', '跳转利率说明', { flowId: 'rate' }),
]);

const rate = flow('rate', '利率说明', [
  say(
    'rate_say',
    '利率介绍',
    '我们的年化利率在百分之三点六到十八之间，具体看您的资质。比如借十万分十二期，按最低利率每个月还八千五左右，申请和评估都不收任何费用。您看要不要先免费评估一下额度？',
    'rate_answer',
    ['询问利率'],
  ),
  listen('rate_answer', '等待利率回答', [
    ['refuse', 'rate_bye'],
    ['expensive', 'objection'],
    ['hesitate', 'back_consider'],
    ['sms_request', 'back_consider'],
    ['human', 'back_transfer'],
    ['interested', 'back_transfer'],
    ['negate', 'objection'],
    ['affirm', 'back_transfer'],
  ]),
  say(
    'objection',
    '利息异议',
    '理解，利息确实是大家最关心的。实际利率要看评估结果，资质好的话可以拿到最低一档，而且随时可以提前还款。要不先让客户经理帮您免费测一下？',
    'objection_answer',
    ['价格敏感'],
  ),
  listen('objection_answer', '等待异议回答', [
    ['refuse', 'rate_bye'],
    ['expensive', 'back_consider'],
    ['hesitate', 'back_consider'],
    ['human', 'back_transfer'],
    ['interested', 'back_transfer'],
    ['negate', 'rate_bye'],
    ['affirm', 'back_transfer'],
  ]),
  jump('back_consider', '回到发送资料', { flowId: 'main', nodeId: 'consider' }),
  jump('back_transfer', '回到转客户经理', { flowId: 'main', nodeId: 'transfer' }),
  hangup('rate_bye', '利率挂机', '好的，理解。以后有资金需要的话，随时联系我们，再见。', ['暂无需求']),
]);

export const loan: ScriptTemplate = {
  name: '贷款营销',
  type: 1,
  industryType: 'finance',
  document: scriptDocument({
    intents,
    globalIntents: commonGlobalIntents({
      who: '我是鑫和金融的客户经理，这次是给咨询过贷款业务的客户做个回访。',
      robot: '我是鑫和金融的智能助理，有需要的话也可以帮您转接客户经理。',
      howNumber: '不好意思打扰您了。您的号码是之前在我们合作平台上咨询贷款业务时留下的，我们只是做个简单回访。',
      price: '我们的年化利率最低百分之七点二起，具体额度和利率要根据您的资质评估。',
    }),
    flows: [main, rate],
    gradeRules: [
      rule('a-transfer', 'A', reached('transfer')),
      rule('d-refuse', 'D', hit('refuse')),
      rule('d-decline', 'D', reached('bye_decline')),
      rule('d-rate', 'D', reached('rate_bye')),
      rule('b-hesitate', 'B', hit('hesitate')),
      rule('a-details', 'A', reached('rate_say'), reached('send_sms')),
      rule('b-interested', 'B', hit('interested')),
      rule('b-details', 'B', reached('send_sms')),
      rule('c-callback', 'C', reached('callback')),
      rule('c-wrong', 'C', reached('bye_wrong')),
    ],
  }),
};
