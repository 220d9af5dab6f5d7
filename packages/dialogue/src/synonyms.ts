import { normaliseText } from './normalise.ts';
import type { Dictionary } from './types.ts';

/**
 * The similar-word dictionaries linked to a script, as one table. An entry's term and synonyms
 * are interchangeable: a keyword is expanded into its variants (for the synonym step), and a
 * customer line's words are mapped to their entry's term before similarity, so 「费用多少」 and
 * 「学费多少」 compare as the same question when 学费 and 费用 share an entry.
 */
export interface SynonymTable {
  /** Normalised members of each entry, the term first. */
  entries: string[][];
  /** The entries a member belongs to, in dictionary order. */
  entriesOf: Map<string, number[]>;
  /** Members of two or more characters by their first character, longest first. */
  byFirstChar: Map<string, string[]>;
}

/** Variants of one keyword at most: a keyword with many synonymous parts multiplies. */
const MAX_VARIANTS = 64;
/** Customer words are joined up to this many to find a dictionary word jieba splits (多少+钱). */
const MAX_JOINED_TOKENS = 4;

export function buildSynonymTable(dictionaries: readonly Dictionary[]): SynonymTable {
  const entries: string[][] = [];
  const entriesOf = new Map<string, number[]>();
  for (const dictionary of dictionaries) {
    for (const { term, synonyms } of dictionary.terms) {
      const members = [...new Set([term, ...synonyms].map(normaliseText).filter((word) => word !== ''))];
      if (members.length < 2) continue;
      const index = entries.push(members) - 1;
      for (const member of members) entriesOf.set(member, [...(entriesOf.get(member) ?? []), index]);
    }
  }
  const byFirstChar = new Map<string, string[]>();
  for (const member of entriesOf.keys()) {
    // A one-character member would be replaced inside unrelated words (行 in 银行), so it only
    // stands for its synonyms as a whole keyword or a whole customer word.
    if ([...member].length < 2) continue;
    const first = String.fromCodePoint(member.codePointAt(0) as number);
    byFirstChar.set(first, [...(byFirstChar.get(first) ?? []), member]);
  }
  for (const members of byFirstChar.values()) members.sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return { entries, entriesOf, byFirstChar };
}

/** The members of the entries `word` belongs to, other than itself. */
function alternativesOf(table: SynonymTable, word: string): string[] {
  const alternatives: string[] = [];
  for (const index of table.entriesOf.get(word) ?? []) {
    for (const member of table.entries[index] as string[]) {
      if (member !== word && !alternatives.includes(member)) alternatives.push(member);
    }
  }
  return alternatives;
}

/**
 * The variants of a normalised keyword through the dictionaries: the keyword's synonyms, and the
 * keyword with one dictionary word inside it replaced by a synonym (每月学费 -> 每月费用).
 * One hop only: a synonym of a synonym is not a synonym.
 */
export function expandKeyword(table: SynonymTable, keyword: string): string[] {
  const variants = new Set<string>(alternativesOf(table, keyword));
  const inside = new Set<string>();
  for (let at = 0; at < keyword.length; ) {
    const first = String.fromCodePoint(keyword.codePointAt(at) as number);
    for (const member of table.byFirstChar.get(first) ?? []) {
      if (member !== keyword && keyword.startsWith(member, at)) inside.add(member);
    }
    at += first.length;
  }
  for (const member of inside) {
    for (const alternative of alternativesOf(table, member)) variants.add(keyword.replaceAll(member, alternative));
  }
  variants.delete(keyword);
  return [...variants].slice(0, MAX_VARIANTS);
}

/** Maps words, and runs of words that form a dictionary word, to the term of their first entry. */
export function canonicalWords(table: SynonymTable, words: readonly string[]): string[] {
  if (table.entries.length === 0) return [...words];
  const canonical: string[] = [];
  for (let at = 0; at < words.length; ) {
    let length = Math.min(MAX_JOINED_TOKENS, words.length - at);
    for (; length >= 1; length--) {
      const entries = table.entriesOf.get(words.slice(at, at + length).join(''));
      if (entries) {
        canonical.push((table.entries[entries[0] as number] as string[])[0] as string);
        break;
      }
    }
    if (length >= 1) at += length;
    else canonical.push(words[at++] as string);
  }
  return canonical;
}
