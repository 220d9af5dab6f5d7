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
  proxyIntent,
  proxyNodes,
  smsRequestIntent,
  WANTS,
  wrongNumberIntent,
} from './common-intents.ts';
import { PAYING_ASKED } from './question-intents.ts';

/**
 * 教育课程邀约: a tutoring school invites parents who took free study material to a free trial
 * lesson with an assessment, and hands the ones who want to book to a course adviser. Fees live
 * in a sub-flow; most parents ask about them before they agree to anything.
 */

const intents = [
  ...callIntents(),
  expensiveIntent('价格太贵', {
    regex: ['(学费|课时费|费用).{0,2}(太高|好高)'],
    keywords: ['太高了'],
    examples: ['你们这学费也太贵了', '一节课这么多钱啊', '比别的机构贵不少', '我们家负担不起', '这个价格有点承受不了'],
  }),
  {
    id: 'price',
    name: '询问学费',
    regex: [...PAYING_ASKED, '(多少|几)钱', '(学费|课时费|费用)(是|要|大概)?多少', '怎么(收费|收的|算钱)'],
    keywords: ['学费', '课时费', '收费', '费用', '价格', '优惠', '多少钱'],
    examples: ['你们一节课多少钱', '课程是怎么收费的', '报一个学期要多少', '现在报名有优惠吗', '学费大概什么价位'],
  },
  {
    id: 'enrolled',
    name: '已经报班',
    regex: ['(已经|早就).{0,4}(报|上|找)(名|了|过)', '(在|有)(上|报)(补习|辅导|培训)'],
    keywords: ['报过了', '已经报了', '在上课了', '有辅导班', '请了家教', '有老师在教'],
    examples: [
      '孩子已经在别的地方上课了',
      '我们请了家教了',
      '已经报了别的班',
      '孩子现在有补习老师',
      '学校里已经有课后班了',
    ],
    labels: ['已有同类产品'],
  },
  ...commonIntents([
    {
      ...proxyIntent,
      // A parent is the person asked for: 我是他妈妈 says yes. Grandparents and nannies answer for them.
      regex: [
        '我是(他|她|孩子)的?(爷爷|奶奶|外婆|外公|姥姥|姥爷|保姆|阿姨|姐姐|哥哥)',
        '(家长|他爸|他妈|她爸|她妈|孩子(他|她)?(爸|妈))(都)?(不在|出去了|上班去了)',
        '(我|帮你)(来)?转告',
      ],
      keywords: ['转告'],
    },
    {
      ...wrongNumberIntent,
      // The parent asked for has no child: 我没孩子, 我还没结婚呢, 我孩子早就大学毕业了.
      regex: [
        ...(wrongNumberIntent.regex ?? []),
        '(没|没有|木有)(孩子|娃|小孩)',
        '哪来的孩子|还没结婚|毕业了|还在上学',
      ],
    },
  ]),
  hesitateIntent,
  smsRequestIntent,
  humanIntent,
  {
    id: 'interested',
    name: '有报名意向',
    regex: [
      `${WANTS}(想|要|可以|能)(去|来|带孩子)?(试听|试课|体验|测评)`,
      `${WANTS}(想|要|打算)(给孩子)?报(个)?班`,
      // A need said, or the course asked about: 孩子英语不好正想找, 数学拖后腿, 小班几个人, 哪个校区.
      '(数学|英语|语文|物理|化学|作文|成绩).{0,3}(不好|不行|差|拖后腿|跟不上)',
      '正(想|要)找',
      '(哪个校区|测评是|小班|一个班|几节|多少节|送.{0,2}节)',
      '(周[一二三四五六日末]|上午|下午|晚上)(吧|可以|行)',
      '(免费的话|试试就试试).{0,4}(去|试)',
    ],
    keywords: ['感兴趣', '有兴趣', '想了解', '想试听', '去试听', '可以试试', '报名'],
    examples: [
      '孩子数学确实有点跟不上',
      '可以带孩子来试听一下',
      '我正想给孩子找个班',
      '试听是免费的吗那可以',
      '想让孩子提高一下英语',
    ],
    labels: ['有报名意向'],
  },
];

const main = flow('main', '主流程', [
  say('opening', '开场白', '您好，我是启明星教育的课程老师。请问您是孩子的家长吗？', 'identity'),
  listen('identity', '确认身份', [...notTheCustomer(), ['affirm', 'intro'], ['unrecognised', 'intro']]),
  say(
    'intro',
    '介绍试听',
    '是这样的，我们这周末有一节免费的试听课，老师会先给孩子做个学习测评，找找薄弱的地方。想邀请孩子来体验一下，您看感兴趣吗？',
    'interest',
  ),
  listen('interest', '询问意向', [
    ['expensive', 'price_jump'],
    ['price', 'price_jump'],
    ['enrolled', 'enrolled', ['已有同类产品']],
    ['hesitate', 'consider'],
    ['sms_request', 'send_sms'],
    ['human', 'transfer'],
    ['interested', 'ask_grade', ['有报名意向']],
    ['negate', 'retain'],
    ['affirm', 'ask_grade', ['有报名意向']],
  ]),
  say('ask_grade', '询问年级', '好的。孩子现在上几年级了？平时哪一科比较需要提一提呢？', 'grade_answer'),
  listen('grade_answer', '等待年级', [
    ['expensive', 'price_jump'],
    ['price', 'price_jump'],
    ['hesitate', 'consider'],
    ['negate', 'retain'],
    // 「三年级，数学」: any answer moves on to the booking.
    ['any', 'book_time'],
  ]),
  say(
    'book_time',
    '预约试听',
    '明白了。这周六上午十点和周日下午三点都还有名额，我请课程顾问直接跟您确认时间和校区，好吗？',
    'book_answer',
  ),
  listen('book_answer', '等待预约回答', [
    ['expensive', 'price_jump'],
    ['price', 'price_jump'],
    ['sms_request', 'send_sms'],
    ['hesitate', 'consider'],
    ['human', 'transfer'],
    ['interested', 'transfer'],
    ['negate', 'consider'],
    ['affirm', 'transfer'],
  ]),
  transfer('transfer', '转课程顾问', '好的，马上为您转接课程顾问老师，请稍等。', ['有报名意向', '已转人工']),
  say(
    'consider',
    '考虑中',
    '理解，给孩子选课是要慎重一些。我先把课程介绍和试听安排发到您手机上，您跟家里人商量一下，好吗？',
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
  sms('send_sms', '发送课程介绍', 'SMS_COURSE_INFO', 'bye_sms', ['已发资料']),
  hangup(
    'bye_sms',
    '发送后挂机',
    '课程介绍已经发到您手机上了，里面有校区地址和试听时间，有问题随时联系我们。祝孩子学习进步，再见！',
  ),
  say(
    'retain',
    '挽留',
    '没关系的，试听是完全免费的，就算不报班，做个测评了解一下孩子的薄弱点也挺有帮助。我先把试听安排发给您参考一下，好吗？',
    'sms_answer',
  ),
  say(
    'enrolled',
    '已经报班',
    '明白，孩子已经在上课了。其实很多家长也会来做个免费测评，对比看看效果，不收任何费用。您愿意让孩子来体验一下吗？',
    'interest',
  ),
  ...proxyNodes(),
  hangup('callback', '约回电', '好的，那先不打扰您了，我晚点再给您打过来，再见。', ['需要回电']),
  hangup('bye_wrong', '非本人挂机', '不好意思，打扰您了，再见。'),
  hangup('bye_refuse', '拒绝挂机', '好的，非常抱歉打扰到您，以后不会再打扰您了，再见。', ['明确拒绝']),
  hangup('bye_decline', '无意向挂机', '好的，那就不打扰您了，以后孩子有学习上的需要，随时联系我们，再见。', [
    '暂无需求',
  ]),
  jump('price_jump', '跳转学费说明', { flowId: 'price' }),
]);

const price = flow('price', '学费说明', [
  say(
    'price_say',
    '学费介绍',
    '我们是按课时收费的，小班课每节一百五十元，一对一每节两百八十元，现在报春季班还送四节课。试听是免费的，您想先让孩子来试听一下吗？',
    'price_answer',
    ['询问价格'],
  ),
  listen('price_answer', '等待学费回答', [
    ['refuse', 'price_bye'],
    ['expensive', 'objection'],
    ['hesitate', 'back_consider'],
    ['sms_request', 'back_consider'],
    ['human', 'back_transfer'],
    ['interested', 'back_grade'],
    ['negate', 'objection'],
    ['affirm', 'back_grade'],
  ]),
  say(
    'objection',
    '价格异议',
    '理解，教育投入确实不小。我们支持分期付款，也可以先报一个短期班看看效果，不满意剩下的课时可以退。要不我请课程顾问给您出个合适的方案？',
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
  jump('back_grade', '回到询问年级', { flowId: 'main', nodeId: 'ask_grade' }),
  jump('back_consider', '回到发送资料', { flowId: 'main', nodeId: 'consider' }),
  jump('back_transfer', '回到转课程顾问', { flowId: 'main', nodeId: 'transfer' }),
  hangup('price_bye', '学费挂机', '好的，理解。以后有优惠活动我们再通知您，祝孩子学习进步，再见。', ['暂无需求']),
]);

export const education: ScriptTemplate = {
  name: '教育课程邀约',
  type: 1,
  industryType: 'education',
  document: scriptDocument({
    intents,
    globalIntents: commonGlobalIntents({
      who: '我是启明星教育的课程老师，这次是给领过学习资料的家长做个课程回访。',
      robot: '我是启明星教育的智能助理，有需要的话也可以帮您转接课程顾问老师。',
      howNumber: '不好意思打扰您了。您的号码是之前在我们活动页面领取学习资料时登记的，我们只是做个课程回访。',
      price: '小班课每节一百五十元，一对一每节两百八十元，试听是免费的。',
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
