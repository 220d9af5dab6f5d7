import type { IntentInput } from './build.ts';

/**
 * What customers ask at any point of a call, whatever is sold: the price, who is calling, whether
 * it is a robot, how the number was obtained, or to hear it again. The templates answer these
 * as global intents (commonGlobalIntents).
 */

/**
 * Asking whether something costs money, in the words of every trade: 要不要交钱, 收不收费, 评估要收钱吗,
 * 真的免费吗, 有没有服务费, 要好多钱. Each template's price intent starts from these.
 */
export const PAYING_ASKED = [
  '(要|收|交|花)(不要|不收|不交)?(钱|费)(吗|么|不|的|啊)',
  '(要不要|收不收|用不用).{0,3}(交)?(钱|费)',
  '(是不是|真的|都是)(免费|要钱|要交钱|收费)',
  '(定金|押金|服务费|违约金|手续费)',
  '(要|得)好多钱',
];

export const howNumberIntent: IntentInput = {
  id: 'how_number',
  name: '怎么知道我号码',
  regex: [
    '(怎么|从哪|哪里).{0,4}(知道|拿到|搞到|弄到|得到).{0,4}(号码|电话|手机)',
    '(号码|电话|手机号).{0,4}(哪来|哪里来|怎么来|谁给)',
    '谁(给|把).{0,6}(号|电话|手机)',
    '(买|卖)(的|了)?(我的)?(信息|号码|电话)',
    '(怎么|咋)(知道|有)(我|我的)?(号|电话|手机)',
    '(哪个|什么)平台留',
    // 你哪来的我电话, 你们咋知道我叫啥的, 怎么又有我号码, 信息从哪泄露的.
    '(哪来|哪弄|哪搞|咋知道|怎么知道|从哪).{0,4}(我|我的)(电话|号|手机|信息|名字|叫啥)',
    '(怎么|咋)(又|老|总|还)有我(的)?(电话|号码|手机)',
    '(信息|号码).{0,4}(泄露|哪来|从哪)',
    '(没留过|没给过).{0,4}(电话|号码).{0,8}(咋|怎么)知道',
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

/** 你是机器人吗: answered honestly at any node, then the call goes on. */
export const robotIntent: IntentInput = {
  id: 'robot',
  name: '是否机器人',
  regex: [
    '(是|是不是)(个)?(机器人|机器|ai|录音|真人|人工|智能)',
    '(机器人|机器|真人|录音|ai)(吗|吧|么|啊|呀|还是)',
    '(像|听着像|怎么像)(是)?(录音|机器)',
    '录好的|自动(打|拨)的',
  ],
  keywords: ['是机器人吗', '是不是机器人', '真人吗', '是录音吗'],
  examples: ['你是机器人吧', '你到底是不是真人', '这是录音吧', '你是人工还是机器', '我怎么听着像机器在说话'],
};

/** 你是谁, 哪里的, 什么公司: the robot says who it is and why it calls, then asks again. */
export const whoIntent: IntentInput = {
  id: 'who',
  name: '询问身份',
  regex: [
    '^(喂)?(你|您|你们)?(是)?(谁|哪位|哪里|哪儿|哪个)(?!给|把)',
    '(哪个|什么|哪家|啥)(公司|单位|学校|机构|平台|快递|保险|组委会|会)',
    '(是)?(干嘛|干啥|做什么|做啥)的',
    '^(喂)?(有)?(什么|啥)事',
    '(谁|哪个)(办|主办|举办)的',
    // Whether the caller can be trusted is who they are: 正规吗, 没听说过, 你们是银行的吗, 谁寄的.
    '正规(吗|不|么|的吗)',
    '没听(过|说过)(这家|你们)?',
    '是.{0,4}(银行|公司|中介|官方)的(吗|么)',
    '谁寄的',
    '工号多少',
  ],
  keywords: ['你谁啊', '哪位', '你是谁'],
  examples: ['你是哪里的', '你们是什么公司', '你先说你是谁', '喂哪位啊', '你们是干什么的'],
};

/** 没听清, 再说一遍, 信号不好: the robot says its question again, which is what was asked. */
export const repeatIntent: IntentInput = {
  id: 'repeat',
  name: '没听清',
  regex: [
    '没听(清|到|见|明白|懂)',
    '听不(清|到|见|明白)',
    '(再|在)(说|讲)一(遍|下|次)',
    '大(点|一点)声|声音(太)?小|说慢点',
    '^(啊|喂|嗯)?(你)?(刚)?(说|讲)(的)?(什么|啥)',
    '^(啊|喂)?(什么|啥)(意思)?$',
    // 啥，你找谁: the question says whom the robot asks for.
    '(说|你)找谁',
    // Echoed back: 你问啥, 啥经理你说啥, 发哪儿, 放哪你说放哪.
    '你(问|说)(的)?(放|发|签|寄)?(啥|什么|哪)',
    '^(发|放|签|核实)(哪儿?|啥|什么)$',
  ],
  keywords: ['信号不好', '啥意思', '什么意思'],
  examples: ['喂你说什么', '刚才断了你说啥', '信号不好你大点声', '没听清你再说一遍', '你说慢一点我没听懂'],
};
