import {
  type Branch,
  type BuiltinPhrases,
  builtinIntents,
  type GlobalIntentInput,
  hangup,
  type IntentInput,
  listen,
  type NodeInput,
  say,
  withPhrases,
} from './build.ts';
import { howNumberIntent, repeatIntent, robotIntent, whoIntent } from './question-intents.ts';

/**
 * What customers say the same way whatever is sold: they are busy, ask where the number came from,
 * want time to think, want it in a message, or want a person. Trade-specific intents (interest,
 * price, already having one) live with their template.
 */

const CALL_PHRASES: BuiltinPhrases = {
  affirm: {
    // A one-word answer: 是 alone would otherwise be unheard, and inside a longer line it means nothing.
    regex: ['^(是|对|嗯|好|行|要|可)(啊|呀|的|吧|啦)?$', '^(嗯)?你说(吧|嘛)?$'],
    keywords: [
      '好啊',
      '行啊',
      '可以的',
      '是我',
      '请讲',
      '愿意',
      '同意',
      '还行',
      '能接受',
      '合适',
      '我的我的',
      '说吧',
      '你说吧',
      '我听着',
    ],
    examples: ['嗯是我', '嗯你说吧', '好的没问题', '行那就这样吧', '可以安排一下'],
  },
  negate: {
    // A leading 不想 / 没打算 is a no even when the rest of the line names the product (不想买房
    // holds the longer keyword 想买房), and 不用发 is a no although it holds 发短信.
    regex: ['^.{0,4}(不想|不太想|不打算|不考虑|不需要|没打算|没兴趣|不感兴趣)', '(不用|不要|别|甭)(你)?发'],
    keywords: [
      '不想',
      '不太想',
      '不要',
      '打错了',
      '找错人',
      '不认识',
      '他不在',
      '没兴趣',
      '不考虑',
      '没打算',
      '不可以',
      '不对',
      '不同意',
      '不愿意',
      '不能接受',
      '接受不了',
      '不合适',
      '算了',
      '不要了',
      '用不着',
      // Declined in the fewest words: 不了, 免了, 没必要, 不去, 不办.
      '不了',
      '免了',
      '没必要',
      '没那个必要',
      '没那个需要',
      '不去',
      '去不了',
      '不报',
      '不办',
      '不登记',
    ],
    examples: ['我不想了解', '暂时没这个打算', '这个我用不上', '不用了谢谢'],
  },
  refuse: {
    // Asked not to be called again in any words (别给我打电话了, 以后别打了), or called names: a
    // pattern, so it decides before 否定's keywords (不需要，别打了 is a refusal, not a plain no).
    regex: [
      '(别|不要|甭|少)(再|老|总|天天|一直)?(给我)?打(电话|过来|来|了)',
      '(骗子|诈骗|神经病|有病吧|脑子有病|滚蛋|滚吧|去死)',
      // 一天打三遍, 天天打电话; not 我一直打算.
      '(一天|天天|老是|总是|一直)(给我)?打(电话|过来|来|[一二两三四五六七八九十几\\d]+(遍|次|个))',
      // Threats and exasperation: 再发我就拉黑, 再打我报警了, 说了不要还说, 有完没完.
      '(拉黑|投诉|报警|举报|有完没完|烦不烦|垃圾短信|高利贷|忽悠|套路|骗钱|骗人|坑人|都是坑|查户口|别推销|别烦|还好意思)',
      // 以后别打这个电话, 别打我手机; 问这么多干嘛.
      '(别|不要|甭)(再)?打(这个|我)(电话|号|手机)?',
      '问(这么|那么)(多|细)(干嘛|干啥|做什么)',
      '说了(不|没).{0,4}还(说|问|打)',
    ],
    keywords: ['别再打', '不要打了', '烦不烦', '烦死了', '删掉我的号码'],
    examples: ['你们天天打烦不烦啊', '再打我就投诉了', '把我号码删了', '别给我打电话了'],
    labels: ['明确拒绝'],
  },
};

/**
 * The builtin intents with the phrases an outbound call needs on top of the defaults, and what a
 * trade adds (不续保 must be a no before 续保 can be a yes).
 */
export const callIntents = (trade: BuiltinPhrases = {}): IntentInput[] =>
  builtinIntents(withPhrases(CALL_PHRASES, trade));

/**
 * Starts a pattern of wanting (想买房, 要续保) that no 不 or 没 shortly before it negates: 不想要买房
 * holds 要买房, and a pattern is tried before 否定's own patterns when its branch comes first.
 */
export const WANTS = '(?<![不没].{0,2})';

export const busyIntent: IntentInput = {
  id: 'busy',
  name: '没时间',
  regex: [
    '(正在|现在|这会儿?)(忙|开会|开车|上班|有事)',
    '(开|在开)着?车|在(高速|工地|医院|上课|上班|加班|开会)',
    // Call me later, in any words: 回头打给我, 晚上再聊, 等会儿再说.
    '(回头|晚点|晚些|等会儿?|等下|过会儿?|下午|晚上|明天|改天)(再)?(打|聊|说|联系)',
    // 在地铁上不好说话, 手上有活, 过一个钟头再打, 正吃饭呢一会儿说, 在外面跑车呢, 哪有空.
    '(在|坐)(地铁|公交|车)上|不好说话|手上有活|跑车|哪有空',
    '(一会儿?|待会儿?|过一?个?(钟头|小时))(再)?(打|说|聊)',
    '(正|正在|在)吃饭',
  ],
  // 不方便 ties with 否定's keyword of the same length; busy comes first at every node.
  keywords: [
    '在忙',
    '忙着呢',
    '忙着',
    '没时间',
    '没空',
    '开车',
    '开会',
    '在上班',
    '加班',
    '接孩子',
    '不方便',
    '不太方便',
    '晚点说',
    '回头再说',
  ],
  examples: ['我这会儿正忙着呢', '我在外面说话不方便', '你晚点再打过来吧', '等下再说吧', '现在没工夫听'],
};

/**
 * 太贵 as people say it (好贵, 贵死了, 抢钱啊, 买不起, 不便宜, 分期也还是贵), with what the trade adds
 * about its own price. 不贵 and 不太贵 are not complaints.
 */
export function expensiveIntent(name: string, trade: Omit<IntentInput, 'id' | 'name' | 'labels'>): IntentInput {
  return {
    id: 'expensive',
    name,
    regex: [
      '(?<![不没])(太|好|死|真|这么|那么|挺|蛮|也|还是|都|有点)贵',
      '(?<![不没])贵(死了|得要死|得离谱|了点|了)',
      '(买|付|供|还|交|报|上)不起',
      '(哪有|没有|哪来)(那么|这么)多钱',
      ...(trade.regex ?? []),
    ],
    keywords: ['不便宜', '抢钱', '不划算', '不值', '肉疼', '负担不起', '预算不够', ...(trade.keywords ?? [])],
    examples: trade.examples,
    labels: ['价格敏感'],
  };
}

export const hesitateIntent: IntentInput = {
  id: 'hesitate',
  name: '考虑一下',
  // Not 先看看: 「我想先看看房子」 is interest, not doubt.
  regex: [
    '(再|先)(想想|考虑|商量|比较|比比)',
    // Someone else decides, or other offers are compared first: 回头跟领导商量下, 我问问孩子, 看看别家.
    '(回家|回去|回头|跟.{1,4})(商量|问问|算算)',
    '(问问|问下|问一下)(孩子|家里|老公|老婆|爱人|领导|同事|寄件人|朋友|家人)',
    '(比比|比一比|比较一下|(看看|问问|对比)(别家|其他家))',
    '(等|看).{1,8}再(说|看)',
  ],
  keywords: [
    '考虑一下',
    '考虑考虑',
    '再看看',
    '看看再说',
    '再说吧',
    '商量一下',
    '商量商量',
    '想一想',
    '不着急',
    '过段时间',
    '看情况',
    '到时候再说',
    '还没定',
    '还没想好',
    '再定',
    '拿不准',
    '没定下来',
    '再看吧',
    '回头再看',
  ],
  examples: ['我回去跟家里人商量商量', '让我再想想', '等过段时间再说', '我还没想好', '先比较一下再说'],
  labels: ['考虑中'],
};

export const smsRequestIntent: IntentInput = {
  id: 'sms_request',
  name: '发资料',
  regex: [
    '(?<!不用|不要|别)发.{0,4}(短信|资料|信息|链接|地址)',
    // 价格表发我一份, 把报价发我手机上: whatever it is, sent.
    '(表|资料|报价|方案|图|介绍|课表|议程)(也)?发(我|给我|过来)',
    // Another channel than SMS is still sending it: 发我微信上, 能不能发邮箱, 把链接发我.
    '(?<!不用|不要|别)发(我|到|个)?(微信|邮箱|邮件|qq)',
    '(把|先把|顺便把).{1,10}发(我|一下|过来|给我)',
    '发一个$',
  ],
  keywords: ['发短信', '发个短信', '发资料', '发给我', '发我手机', '发到手机', '发过来', '发吧'],
  examples: ['你把资料发我手机上吧', '发个短信给我看看', '有资料的话发我一份', '你发过来我看看', '短信发我就行'],
};

export const humanIntent: IntentInput = {
  id: 'human',
  name: '转人工',
  regex: [
    '(找|转|换|要).{0,2}(人工|真人|客服|顾问|专员|经理)',
    // Someone in particular asked to call or talk: 让你们经理给我打, 叫个人直接跟我讲.
    '(让|叫|找)(你们)?(的)?(经理|顾问|负责人|负责的人?|业务员|工作人员|派送员|老师|网点|个人|懂行的).{0,8}(打|联系|说|谈|讲|算)',
    '(跟|和)(真)?人(说|谈|讲)',
    '找你们(网点|经理|负责人)',
  ],
  // Not 机器人 or 真人吗: asking whether it is a robot is a question (robotIntent), not a request.
  keywords: ['人工', '转人工', '找真人', '跟真人说', '真人客服'],
  examples: ['让真人跟我说', '我要找你们顾问', '转个人工吧', '有没有人工服务', '别让机器跟我说了找个人'],
};

/**
 * Someone answering for the customer (family, a secretary, a colleague): asked for a better time,
 * never told the customer's business.
 */
export const proxyIntent: IntentInput = {
  id: 'proxy',
  name: '他人代接',
  regex: [
    '我是(他|她|孩子|家里)的?(老婆|老公|爱人|媳妇|妻子|丈夫|秘书|同事|助理|女儿|儿子|妈|爸|姐|哥|妹|弟|爷爷|奶奶|外婆|外公|姥姥|姥爷|家人|朋友|保姆|阿姨)',
    '我是(家里|他家|她家)?的?(保姆|阿姨|前台)',
    '(他|她|老板|家长|机主)(都)?(不在|出去了|上班去了|在开会|在洗澡|在睡觉)',
    '(我|帮你|帮他|帮她)(来)?转告',
    '(跟我说|有事跟我说|你跟我说吧)$',
    // 我妈在做饭呢, 他出差了我是他家里人, 这是我老公的号, 我帮他接的, 跟我说也一样.
    '(我)(妈|爸|老公|老婆|爱人|媳妇|儿子|女儿)(在|正在)(做饭|睡觉|洗澡|忙|开会|上班)',
    '(他|她)(出差|出门|出国|住院)了',
    '我是(他|她)的?(家里人|室友|家人|亲戚|邻居)',
    '这是我(爸|妈|老公|老婆|爱人|儿子|女儿|父亲|母亲|家里人)的(号|手机|电话)',
    '(帮|替)(他|她)(接|收)',
    '跟我说(也)?一样',
  ],
  keywords: ['转告', '他不在', '她不在', '代他接', '替他接'],
  examples: ['我是他家里人他不在', '他出去了有事跟我说', '这是我老公的电话', '我是他同事他在开会', '他手机放家里了'],
};

/** Not the customer at all: a wrong or re-assigned number. */
export const wrongNumberIntent: IntentInput = {
  id: 'wrong_number',
  name: '非本人',
  regex: [
    '^(我)?(不是|不对|错了|没有)+(的|啊|呀|吧|哦)?(我)?$',
    '^(错了|打错|搞错)',
    '(打|找|搞|弄)错(人|了)',
    '(没|没有)(这个?|此)人',
    '不姓',
    '(刚|才)(办|换|用)(的|了)?',
    '(不用|换了|换人了)(这个)?号',
    '号.{0,6}(换人|换主)',
  ],
  keywords: ['不是我', '不是本人', '打错了', '找错人', '不认识', '没这人', '错人了'],
  examples: ['不是你打错了', '你找错人了', '这号码我刚办的不认识他', '没有这个人', '你说的那个人我不认识'],
};

/** What a template says, in its own words, to the questions every call hears. */
export interface CommonAnswers {
  /** Who calls and why, without the customer's details: the person may not be the customer. */
  who: string;
  robot: string;
  /** Where the number came from, without the customer's details. */
  howNumber: string;
  /** A short answer to a price question; the template's price flow says more later. */
  price?: string;
}

/**
 * What every template hears at every node: busy people are called back, a refusal or complaint
 * ends the call, questions about the number, robots, identity and price are answered and the
 * node asks again, a request for information sends it, and 没听清 repeats the question. A node's
 * own branch for one of these intents still wins there.
 */
export function commonGlobalIntents(answers: CommonAnswers): GlobalIntentInput[] {
  const globals: GlobalIntentInput[] = [
    // Asked to send it instead (别打电话了，发短信给我就行; 发短信吧，我不方便听): a request, before
    // the refusal or the busy line it comes with. 不用发 and 别发 are no requests.
    {
      id: 'g-sms',
      intent: 'sms_request',
      after: 'jump',
      target: { flowId: 'main', nodeId: 'send_sms' },
      priority: 'high',
    },
    {
      id: 'g-busy',
      intent: 'busy',
      after: 'jump',
      target: { flowId: 'main', nodeId: 'callback' },
      priority: 'high',
      labels: ['不方便接听'],
    },
    {
      id: 'g-refuse',
      intent: 'refuse',
      after: 'jump',
      target: { flowId: 'main', nodeId: 'bye_refuse' },
      priority: 'high',
    },
    { id: 'g-how-number', intent: 'how_number', text: answers.howNumber, after: 'return', priority: 'high' },
    { id: 'g-robot', intent: 'robot', text: answers.robot, after: 'return', priority: 'high' },
    { id: 'g-repeat', intent: 'repeat', after: 'return', priority: 'low' },
    { id: 'g-who', intent: 'who', text: answers.who, after: 'return', priority: 'low' },
  ];
  if (answers.price) globals.push({ id: 'g-price', intent: 'price', text: answers.price, after: 'return' });
  return globals;
}

/**
 * The intents commonGlobalIntents and the identity node need, besides the template's own; a
 * template's own version of one (same id) stands in its place.
 */
export const commonIntents = (own: IntentInput[] = []): IntentInput[] =>
  [busyIntent, howNumberIntent, robotIntent, whoIntent, repeatIntent, proxyIntent, wrongNumberIntent].map(
    (intent) => own.find((mine) => mine.id === intent.id) ?? intent,
  );

/**
 * The identity node's branches for a person who is not the customer: someone answering for them
 * is asked for a better time (proxyNodes), a wrong number gets the wrong-number goodbye, and a plain
 * no from the customer a polite close.
 */
export const notTheCustomer = (): Branch[] => [
  ['proxy', 'proxy_time'],
  // Here, not as a global intent: 我是他秘书，他在开会 is someone answering for him, not busy.
  ['busy', 'callback', ['不方便接听']],
  ['wrong_number', 'bye_wrong', ['非本人']],
  ['negate', 'bye_decline'],
];

/** Asks someone answering for the customer when to call back, and thanks them. */
export const proxyNodes = (): NodeInput[] => [
  say(
    'proxy_time',
    '他人代接',
    '好的，谢谢您。那麻烦您转告一下，请问他什么时候方便接电话？我到时候再打过来。',
    'proxy_answer',
    ['他人代接'],
  ),
  listen('proxy_answer', '等待回电时间', [
    ['refuse', 'bye_refuse'],
    // 你明天再打吧 answers the question: the same thanks, not the busy goodbye.
    ['busy', 'bye_proxy'],
    ['any', 'bye_proxy'],
  ]),
  hangup('bye_proxy', '代接挂机', '好的，我记下了，到时候再联系他。谢谢您，再见。', ['需要回电']),
];
