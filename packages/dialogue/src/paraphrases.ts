import { buildSynonymTable, type SynonymTable } from './synonyms.ts';

/**
 * Words that ask the same thing in every trade, one entry per way of asking: how (怎么, 如何, 咋),
 * the price (价格, 什么价, 价钱), where (哪里, 哪儿, 什么地方), when (什么时候, 啥时候, 几时), can
 * (可以, 能不能, 能否), why (为什么, 为啥). Similarity maps them to one word after the script's own
 * dictionaries, so 学费如何收 and 学费怎么收 are the same question. Only for similarity: keywords and
 * patterns stay literal.
 */
export const PARAPHRASES: SynonymTable = buildSynonymTable([
  {
    id: 0,
    name: '问法',
    terms: [
      { term: '怎么', synonyms: ['如何', '咋', '怎样', '咋样', '怎么样', '咋整', '怎么弄', '咋弄', '怎么办', '咋办'] },
      // 多少钱 stays two words: 学费多少 and 学费多少钱 share 多少.
      { term: '价格', synonyms: ['什么价', '啥价', '价钱', '什么价位', '价位', '售价'] },
      { term: '哪里', synonyms: ['哪儿', '哪', '什么地方', '啥地方', '哪个地方', '在哪', '在哪儿', '在哪里'] },
      { term: '什么时候', synonyms: ['啥时候', '几时', '什么时间', '啥时间', '哪天', '几号', '多会儿'] },
      { term: '可以', synonyms: ['能', '能不能', '可不可以', '能否', '可否', '行不行', '是否可以', '能够'] },
      { term: '为什么', synonyms: ['为啥', '为何', '怎么会', '咋会'] },
      { term: '什么', synonyms: ['啥', '哪些', '啥子'] },
      { term: '多长', synonyms: ['多久', '多长时间', '多少时间', '几天', '多少天'] },
      { term: '有没有', synonyms: ['有无', '是否有', '有木有'] },
      { term: '需要', synonyms: ['要', '得', '需不需要', '要不要'] },
      { term: '手机', synonyms: ['电话', '手机号', '电话号码', '手机号码'] },
      { term: '孩子', synonyms: ['小孩', '娃', '小朋友', '儿子', '女儿'] },
      { term: '退款', synonyms: ['退钱', '退费', '退回来'] },
    ],
  },
]);
