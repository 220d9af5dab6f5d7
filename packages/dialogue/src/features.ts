import { isNegated } from './polarity.ts';
import { segment, syllables } from './segmenter.ts';
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
}

/** The threshold of both similarities, words and syllables, for examples and knowledge alike. */
export const SIMILARITY_THRESHOLD = 0.6;

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

function weightOf(word: string): number {
  let characters = 0;
  for (const _ of word) characters++;
  return characters;
}

/** The content words of a normalised text; all its words when it has nothing else. */
export function contentWords(text: string, synonyms: SynonymTable): string[] {
  const words = segment(text);
  const content = words.filter((word) => !FILLERS.has(word));
  return canonicalWords(synonyms, content.length > 0 ? content : words);
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
  const content = contentWords(text, synonyms);
  const words = new Map<string, number>();
  for (const word of content) words.set(word, weightOf(word));
  let wordWeight = 0;
  for (const weight of words.values()) wordWeight += weight;
  return { words: [...words], wordWeight, pairs: syllablePairs(content), negated: isNegated(text) };
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

  constructor(text: string, synonyms: SynonymTable) {
    this.text = text;
    this.#synonyms = synonyms;
  }

  get features(): TextFeatures {
    this.#features ??= textFeatures(this.text, this.#synonyms);
    return this.#features;
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

/** Scores in traces: four decimals are enough to read, and keep traces short. */
export function rounded(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
