import {
  differingKeyTerms,
  KEY_TERM_PENALTY,
  KNOWLEDGE_THRESHOLD,
  type Named,
  type TextFeatures,
  textFeatures,
  type Utterance,
} from './features.ts';
import { normaliseText } from './normalise.ts';
import { readNumbers } from './numerals.ts';
import type { SynonymTable } from './synonyms.ts';
import type { KnowledgeBase, KnowledgeQuestion } from './types.ts';

/**
 * The questions of a script's knowledge bases, indexed for similarity. A script may have tens of
 * thousands of questions and similar questions; scoring each per turn is too slow, so the index
 * maps each word and each syllable pair to the texts that have it, and a turn scores only the
 * texts sharing something with the customer's line (every other text scores 0 anyway, so the
 * best match is the same as a full scan's).
 */
export interface KnowledgeMatch {
  question: KnowledgeQuestion;
  /** The question or similar question that matched, as written. */
  text: string;
  score: number;
  /** The line's and the question's key terms that differ, when the score was lowered for them. */
  differs?: [string, string];
}

interface Postings {
  lists: Map<string, Int32Array>;
  /** Per text: the weight of its words, or the number of its syllable pairs. */
  sizes: Float64Array;
}

export class KnowledgeIndex {
  readonly questions: KnowledgeQuestion[] = [];
  /** Per text: the question it asks, and the text as written. */
  readonly #questionOf: number[] = [];
  readonly #texts: string[] = [];
  readonly #negated: Uint8Array;
  readonly #named: Named[];
  readonly #words: Postings;
  readonly #pairs: Postings;
  /**
   * Scratch space of a search, zero between searches. Searches are synchronous, so one compiled
   * script can serve every call of a process without allocating per turn.
   */
  readonly #shared: Float64Array;
  readonly #touched: Int32Array;

  constructor(bases: readonly KnowledgeBase[], synonyms: SynonymTable) {
    const features: TextFeatures[] = [];
    const named: Named[] = [];
    for (const base of bases) {
      for (const question of base.questions) {
        const index = this.questions.push(question) - 1;
        const seen = new Set<string>();
        for (const text of [question.question, ...question.similar]) {
          const normalised = normaliseText(text);
          if (normalised === '' || seen.has(normalised)) continue;
          seen.add(normalised);
          this.#questionOf.push(index);
          this.#texts.push(text);
          const own = textFeatures(normalised, synonyms);
          features.push(own);
          named.push({
            keyTerms: own.keyTerms,
            words: new Set(own.words.map(([word]) => word)),
            text: readNumbers(normalised),
          });
        }
      }
    }
    this.#negated = Uint8Array.from(features, (f) => (f.negated ? 1 : 0));
    this.#named = named;
    this.#words = postings(
      features.map((f) => f.words.map(([word]) => word)),
      features.map((f) => f.wordWeight),
    );
    this.#pairs = postings(
      features.map((f) => f.pairs),
      features.map((f) => f.pairs.length),
    );
    this.#shared = new Float64Array(features.length);
    this.#touched = new Int32Array(features.length);
  }

  get size(): number {
    return this.#texts.length;
  }

  /** The best text by word similarity; ties go to the earlier base, question, then text. */
  bestByWords(utterance: Utterance): KnowledgeMatch | null {
    const own = utterance.features;
    return this.#best(this.#words, own.words, own.wordWeight, utterance);
  }

  /** The best text by syllable-pair similarity. */
  bestByPinyin(utterance: Utterance): KnowledgeMatch | null {
    const own = utterance.features;
    return this.#best(
      this.#pairs,
      own.pairs.map((pair) => [pair, 1]),
      own.pairs.length,
      utterance,
    );
  }

  #best(
    postings: Postings,
    tokens: readonly (readonly [string, number])[],
    ownSize: number,
    utterance: Utterance,
  ): KnowledgeMatch | null {
    const shared = this.#shared;
    const touched = this.#touched;
    let count = 0;
    for (const [token, weight] of tokens) {
      const list = postings.lists.get(token);
      if (!list) continue;
      for (let at = 0; at < list.length; at++) {
        const text = list[at] as number;
        if (shared[text] === 0) touched[count++] = text;
        shared[text] = (shared[text] as number) + weight;
      }
    }
    // Texts that would answer are compared for key terms, best first: the comparison only lowers
    // a score, so it stops at the first text whose own score cannot beat the best found.
    let best = -1;
    let bestScore = 0;
    const answering: [text: number, score: number][] = [];
    const wanted = utterance.features.negated ? 1 : 0;
    for (let at = 0; at < count; at++) {
      const text = touched[at] as number;
      const score = (2 * (shared[text] as number)) / (ownSize + (postings.sizes[text] as number));
      shared[text] = 0;
      if (this.#negated[text] !== wanted) continue;
      if (score >= KNOWLEDGE_THRESHOLD) answering.push([text, score]);
      else if (score > bestScore || (score === bestScore && text < best)) {
        best = text;
        bestScore = score;
      }
    }
    let bestDiffers: [string, string] | null = null;
    answering.sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || a - b);
    for (const [text, raw] of answering) {
      if (raw < bestScore) break;
      const differs = differingKeyTerms(utterance.named, this.#named[text] as Named);
      const score = differs ? raw * KEY_TERM_PENALTY : raw;
      if (score > bestScore || (score === bestScore && text < best)) {
        best = text;
        bestScore = score;
        bestDiffers = differs;
      }
    }
    if (best < 0) return null;
    return {
      question: this.questions[this.#questionOf[best] as number] as KnowledgeQuestion,
      text: this.#texts[best] as string,
      score: bestScore,
      ...(bestDiffers ? { differs: bestDiffers } : {}),
    };
  }
}

function postings(tokensPerText: readonly (readonly string[])[], sizes: readonly number[]): Postings {
  const building = new Map<string, number[]>();
  tokensPerText.forEach((tokens, text) => {
    for (const token of tokens) {
      const list = building.get(token);
      if (list) list.push(text);
      else building.set(token, [text]);
    }
  });
  const lists = new Map<string, Int32Array>();
  for (const [token, list] of building) lists.set(token, Int32Array.from(list));
  return { lists, sizes: Float64Array.from(sizes) };
}
