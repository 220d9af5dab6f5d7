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
 * 房产电销: a developer's sales adviser calls people who asked about homes online, qualifies the
 * need, and hands the keen ones to a human adviser for a viewing. Prices live in a sub-flow, since
 * the question comes up at any point of the call.
 */

const intents = [
  ...callIntents(),
  expensiveIntent('价格太贵', {
    regex: ['超(出)?预算'],
    keywords: ['价格太高', '房价太高'],
    examples: ['这价格也太高了吧', '比周边贵多了', '我们预算没那么多', '房价太高了买不起', '这个价位有点承受不了'],
  }),
  {
    id: 'price',
    name: '询问价格',
    regex: [...PAYING_ASKED, '(多少|几)钱', '(单价|均价|总价|首付|月供)(是|要|大概)?多少'],
    keywords: ['价格', '房价', '均价', '单价', '总价', '首付', '月供', '什么价位', '优惠', '收费'],
    examples: ['你们那边什么价位', '一平米要多少', '首付要付多少', '现在有什么优惠吗', '总价大概多少钱'],
  },
  {
    id: 'owned',
    name: '已经买房',
    regex: ['已经.{0,4}(买|有|看好|定)(了|房|好)', '(买|有)(过|了)房'],
    keywords: ['已经买了', '有房了', '买过了', '已经有了', '不缺房', '刚交了首付'],
    examples: ['我去年刚买了房', '家里已经有两套了', '房子已经买好了', '我们已经在别的地方买了', '已经定好别的楼盘了'],
    labels: ['已有同类产品'],
  },
  ...commonIntents(),
  hesitateIntent,
  smsRequestIntent,
  humanIntent,
  {
    id: 'interested',
    name: '有购房意向',
    regex: [
      `${WANTS}(想|要|打算|准备|计划)(买|看|换)(房|套|个房)`,
      `${WANTS}(想|要)(去|过去)?看看(房子|样板间|楼盘)`,
      // Looking already, or asking about the homes themselves: 正在找房子, 两房的还有吗, 朝向怎么样.
      '(正在|在)(看房|找房)',
      '(学区房|婚房|换个大)',
      '[一二两三四五1-5](房|室|居)',
      '(朝向|楼层|样板间|哪一站)',
      `${WANTS}(周末|明天|改天|过几天|那就)(去|过去)(看看|聊)`,
      '(带|跟)(我)?(老婆|老公|爱人|家人|父母).{0,2}(一起)?(去|来)',
    ],
    keywords: ['想买房', '想看房', '有打算', '有兴趣', '感兴趣', '可以了解', '了解一下', '刚需', '婚房'],
    examples: ['最近正好在看房子', '我想买个两居室', '给孩子准备婚房', '有打算换个大点的房子', '可以过去看看'],
    labels: ['有购房意向'],
  },
];

/** Objections a customer can raise at any question; each node adds its own answers after them. */
const main = flow('main', '主流程', [
  say('opening', '开场白', '您好，我是锦悦置业的置业顾问，打扰您一分钟。请问您是这个号码的机主吗？', 'identity'),
  listen('identity', '确认身份', [
    ...notTheCustomer(),
    ['affirm', 'intro'],
    // 「喂，你说」「什么事」: go on with the introduction rather than ask again.
    ['unrecognised', 'intro'],
  ]),
  say(
    'intro',
    '项目介绍',
    '是这样的，我们锦悦府就在地铁三号线旁边，有八十九到一百二十八平的两房和三房，首付三十万左右就能买。想问一下，您最近有看房买房的打算吗？',
    'need',
  ),
  listen('need', '询问购房意向', [
    ['expensive', 'price_jump'],
    ['price', 'price_jump'],
    ['owned', 'owned', ['已有同类产品']],
    ['hesitate', 'consider'],
    ['sms_request', 'send_sms'],
    ['human', 'transfer'],
    ['interested', 'ask_need', ['有购房意向']],
    ['negate', 'retain'],
    ['affirm', 'ask_need', ['有购房意向']],
  ]),
  say('ask_need', '了解需求', '好的。方便问一下，您是自己住还是投资？大概想要几居室呢？', 'need_detail'),
  listen('need_detail', '等待需求', [
    ['expensive', 'price_jump'],
    ['price', 'price_jump'],
    ['hesitate', 'consider'],
    ['human', 'transfer'],
    ['negate', 'retain'],
    // Whatever the need (自住、三居室), the next step is the viewing.
    ['any', 'invite'],
  ]),
  say(
    'invite',
    '邀约看房',
    '明白了。这周六周日售楼处有看房活动，样板间都开放，到场还能免费做一份贷款测算。我请专业顾问跟您约个时间，详细给您介绍一下，好吗？',
    'invite_answer',
  ),
  listen('invite_answer', '等待邀约回答', [
    ['expensive', 'price_jump'],
    ['price', 'price_jump'],
    ['sms_request', 'send_sms'],
    ['hesitate', 'consider'],
    ['human', 'transfer'],
    ['interested', 'transfer'],
    ['negate', 'consider'],
    ['affirm', 'transfer'],
  ]),
  transfer('transfer', '转置业顾问', '好的，我现在就帮您转接专业置业顾问，请稍等。', ['有购房意向', '已转人工']),
  say(
    'consider',
    '考虑中',
    '理解的，买房是大事，多比较比较是对的。我先把楼盘资料和最新优惠发到您手机上，您有空的时候看看，好吗？',
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
  sms('send_sms', '发送楼盘资料', 'SMS_HOUSE_INFO', 'bye_sms', ['已发资料']),
  hangup(
    'bye_sms',
    '发送后挂机',
    '资料已经发到您手机上了，里面有售楼处地址和联系电话，有需要随时找我们。祝您生活愉快，再见！',
  ),
  say(
    'retain',
    '挽留',
    '没关系，现在不买也可以先了解一下行情，政策和价格变化都挺快的。我给您发一份楼盘资料留着参考，好吗？',
    'sms_answer',
  ),
  say(
    'owned',
    '已有房产',
    '明白，您已经有房了。其实不少业主会考虑换个大点的，或者给孩子、老人再备一套，我们也有改善型的大三房。您有这方面的打算吗？',
    'need',
  ),
  ...proxyNodes(),
  hangup('callback', '约回电', '好的，那先不打扰您了，我晚点再给您打过来，再见。', ['需要回电']),
  hangup('bye_wrong', '非本人挂机', '不好意思，打扰您了，祝您生活愉快，再见。'),
  hangup('bye_refuse', '拒绝挂机', '好的，非常抱歉打扰到您，以后不会再打扰您了，再见。', ['明确拒绝']),
  hangup('bye_decline', '无意向挂机', '好的，那就不打扰您了，以后有购房需要随时联系我们，再见。', ['暂无需求']),
  jump('price_jump', '跳转价格说明', { flowId: 'price' }),
]);

const price = flow('price', '价格说明', [
  say(
    'price_say',
    '价格介绍',
    '我们现在均价一万八左右一平，八十九平的两房总价一百六十万上下，首付三成，本月认购还能再打九八折。您觉得这个价位能接受吗？',
    'price_answer',
    ['询问价格'],
  ),
  listen('price_answer', '等待价格回答', [
    ['refuse', 'price_bye'],
    ['expensive', 'objection'],
    ['hesitate', 'back_consider'],
    ['sms_request', 'back_consider'],
    ['human', 'back_transfer'],
    ['interested', 'back_invite'],
    ['negate', 'objection'],
    ['affirm', 'back_invite'],
  ]),
  say(
    'objection',
    '价格异议',
    '理解，这确实不是一笔小数目。我们可以帮您申请首付分期，月供也能按您的预算来规划。要不我请顾问给您算一个详细的方案？',
    'objection_answer',
    ['价格敏感'],
  ),
  listen('objection_answer', '等待异议回答', [
    ['refuse', 'price_bye'],
    ['expensive', 'back_consider'],
    ['hesitate', 'back_consider'],
    ['human', 'back_transfer'],
    ['interested', 'back_transfer'],
    ['negate', 'price_bye'],
    ['affirm', 'back_transfer'],
  ]),
  jump('back_invite', '回到邀约看房', { flowId: 'main', nodeId: 'invite' }),
  jump('back_consider', '回到发送资料', { flowId: 'main', nodeId: 'consider' }),
  jump('back_transfer', '回到转置业顾问', { flowId: 'main', nodeId: 'transfer' }),
  hangup('price_bye', '价格挂机', '好的，理解。以后有合适的房源或者优惠活动，我们再跟您联系，再见。', ['暂无需求']),
]);

export const realEstate: ScriptTemplate = {
  name: '房产电销',
  type: 1,
  industryType: 'realestate',
  document: scriptDocument({
    intents,
    globalIntents: commonGlobalIntents({
      who: '我是锦悦置业的置业顾问，这次是给在看房平台咨询过楼盘的朋友做个回访。',
      robot: '我是锦悦置业的智能助理，有需要的话也可以帮您转接置业顾问。',
      howNumber: '不好意思打扰您了。您的号码是之前在看房平台上咨询楼盘时留下的，我们只是做个简单回访。',
      price: '我们楼盘均价每平米两万八左右，具体要看户型和楼层，现在还有限时优惠。',
    }),
    flows: [main, price],
    gradeRules: [
      rule('a-transfer', 'A', reached('transfer')),
      rule('d-refuse', 'D', hit('refuse')),
      rule('d-decline', 'D', reached('bye_decline')),
      rule('d-price', 'D', reached('price_bye')),
      rule('b-hesitate', 'B', hit('hesitate')),
      rule('a-details', 'A', reached('price_say'), reached('send_sms')),
      rule('b-interested', 'B', hit('interested')),
      rule('b-details', 'B', reached('send_sms')),
      rule('c-callback', 'C', reached('callback')),
      rule('c-wrong', 'C', reached('bye_wrong')),
    ],
  }),
};
