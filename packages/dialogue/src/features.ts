import { readNumbers } from './numerals.ts';
import { PARAPHRASES } from './paraphrases.ts';
import { isNegated } from './polarity.ts';
import { segment, syllables, tagWords } from './segmenter.ts';
import { canonicalWords, type SynonymTable } from './synonyms.ts';

/**
 * What similarity compares of a text, worked out once: its content words and its syllable pairs.
 *
 * Words: jieba's words, modal particles and fillers left out (they carry no meaning, and a short
 * line is mostly particles: 好的呀 is 好), dictionary synonyms mapped to one term. Each word
 * weighs its number of characters, so sharing 学费 counts twice as much as sharing 钱.
 *
 * Syllable pairs: adjacent toneless syllables of the same words. Pairs keep the order that a bag of
 * syllables loses (可以 ke-yi is not 一刻 yi-ke); a one-syllable text is its syllable.
 */
export interface TextFeatures {
  /** Distinct words with their weights. */
  words: [word: string, weight: number][];
  wordWeight: number;
  /** Distinct syllable pairs. */
  pairs: string[];
  negated: boolean;
  /**
   * The words that name what is asked about (things, places, names, numbers, times, actions):
   * two questions that differ in one of them ask different things, however many words they share
   * (房子多少钱一平 is not 商铺多少钱一平, nor 首套房首付多少 二套房首付多少).
   */
  keyTerms: string[];
}

/** The threshold of both similarities, words and syllables, for an intent's examples. */
export const SIMILARITY_THRESHOLD = 0.6;
/**
 * The threshold for a knowledge answer, calibrated apart from the examples' on the corpus's
 * question pairs with precision first (a wrong answer is worse than 没听清楚): with key terms
 * compared, 0.6 is the most accurate at a precision above 0.8 (0.7 loses accuracy, 0.5 precision).
 */
export const KNOWLEDGE_THRESHOLD = 0.6;
/** A knowledge question whose key terms differ from the line's keeps this share of its score. */
export const KEY_TERM_PENALTY = 0.6;

const FILLERS = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '啊',
  '吧',
  '呀',
  '嘛',
  '哦',
  '哈',
  '啦',
  '哎',
  '诶',
  '唉',
  '喔',
  '噢',
  '呃',
  '额',
  '那个',
  '这个',
  '就是',
  '然后',
  '那',
  '请问',
]);

/**
 * Parts of speech that name nothing: pronouns, adverbs, prepositions, conjunctions, particles,
 * modal words, interjections. Every other word (nouns, names, places, numerals, verbs, adjectives,
 * idioms such as 吃海鲜) names what is asked about.
 */
const NOT_KEY_TAGS = new Set(['r', 'd', 'p', 'c', 'u', 'uj', 'ul', 'uz', 'ug', 'uv', 'ud', 'y', 'e', 'o', 'zg', 'q']);
const NOT_KEY_TERMS = new Set(
  '多少 几 一 一个 一些 多 好 是 有 要 能 会 想 去 到 来 说 做 用 让 给 在 看 问 知道 可以 需要 得 算 弄 办 搞 找 打 听 讲 告诉 觉得 请 时候 时间'.split(
    ' ',
  ),
);

function weightOf(word: string): number {
  let characters = 0;
  for (const _ of word) characters++;
  return characters;
}

/**
 * The content words of a text's words, dictionary synonyms and the ways of asking mapped to one
 * word; all its words when it has nothing else.
 */
function contentOf(words: readonly string[], synonyms: SynonymTable): string[] {
  const content = words.filter((word) => !FILLERS.has(word));
  return canonicalWords(PARAPHRASES, canonicalWords(synonyms, content.length > 0 ? content : words));
}

export function syllablePairs(words: readonly string[]): string[] {
  const spoken = syllables(words.join(''));
  if (spoken.length === 1) return spoken;
  const pairs = new Set<string>();
  for (let at = 0; at + 1 < spoken.length; at++) pairs.add(`${spoken[at]} ${spoken[at + 1]}`);
  return [...pairs];
}

/** Of a normalised text. */
export function textFeatures(text: string, synonyms: SynonymTable): TextFeatures {
  const tagged = tagWords(readNumbers(text));
  const content = contentOf(
    tagged.map(({ word }) => word),
    synonyms,
  );
  // A word the dictionaries replaced is no key term of its own: its synonyms may say it otherwise.
  const kept = new Set(content);
  const keyTerms = tagged
    .filter(({ word, tag }) => !NOT_KEY_TAGS.has(tag) && kept.has(word) && !NOT_KEY_TERMS.has(word))
    .map(({ word }) => word);
  const words = new Map<string, number>();
  for (const word of content) words.set(word, weightOf(word));
  let wordWeight = 0;
  for (const weight of words.values()) wordWeight += weight;
  return {
    words: [...words],
    wordWeight,
    pairs: syllablePairs(content),
    negated: isNegated(text),
    keyTerms: [...new Set(keyTerms)],
  };
}

/**
 * A customer line's features, each worked out when a step first needs it: most turns are decided
 * by a keyword before any segmentation.
 */
export class Utterance {
  readonly text: string;
  readonly #synonyms: SynonymTable;
  #features: TextFeatures | undefined;
  #wordWeights: Map<string, number> | undefined;
  #pairSet: Set<string> | undefined;
  #syllables: string[] | undefined;
  #words: string[] | undefined;
  #boundaries: Set<number> | undefined;
  #named: Named | undefined;

  constructor(text: string, synonyms: SynonymTable) {
    this.text = text;
    this.#synonyms = synonyms;
  }

  get features(): TextFeatures {
    this.#features ??= textFeatures(this.text, this.#synonyms);
    return this.#features;
  }

  /** The line as the key-term comparison sees it. */
  get named(): Named {
    this.#named ??= {
      keyTerms: this.features.keyTerms,
      words: new Set(this.wordWeights.keys()),
      text: readNumbers(this.text),
    };
    return this.#named;
  }

  get wordWeights(): Map<string, number> {
    this.#wordWeights ??= new Map(this.features.words);
    return this.#wordWeights;
  }

  get pairSet(): Set<string> {
    this.#pairSet ??= new Set(this.features.pairs);
    return this.#pairSet;
  }

  /** The segmenter's words of the whole line, fillers included. */
  get words(): string[] {
    this.#words ??= segment(this.text);
    return this.#words;
  }

  /** Where words start and end, as offsets into the text. */
  get boundaries(): Set<number> {
    if (!this.#boundaries) {
      const boundaries = new Set([0]);
      let at = 0;
      for (const word of this.words) {
        at += word.length;
        boundaries.add(at);
      }
      this.#boundaries = boundaries;
    }
    return this.#boundaries;
  }

  /**
   * Whether the line says `keyword` as words of its own: 行 is not heard in 行业, nor 方便 in
   * 方便面. A keyword of one character must also open or close the line (对，我是家长; 是我啊对),
   * repeats allowed (对对对): inside a line, 有 or 行 is mostly part of something else.
   */
  says(keyword: string): boolean {
    if ([...keyword].length === 1) {
      const content = this.words.filter((word) => !FILLERS.has(word));
      const only = (word: string | undefined) =>
        word !== undefined && word !== '' && word.replaceAll(keyword, '') === '';
      return only(content[0]) || only(content.at(-1));
    }
    const boundaries = this.boundaries;
    for (let at = this.text.indexOf(keyword); at !== -1; at = this.text.indexOf(keyword, at + 1)) {
      if (boundaries.has(at) && boundaries.has(at + keyword.length)) return true;
    }
    return false;
  }

  /** Every syllable of the whole line, fillers included: keywords are looked for in it. */
  get syllables(): string[] {
    this.#syllables ??= syllables(this.text);
    return this.#syllables;
  }
}

/** Dice over weighted word sets: twice the weight shared over the weight of both. */
export function wordSimilarity(utterance: Utterance, text: TextFeatures): number {
  const own = utterance.features;
  if (own.negated !== text.negated || own.wordWeight + text.wordWeight === 0) return 0;
  const weights = utterance.wordWeights;
  let shared = 0;
  for (const [word, weight] of text.words) if (weights.has(word)) shared += weight;
  return (2 * shared) / (own.wordWeight + text.wordWeight);
}

/** Dice over syllable-pair sets. */
export function pinyinSimilarity(utterance: Utterance, text: TextFeatures): number {
  const own = utterance.features;
  if (own.negated !== text.negated || own.pairs.length + text.pairs.length === 0) return 0;
  const pairs = utterance.pairSet;
  let shared = 0;
  for (const pair of text.pairs) if (pairs.has(pair)) shared++;
  return (2 * shared) / (own.pairs.length + text.pairs.length);
}

/** Amounts and ordinals (首套 is 一套): equal or different, never said shorter or longer. */
const NUMERAL = /[\d零一二三四五六七八九十百千万亿两首第]/u;

/** What the key-term comparison needs of a text: its key terms, content words and normalised text. */
export interface Named {
  keyTerms: readonly string[];
  words: ReadonlySet<string>;
  text: string;
}

/**
 * The key terms of `own` that `other` does not say: as a word, or inside one (退费 is said in
 * 退费用, 寄 in 能寄到). An amount is said only as a word: 十万 is not said in 二十万, nor 首 of
 * 首套房 in 首付.
 */
function unsaid(own: Named, other: Named): string[] {
  return own.keyTerms.filter((term) => !other.words.has(term) && (NUMERAL.test(term) || !other.text.includes(term)));
}

/**
 * The key terms that differ when each text names something the other does not (商铺 for 房子, 二 for
 * 首): a substitution, not an addition, so 我贷30年每个月还多少 still matches 每个月还多少.
 */
export function differingKeyTerms(line: Named, question: Named): [string, string] | null {
  const ours = unsaid(line, question);
  if (ours.length === 0) return null;
  const theirs = unsaid(question, line);
  if (theirs.length === 0) return null;
  // 收 and 收费 name one thing, said shorter or longer: no substitution when every term differing
  // on either side is the other side's said shorter or longer. Amounts name one thing only when
  // equal: 十万 is not 二十万.
  const related = (a: string, b: string) => {
    if (NUMERAL.test(a) || NUMERAL.test(b)) return false;
    const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
    return shorter.length >= 2 ? longer.includes(shorter) : longer.startsWith(shorter);
  };
  const lone = (terms: string[], others: string[]) => terms.find((term) => !others.some((o) => related(term, o)));
  const own = lone(ours, theirs);
  const other = lone(theirs, ours);
  if (own === undefined && other === undefined) return null;
  return [own ?? (ours[0] as string), other ?? (theirs[0] as string)];
}

/** Scores in traces: four decimals are enough to read, and keep traces short. */
export function rounded(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
