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
 * 会议邀约: an organising committee invites past guests to an industry conference, books a seat,
 * and sends the invitation by SMS; groups go to a person who arranges their seats. A dynamic
 * script: each number's row names the guest and the conference's name, date and venue.
 */

const guest = variable('客户姓名');
const conference = variable('会议名称');
const when = variable('会议时间');
const where = variable('会议地点');

const intents = [
  ...callIntents({ negate: { keywords: ['不去', '不参加', '不来'] } }),
  expensiveIntent('价格太贵', {
    regex: ['贵宾.{0,4}贵', '(门票|费用).{0,2}(太高|好高)'],
    keywords: ['八百块'],
    examples: ['八百块一个人也太贵了', '贵宾席不值这个价', '还要收这么多钱啊', '费用有点高', '公司不给报这个钱'],
  }),
  {
    id: 'price',
    name: '询问费用',
    regex: [...PAYING_ASKED, '(多少|几)钱', '(收|要)(费|钱)'],
    keywords: ['门票', '收费', '费用', '多少钱', '报名费', '优惠'],
    examples: ['参加要钱吗', '门票多少钱', '是免费的吗', '报名费怎么交', '吃饭要另外交钱吗'],
  },
  {
    id: 'agenda',
    name: '询问议程',
    regex: [
      '(会上|会议|主要|都)(讲|说|聊)(些)?什么',
      '(有|是)哪些(嘉宾|专家|内容)',
      '(议程|日程|流程)(是)?(怎么|什么)',
    ],
    keywords: ['议程', '日程', '嘉宾', '内容', '主题', '流程', '几点开始'],
    examples: ['这个会主要讲什么', '都有哪些嘉宾', '会议流程是怎样的', '几点开始几点结束', '有什么主题分享'],
  },
  {
    id: 'registered',
    name: '已经报名',
    regex: ['(已经|早就).{0,4}(报|登记|收到)(了|过|名)', '(有|收到)(邀请函|邀请)了'],
    keywords: ['报过名', '已经报名', '报名了', '登记过了', '收到邀请函'],
    examples: ['我已经报过名了', '上周就登记了', '邀请函已经收到了', '同事帮我报名了', '我们公司已经报了'],
    labels: ['已报名'],
  },
  {
    id: 'no_time',
    name: '那天没空',
    regex: ['(去|来|参加)不了', '那(天|几天)(有事|没空|没时间|出差)', '时间(冲突|不合适|对不上)'],
    keywords: ['去不了', '来不了', '参加不了', '那天有事', '那天没空', '那天没时间', '要出差', '时间冲突'],
    examples: ['那天我要出差', '那个时间我有别的安排', '恐怕过不去', '时间上赶不及', '那几天不在本地'],
    labels: ['时间冲突'],
  },
  {
    id: 'group',
    name: '多人参加',
    // Three or more: two guests are booked like one.
    regex: ['([三四五六七八九十几]来?|[3-9]|\\d{2,3})(个|位|名)'],
    keywords: ['好几个', '一个团队', '几个同事', '一起来', '全部门'],
    examples: ['我们公司来五个人', '部门几个同事一起', '大概十来个人', '带我们团队过去', '三四个人吧'],
    labels: ['团体参会'],
  },
  ...commonIntents(),
  hesitateIntent,
  smsRequestIntent,
  humanIntent,
  {
    id: 'interested',
    name: '有参会意向',
    regex: [
      `${WANTS}(想|要|可以|能|会|打算)(去|来|参加|报名)`,
      // A seat asked for, or a session wanted: 报个普通的, 给我登记上, 主论坛我想听, 今年也去.
      `${WANTS}(报|登记|订)(个|一个)?(普通|贵宾|vip)`,
      '(给我|帮我)(报|登记)',
      `${WANTS}(论坛|主会场|分会场).{0,4}(想听|要听|听)`,
      '今年也去',
    ],
    keywords: ['参加', '报名', '感兴趣', '有兴趣', '能去', '可以去', '会去', '过去看看'],
    examples: ['可以啊我去看看', '帮我报个名吧', '这个会我挺感兴趣', '那天应该有空', '我们会派人参加'],
    labels: ['有参会意向'],
  },
];

const main = flow('main', '主流程', [
  say('opening', '开场白', `您好，请问是${guest}吗？我是${conference}组委会的工作人员。`, 'identity'),
  listen('identity', '确认身份', [...notTheCustomer(), ['affirm', 'intro'], ['unrecognised', 'intro']]),
  say(
    'intro',
    '会议介绍',
    `我们将在${when}，在${where}举办${conference}，会上有行业专家的主题分享和新品展示，还有交流晚宴。诚挚邀请您来参加，请问您那天方便过来吗？`,
    'attend',
  ),
  listen('attend', '询问参会意向', [
    // 「那天没时间」 is about the day, not this call: it comes before the busy objection.
    ['no_time', 'no_time'],
    ['expensive', 'details_jump'],
    ['price', 'details_jump'],
    ['agenda', 'details_jump'],
    ['registered', 'bye_registered'],
    ['hesitate', 'consider'],
    ['sms_request', 'send_sms'],
    ['human', 'transfer'],
    ['interested', 'ask_count', ['有参会意向']],
    ['negate', 'retain'],
    ['affirm', 'ask_count', ['有参会意向']],
  ]),
  say('ask_count', '确认人数', '太好了！请问您这边大概几位参加？我帮您预留席位。', 'count_answer'),
  listen('count_answer', '等待人数', [
    ['group', 'transfer', ['团体参会']],
    ['hesitate', 'consider'],
    ['negate', 'consider'],
    // 「就我一个」「两个人」: book the seats here.
    ['any', 'confirm'],
  ]),
  say('confirm', '确认参会', '好的，已经为您登记好了，入场时出示短信里的电子邀请函就可以。', 'send_sms', ['确认参会']),
  sms('send_sms', '发送邀请函', 'SMS_MEETING_INFO', 'bye_sms', ['已发资料']),
  hangup(
    'bye_sms',
    '发送后挂机',
    `会议资料已经发到您手机上了，里面有议程、地址和入场方式。期待${when}在${where}见到您，再见！`,
  ),
  transfer('transfer', '转会务老师', '好的，我现在为您转接会务老师，帮您安排席位，请稍等。', ['确认参会', '已转人工']),
  say(
    'consider',
    '考虑中',
    '理解，您可以先看看日程安排。我把会议议程和报名链接发到您手机上，您确定了直接在链接里报名就可以，好吗？',
    'sms_answer',
    ['考虑中'],
  ),
  listen('sms_answer', '是否发送议程', [
    ['refuse', 'bye_refuse'],
    ['human', 'transfer'],
    ['sms_request', 'send_sms'],
    ['negate', 'bye_decline'],
    ['affirm', 'send_sms'],
  ]),
  say(
    'retain',
    '挽留',
    '没关系。这次参会是免费的，会上对行业新政策的解读很有参考价值。我先把议程发给您看看，好吗？',
    'sms_answer',
  ),
  say(
    'no_time',
    '时间冲突',
    '理解，您时间比较紧。这次会议有线上直播，我把直播链接和会议资料发给您，您有空的时候可以看看，好吗？',
    'sms_answer',
    ['时间冲突'],
  ),
  hangup('bye_registered', '已报名挂机', `太好了，感谢您的支持！那我们${when}在${where}见，再见。`, ['已报名']),
  ...proxyNodes(),
  hangup('callback', '约回电', '好的，那先不打扰您了，我晚点再给您打过来，再见。', ['需要回电']),
  hangup('bye_wrong', '非本人挂机', '不好意思，可能是我们登记的信息有误，打扰您了，再见。'),
  hangup('bye_refuse', '拒绝挂机', '好的，非常抱歉打扰到您，以后不会再打扰您了，再见。', ['明确拒绝']),
  hangup('bye_decline', '无意向挂机', '好的，那就不打扰您了，以后有合适的活动再邀请您，再见。', ['暂无需求']),
  jump('details_jump', '跳转会议详情', { flowId: 'details' }),
]);

const details = flow('details', '会议详情', [
  say(
    'agenda',
    '议程与费用',
    '这次会议为期一天：上午是主论坛和专家主题演讲，下午分三个专题分会场，晚上有交流晚宴。普通席位免费，贵宾席位含晚宴和资料包，每位八百元。您想报名参加吗？',
    'agenda_answer',
    ['询问详情'],
  ),
  listen('agenda_answer', '等待报名回答', [
    ['refuse', 'details_bye'],
    ['expensive', 'objection'],
    ['no_time', 'back_consider'],
    ['hesitate', 'back_consider'],
    ['sms_request', 'back_consider'],
    ['interested', 'back_count'],
    ['negate', 'details_bye'],
    ['affirm', 'back_count'],
  ]),
  say(
    'objection',
    '费用异议',
    '理解。普通席位是免费的，主论坛和分会场都能参加，只是不含晚宴。先给您登记一个普通席位，可以吗？',
    'objection_answer',
    ['价格敏感'],
  ),
  listen('objection_answer', '等待异议回答', [
    ['refuse', 'details_bye'],
    ['hesitate', 'back_consider'],
    ['interested', 'back_count'],
    ['negate', 'details_bye'],
    ['affirm', 'back_count'],
  ]),
  jump('back_count', '回到确认人数', { flowId: 'main', nodeId: 'ask_count' }),
  jump('back_consider', '回到发送议程', { flowId: 'main', nodeId: 'consider' }),
  hangup('details_bye', '详情挂机', '好的，理解。以后有合适的活动我们再邀请您，再见。', ['暂无需求']),
]);

export const conferenceInvitation: ScriptTemplate = {
  name: '会议邀约',
  type: 2,
  industryType: 'conference',
  document: scriptDocument({
    variables: [
      { name: '客户姓名', description: '嘉宾称呼，如王总', sample: '王总' },
      { name: '会议名称', description: '会议名称', sample: '智能制造产业峰会' },
      { name: '会议时间', description: '会议日期', sample: '9月20日' },
      { name: '会议地点', description: '会场名称', sample: '国际会展中心' },
    ],
    intents,
    globalIntents: commonGlobalIntents({
      who: `我是${conference}组委会的工作人员，这次是邀请往届参会嘉宾参加今年的会议。`,
      robot: '我是组委会的智能助理，有需要的话也可以帮您转接会务老师。',
      howNumber: '不好意思打扰您了。您的联系方式是之前参加行业活动时登记的，这次我们专门邀请往届参会嘉宾。',
      price: '普通席位免费参加；贵宾席位含晚宴和资料包，每位八百元。',
    }),
    flows: [main, details],
    gradeRules: [
      rule('a-transfer', 'A', reached('transfer')),
      rule('d-refuse', 'D', hit('refuse')),
      rule('d-decline', 'D', reached('bye_decline')),
      rule('d-details', 'D', reached('details_bye')),
      rule('b-hesitate', 'B', hit('hesitate')),
      rule('a-confirm', 'A', reached('confirm')),
      rule('a-registered', 'A', reached('bye_registered')),
      rule('b-interested', 'B', hit('interested')),
      rule('b-details', 'B', reached('send_sms')),
      rule('c-callback', 'C', reached('callback')),
      rule('c-wrong', 'C', reached('bye_wrong')),
      rule('c-no-time', 'C', reached('no_time')),
    ],
  }),
};
