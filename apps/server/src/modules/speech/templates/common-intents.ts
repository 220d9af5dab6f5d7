import { type BuiltinPhrases, builtinIntents, type IntentInput, withPhrases } from './build.ts';

/**
 * What customers say the same way whatever is sold: they are busy, ask where the number came from,
 * want time to think, want it in a message, or want a person. Trade-specific intents (interest,
 * price, already having one) live with their template.
 */

const CALL_PHRASES: BuiltinPhrases = {
  affirm: {
    // A one-word answer: 是 alone would otherwise be unheard, and inside a longer line it means nothing.
    regex: ['^(是|对|嗯|好|行|要|可)(啊|呀|的|吧|啦)?$', '^(嗯)?你说(吧|嘛)?$'],
    keywords: ['好啊', '行啊', '可以的', '是我', '请讲', '愿意', '同意', '还行', '能接受', '合适'],
    examples: ['嗯是我', '嗯你说吧', '好的没问题', '行那就这样吧', '可以安排一下'],
  },
  negate: {
    // A leading 不想 / 没打算 is a no even when the rest of the line names the product (不想买房
    // holds the longer keyword 想买房), and 不用发 is a no although it holds 发短信.
    regex: ['^.{0,4}(不想|不太想|不打算|不考虑|不需要|没打算|没兴趣|不感兴趣)', '(不用|不要|别)(你)?发'],
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

export const howNumberIntent: IntentInput = {
  id: 'how_number',
  name: '怎么知道我号码',
  regex: [
    '(怎么|从哪|哪里).{0,4}(知道|拿到|搞到|弄到|得到).{0,4}(号码|电话|手机)',
    '(号码|电话|手机号).{0,4}(哪来|哪里来|怎么来|谁给)',
  ],
  keywords: ['我的号码', '我的电话', '我手机号', '谁给你的', '信息泄露'],
  examples: [
    '你怎么知道我电话的',
    '我的号码是哪来的',
    '谁把我号码给你们的',
    '你们从哪弄到我手机号的',
    '你们怎么会有我的联系方式',
  ],
};

export const hesitateIntent: IntentInput = {
  id: 'hesitate',
  name: '考虑一下',
  // Not 先看看: 「我想先看看房子」 is interest, not doubt.
  regex: ['(再|先)(想想|考虑|商量|比较)'],
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
  ],
  examples: ['我回去跟家里人商量商量', '让我再想想', '等过段时间再说', '我还没想好', '先比较一下再说'],
  labels: ['考虑中'],
};

export const smsRequestIntent: IntentInput = {
  id: 'sms_request',
  name: '发资料',
  regex: ['(?<!不用|不要|别)发.{0,4}(短信|资料|信息|链接|地址)'],
  keywords: ['发短信', '发个短信', '发资料', '发给我', '发我手机', '发到手机', '发过来', '发吧'],
  examples: ['你把资料发我手机上吧', '发个短信给我看看', '有资料的话发我一份', '你发过来我看看', '短信发我就行'],
};

export const humanIntent: IntentInput = {
  id: 'human',
  name: '转人工',
  regex: ['(找|转|换|要).{0,2}(人工|真人|客服|顾问|专员)'],
  keywords: ['人工', '真人', '转人工', '机器人'],
  examples: ['你是机器人吧', '让真人跟我说', '我要找你们顾问', '转个人工吧', '有没有人工服务'],
};
