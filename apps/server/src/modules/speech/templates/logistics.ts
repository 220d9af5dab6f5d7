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
} from './common-intents.ts';
import { PAYING_ASKED } from './question-intents.ts';

/**
 * 物流派送通知: a courier confirms a delivery before the trip: someone home, a locker, another
 * time, or another address (a person changes that). A cash-on-delivery parcel's freight lives in
 * a sub-flow, where the customer may also refuse the parcel. A dynamic script: each number's row
 * names the customer, the waybill's last digits, the delivery time and the freight.
 */

const customer = variable('客户姓名');
const waybill = variable('单号尾号');
const slot = variable('派送时间');
const freight = variable('到付金额');

const intents = [
  ...callIntents({ affirm: { keywords: ['有人', '在家'] } }),
  {
    id: 'received',
    name: '已经收到',
    regex: ['已经.{0,3}(收|拿|取|签)(到|了|过)', '(收|拿|取)(到|过)了'],
    keywords: ['收到了', '已经拿了', '取过了', '签收过了', '已经到了'],
    examples: ['东西我已经拿到了', '昨天就收到了', '家里人帮我签收了', '快递早就到了', '我自己去驿站取了'],
  },
  expensiveIntent('运费太贵', {
    regex: ['运费.{0,2}(这么|太|好)(贵|高)', '比东西还贵'],
    keywords: ['凭什么收钱'],
    examples: ['运费怎么这么贵', '一个小包裹要这么多钱', '到付太贵了吧', '这个运费不合理', '别人寄都是包邮的'],
  }),
  {
    id: 'fee',
    name: '询问运费',
    regex: [...PAYING_ASKED, '(多少|几)钱', '(运费|到付|费用)(是|要)?多少', '(要|还要)(付|交|给)(钱|费)'],
    keywords: ['运费', '到付', '费用', '多少钱', '要付钱', '收费'],
    examples: ['这个要付钱吗', '运费是多少', '是到付的吗', '签收要给钱吗', '怎么还要收钱'],
  },
  {
    id: 'change_address',
    name: '修改地址',
    regex: ['(改|换)(个|一下)?(地址|地方)', '送到(公司|单位|别的地方|另一个)'],
    keywords: ['改地址', '换地址', '送到公司', '送到单位', '地址错了', '搬家了'],
    examples: ['能不能送到我公司去', '地址写错了', '我搬家了不在那住了', '帮我换个收货地址', '送到我上班的地方吧'],
  },
  {
    id: 'change_time',
    name: '改约时间',
    regex: ['(改|换)(个|一下)?时间', '(明天|后天|周末|晚上|下午|上午|晚点)(再)?送'],
    keywords: ['改时间', '晚点送', '明天送', '周末送', '晚上送', '改天'],
    examples: ['能不能明天再送', '晚上六点以后送吧', '周末我在家', '改天再送过来', '下午再来吧'],
  },
  {
    id: 'locker',
    name: '放快递柜',
    regex: ['放(到|在)?(门口|门卫|物业|前台|驿站|快递柜|代收点)'],
    keywords: ['快递柜', '驿站', '代收点', '放门口', '门卫', '物业'],
    examples: ['放快递柜就行', '帮我放驿站吧', '放门口就可以', '交给门卫吧', '放物业那里'],
  },
  {
    id: 'not_home',
    name: '不在家',
    regex: ['(不在|没在)家', '家里?没(人|有人)', '(在|去)外地'],
    keywords: ['不在家', '没人', '家里没人', '在上班', '出差', '不在本地'],
    examples: ['那会儿家里没人', '我白天都在公司', '这几天出差了', '我人在外地', '家里没人收'],
    labels: ['不在家'],
  },
  {
    id: 'sign',
    name: '同意签收',
    regex: ['(同意|可以|愿意)签', '(付|给)就(付|给)', '(?<![不没拒别])签(吧|了吧|呗)$', '^签$', '^(认了|收吧)'],
    keywords: ['签收', '收下', '我收', '送过来吧', '付就付'],
    examples: ['那就送过来吧', '没事我付', '可以我签收', '行那我收了', '到了我付钱'],
  },
  {
    id: 'reject',
    name: '拒收',
    regex: ['(不|拒)(收|签)', '退(回|给)'],
    keywords: ['拒收', '不要了', '退回', '不收'],
    examples: ['这个我不要了', '给他退回去', '我不签这个', '让寄件人自己拿回去', '这个包裹我拒收'],
  },
  ...commonIntents(),
  hesitateIntent,
  smsRequestIntent,
  humanIntent,
];

const main = flow('main', '主流程', [
  say('opening', '开场白', `您好，请问是${customer}吗？我这边是云程快递的。`, 'identity'),
  // 是我，快递我昨天就拿到了 / 不过我不在家 / 是不是到付的: what follows the yes is what to act on.
  listen('identity', '确认身份', [
    ...notTheCustomer(),
    ['received', 'bye_received'],
    ['not_home', 'options', ['不在家']],
    ['fee', 'fee_jump'],
    ['affirm', 'notice'],
    ['unrecognised', 'notice'],
  ]),
  say(
    'notice',
    '派送通知',
    `您有一个尾号${waybill}的包裹，预计${slot}送到，请问到时候家里有人签收吗？`,
    'notice_answer',
  ),
  listen('notice_answer', '确认收件', [
    // 「在上班」 here means nobody is home, not that the call is badly timed.
    ['not_home', 'options', ['不在家']],
    ['busy', 'callback', ['不方便接听']],
    ['received', 'bye_received'],
    ['expensive', 'fee_jump'],
    ['fee', 'fee_jump'],
    ['change_address', 'transfer', ['修改地址']],
    ['change_time', 'reschedule'],
    ['locker', 'locker'],
    ['sms_request', 'send_sms'],
    ['human', 'transfer'],
    ['negate', 'options'],
    ['affirm', 'confirm'],
  ]),
  say('confirm', '确认派送', '好的，那我们按时给您送过去，到之前派送员会再给您打电话。', 'send_sms', ['确认收货']),
  sms('send_sms', '发送派送信息', 'SMS_DELIVERY_INFO', 'bye_sms', ['已发资料']),
  hangup('bye_sms', '发送后挂机', '派送信息已经发到您手机上了，有问题可以拨打短信里的客服电话。祝您生活愉快，再见！'),
  say(
    'options',
    '不在家',
    '没关系，我们可以帮您放到小区的快递柜或者附近的驿站，取件码会短信发给您；也可以改个时间再送。您看放快递柜可以吗？',
    'options_answer',
  ),
  listen('options_answer', '选择收件方式', [
    ['refuse', 'bye_refuse'],
    ['change_address', 'transfer', ['修改地址']],
    ['change_time', 'reschedule'],
    ['human', 'transfer'],
    ['locker', 'locker'],
    ['negate', 'reschedule'],
    ['affirm', 'locker'],
  ]),
  say('locker', '放快递柜', '好的，包裹会放到小区快递柜，取件码稍后短信发给您，请在四十八小时内取件。', 'send_sms', [
    '放快递柜',
  ]),
  say('reschedule', '改约时间', '好的，您看改到什么时间方便？明天或者这周末都可以派送。', 'reschedule_answer', [
    '需要改派',
  ]),
  listen('reschedule_answer', '等待改约时间', [
    ['refuse', 'bye_refuse'],
    ['change_address', 'transfer', ['修改地址']],
    ['human', 'transfer'],
    // 「明天下午」「周六上午」: whatever time is named is written down for the courier.
    ['any', 'reschedule_done'],
  ]),
  say(
    'reschedule_done',
    '改约成功',
    '好的，已经帮您登记改约了，派送员会按您方便的时间送过去，到之前会提前联系您。',
    'send_sms',
  ),
  transfer('transfer', '转人工客服', '好的，我现在为您转接人工客服，帮您处理，请稍等。', ['已转人工']),
  hangup('bye_received', '已签收挂机', '好的，已经收到就好，感谢您的配合，祝您生活愉快，再见。', ['已签收']),
  ...proxyNodes(),
  hangup('callback', '约回电', '好的，那先不打扰您了，我晚点再联系您，再见。', ['需要回电']),
  hangup('bye_wrong', '非本人挂机', '不好意思，可能是收件信息填错了，打扰您了，再见。'),
  hangup('bye_decline', '无需派送挂机', '好的，那先不打扰您了，包裹有问题随时联系我们，再见。'),
  hangup('bye_refuse', '拒绝挂机', '好的，抱歉打扰到您了，再见。', ['明确拒绝']),
  jump('fee_jump', '跳转运费说明', { flowId: 'fee' }),
]);

const fee = flow('fee', '运费说明', [
  say(
    'fee_say',
    '运费说明',
    `这个包裹是到付件，运费是${freight}元，签收的时候扫码付款就可以。请问您同意签收吗？`,
    'fee_answer',
    ['询问费用'],
  ),
  listen('fee_answer', '等待签收回答', [
    ['refuse', 'back_refuse'],
    ['expensive', 'objection'],
    ['reject', 'fee_bye'],
    ['hesitate', 'fee_hold'],
    ['human', 'back_transfer'],
    ['sign', 'back_confirm'],
    ['negate', 'objection'],
    ['affirm', 'back_confirm'],
  ]),
  say(
    'objection',
    '运费异议',
    '理解，运费是按重量和距离算的，到付是寄件人选的付款方式。您可以先联系寄件人确认一下，也可以拒收，包裹会退回给寄件人。您看是签收还是拒收呢？',
    'objection_answer',
    ['价格敏感'],
  ),
  listen('objection_answer', '等待异议回答', [
    ['refuse', 'back_refuse'],
    ['reject', 'fee_bye'],
    ['hesitate', 'fee_hold'],
    ['human', 'back_transfer'],
    ['sign', 'back_confirm'],
    ['negate', 'fee_bye'],
    ['affirm', 'back_confirm'],
  ]),
  jump('back_confirm', '回到确认派送', { flowId: 'main', nodeId: 'confirm' }),
  jump('back_transfer', '回到转人工客服', { flowId: 'main', nodeId: 'transfer' }),
  jump('back_refuse', '回到拒绝挂机', { flowId: 'main', nodeId: 'bye_refuse' }),
  hangup('fee_bye', '拒收挂机', '好的，已经为您登记拒收，包裹会退回给寄件人，打扰您了，再见。', ['拒收']),
  hangup(
    'fee_hold',
    '暂缓派送',
    '好的，包裹先为您保留三天，您跟寄件人确认好以后，拨打短信里的客服电话告诉我们就行，再见。',
    ['考虑中'],
  ),
]);

export const logistics: ScriptTemplate = {
  name: '物流派送通知',
  type: 2,
  industryType: 'logistics',
  document: scriptDocument({
    variables: [
      { name: '客户姓名', description: '收件人称呼，如王女士', sample: '王女士' },
      { name: '单号尾号', description: '运单号后四位', sample: '3721' },
      { name: '派送时间', description: '预计派送时间', sample: '今天下午三点到五点' },
      { name: '到付金额', description: '到付运费（元）', sample: '18' },
    ],
    intents,
    globalIntents: commonGlobalIntents({
      who: '我这边是云程快递的，给您打电话是确认包裹的派送。',
      robot: '我是云程快递的智能客服，有需要的话也可以帮您转接人工客服。',
      howNumber: '不好意思打扰您了，这个号码是寄件人填写的收件人电话，我们只是确认派送。',
    }),
    flows: [main, fee],
    gradeRules: [
      rule('a-transfer', 'A', reached('transfer')),
      rule('d-refuse', 'D', hit('refuse')),
      rule('d-reject', 'D', reached('fee_bye')),
      rule('b-hesitate', 'B', hit('hesitate')),
      rule('a-confirm', 'A', reached('confirm')),
      rule('b-locker', 'B', reached('locker')),
      rule('b-reschedule', 'B', reached('reschedule')),
      rule('c-callback', 'C', reached('callback')),
      rule('c-wrong', 'C', reached('bye_wrong')),
      rule('c-received', 'C', reached('bye_received')),
    ],
  }),
};
