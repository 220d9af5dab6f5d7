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
  variable,
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
 * 保险续保回访: an insurer's service desk reminds policy holders of a policy about to lapse,
 * checks that their details still hold, and hands those who want to renew to a renewal
 * specialist. A dynamic script: each number's row names the customer, the cover and its end.
 */

const customer = variable('客户姓名');
const cover = variable('险种');
const due = variable('到期日期');

const intents = [
  ...callIntents({ negate: { keywords: ['不续了', '不续保', '不保了', '不打算续'] } }),
  expensiveIntent('价格太贵', {
    regex: ['(保费|价格|费用).{0,2}(太高|好高|涨了)', '比.{0,6}(贵|高)'],
    keywords: ['涨价了', '比去年贵', '别家便宜'],
    examples: ['怎么比去年还贵了', '别的保险公司报价更低', '保费太高了', '这个价格不太划算', '今年手头紧交不起'],
  }),
  {
    id: 'price',
    name: '询问保费',
    regex: [...PAYING_ASKED, '(多少|几)钱', '(保费|价格|费用)(是|要|大概)?多少', '(报|出)个?价', '怎么(收费|算)'],
    keywords: ['保费', '价格', '报价', '多少钱', '优惠', '折扣', '交多少'],
    examples: ['今年续保要多少钱', '保费跟去年比怎么样', '有没有什么优惠', '先报个价给我', '续保能打几折'],
  },
  {
    id: 'switched',
    name: '已在别家投保',
    regex: ['(已经|早就).{0,4}(续|买|投|保)(了|过|好)', '(换|转)(到|去)?(别家|其他|别的)'],
    keywords: ['已经续了', '已经买了', '续好了', '在别家', '换了一家', '别的公司买了'],
    examples: ['我已经在别家买好了', '上个月就续过了', '今年换了一家保险公司', '车已经卖了不用保了', '单位统一给买了'],
    labels: ['已有同类产品'],
  },
  {
    id: 'changed',
    name: '信息有变化',
    regex: ['(?<![没不])(换|改|变)了?(号码|手机|地址|车|车牌)', '(搬家|过户|卖车)'],
    keywords: ['有变化', '变了', '换了', '改了', '搬家了', '换车了'],
    examples: ['我去年换了手机号', '地址有变化', '车换了一辆', '我们搬家了', '车牌号改了'],
  },
  {
    id: 'unchanged',
    name: '信息没变化',
    regex: ['(没|没有|不)(变|换|改)', '(跟|和)(去年|以前|原来)一样'],
    keywords: ['没变', '没有变', '没变化', '没有变化', '都一样', '还是原来的', '不变'],
    examples: ['都没有变化', '还是跟去年一样', '信息都是原来的', '没什么变化', '跟以前一样'],
  },
  ...commonIntents(),
  hesitateIntent,
  smsRequestIntent,
  humanIntent,
  {
    id: 'renew',
    name: '有续保意向',
    regex: [
      `${WANTS}(要|想|会|打算|继续|准备)(在你们这)?(续|续保|接着保)`,
      `${WANTS}(帮我|给我)(办|续)`,
      // Renewed in one word: 续，肯定续啊, 那就续吧, 调一调续了吧, 办，现在就办.
      `${WANTS}(肯定|那就|就|当然|还是)续`,
      `${WANTS}续(了)?吧`,
      '^续(了)?$',
      '(现在)?就办',
    ],
    keywords: ['续保', '继续保', '接着保', '续上', '还在你们这', '办一下'],
    examples: ['那就帮我续上吧', '今年还在你们这儿保', '可以继续保', '到时候我会续的', '跟去年一样续就行'],
    labels: ['有续保意向'],
  },
];

const main = flow('main', '主流程', [
  say('opening', '开场白', `您好，请问是${customer}吗？我是安和保险的客服专员。`, 'identity'),
  // 是我，今年保费多少钱: the customer, asking their own price, hears the quote.
  listen('identity', '确认身份', [
    ...notTheCustomer(),
    ['price', 'quote_jump'],
    ['affirm', 'remind'],
    ['unrecognised', 'remind'],
  ]),
  say(
    'remind',
    '续保提醒',
    `您在我们这里投保的${cover}，将在${due}到期。今天来电是提醒您及时续保，免得脱保影响保障。请问您今年还打算继续在我们这里续保吗？`,
    'renew_answer',
  ),
  listen('renew_answer', '询问续保意向', [
    ['expensive', 'quote_jump'],
    ['price', 'quote_jump'],
    ['switched', 'bye_switched', ['已有同类产品']],
    ['hesitate', 'consider'],
    ['sms_request', 'send_sms'],
    ['human', 'transfer'],
    ['renew', 'check_info', ['有续保意向']],
    ['negate', 'retain'],
    ['affirm', 'check_info', ['有续保意向']],
  ]),
  say(
    'check_info',
    '核实信息',
    '好的。跟您核实一下，这一年里您的手机号、联系地址或者投保信息有没有变化？',
    'info_answer',
  ),
  listen('info_answer', '等待核实', [
    // 「没有变化」 holds 有变化 and 没有; the longest keyword, 没有变化, decides.
    ['unchanged', 'offer_renew'],
    ['changed', 'transfer', ['信息变更']],
    ['negate', 'offer_renew'],
    ['affirm', 'transfer', ['信息变更']],
    ['any', 'offer_renew'],
  ]),
  say(
    'offer_renew',
    '续保办理',
    '好的，信息没变的话续保很方便。我请续保专员跟您确认一下今年的保障方案和保费，马上帮您办好，可以吗？',
    'offer_answer',
  ),
  listen('offer_answer', '等待办理回答', [
    ['expensive', 'quote_jump'],
    ['price', 'quote_jump'],
    ['sms_request', 'send_sms'],
    ['hesitate', 'consider'],
    ['human', 'transfer'],
    ['renew', 'transfer'],
    ['negate', 'consider'],
    ['affirm', 'transfer'],
  ]),
  transfer('transfer', '转续保专员', '好的，马上为您转接续保专员，请稍等。', ['有续保意向', '已转人工']),
  say(
    'consider',
    '考虑中',
    '理解的，您可以先比较一下。我把今年的续保报价和线上续保链接发到您手机上，您看完再决定，好吗？',
    'sms_answer',
    ['考虑中'],
  ),
  listen('sms_answer', '是否发送报价', [
    ['refuse', 'bye_refuse'],
    ['human', 'transfer'],
    ['sms_request', 'send_sms'],
    ['negate', 'bye_decline'],
    ['affirm', 'send_sms'],
  ]),
  sms('send_sms', '发送续保信息', 'SMS_RENEWAL_INFO', 'bye_sms', ['已发资料']),
  hangup(
    'bye_sms',
    '发送后挂机',
    `续保信息已经发到您手机上了，请在${due}之前完成续保，有问题随时拨打我们的客服电话。祝您生活愉快，再见！`,
  ),
  say(
    'retain',
    '挽留',
    '理解。不过保单到期后没有及时续上的话，这期间出了事就没有保障了，连续投保还能享受优惠。我先把续保报价发到您手机上参考一下，好吗？',
    'sms_answer',
  ),
  hangup(
    'bye_switched',
    '已投保挂机',
    '好的，您已经安排好保障就放心了。以后有需要欢迎随时回来找我们，祝您一切顺利，再见。',
  ),
  ...proxyNodes(),
  hangup('callback', '约回电', '好的，那先不打扰您了，我晚点再给您打过来，再见。', ['需要回电']),
  hangup('bye_wrong', '非本人挂机', '不好意思，可能是我们登记的信息有误，打扰您了，再见。'),
  hangup('bye_refuse', '拒绝挂机', '好的，非常抱歉打扰到您，以后不会再打扰您了，再见。', ['明确拒绝']),
  hangup('bye_decline', '无意向挂机', '好的，尊重您的选择。保单到期前如果改变主意，随时拨打我们的客服电话，再见。', [
    '暂无需求',
  ]),
  jump('quote_jump', '跳转续保报价', { flowId: 'quote' }),
]);

const quote = flow('quote', '续保报价', [
  say(
    'quote_say',
    '报价说明',
    '今年的续保保费和去年基本持平，去年没有出险的话还能享受无赔款优惠，大概能再便宜一成左右，具体金额以专员核算为准。您看要不要现在就帮您办理？',
    'quote_answer',
    ['询问价格'],
  ),
  listen('quote_answer', '等待报价回答', [
    ['refuse', 'quote_bye'],
    ['expensive', 'objection'],
    ['hesitate', 'back_consider'],
    ['sms_request', 'back_consider'],
    ['human', 'back_transfer'],
    ['renew', 'back_transfer'],
    ['negate', 'objection'],
    ['affirm', 'back_transfer'],
  ]),
  say(
    'objection',
    '价格异议',
    '理解您的想法。续保除了看价格，还要看保障和理赔服务。专员可以按您的预算调整保障方案，去掉用不上的项目，您看可以吗？',
    'objection_answer',
    ['价格敏感'],
  ),
  listen('objection_answer', '等待异议回答', [
    ['refuse', 'quote_bye'],
    ['expensive', 'back_consider'],
    ['hesitate', 'back_consider'],
    ['human', 'back_transfer'],
    ['renew', 'back_transfer'],
    ['negate', 'quote_bye'],
    ['affirm', 'back_transfer'],
  ]),
  jump('back_consider', '回到发送报价', { flowId: 'main', nodeId: 'consider' }),
  jump('back_transfer', '回到转续保专员', { flowId: 'main', nodeId: 'transfer' }),
  hangup('quote_bye', '报价挂机', `好的，理解。${cover}到期前如果需要续保，随时联系我们，再见。`, ['暂无需求']),
]);

export const insurance: ScriptTemplate = {
  name: '保险续保回访',
  type: 2,
  industryType: 'insurance',
  document: scriptDocument({
    variables: [
      { name: '客户姓名', description: '客户称呼，如王先生', sample: '王先生' },
      { name: '险种', description: '投保险种', sample: '车险' },
      { name: '到期日期', description: '保单到期日期', sample: '6月30日' },
    ],
    intents,
    globalIntents: commonGlobalIntents({
      who: '我是安和保险的客服专员，这次是做保单到期前的续保提醒。',
      robot: '我是安和保险的智能客服，有需要的话也可以帮您转接人工专员。',
      howNumber: '您别担心，我们是安和保险的官方客服，这个号码是投保时登记的联系电话，到期前系统会提醒续保。',
    }),
    flows: [main, quote],
    gradeRules: [
      rule('a-transfer', 'A', reached('transfer')),
      rule('d-refuse', 'D', hit('refuse')),
      rule('d-decline', 'D', reached('bye_decline')),
      rule('d-quote', 'D', reached('quote_bye')),
      rule('b-hesitate', 'B', hit('hesitate')),
      rule('a-details', 'A', reached('quote_say'), reached('send_sms')),
      rule('b-renew', 'B', hit('renew')),
      rule('b-details', 'B', reached('send_sms')),
      rule('c-callback', 'C', reached('callback')),
      rule('c-wrong', 'C', reached('bye_wrong')),
      rule('c-switched', 'C', reached('bye_switched')),
    ],
  }),
};
