import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';

/**
 * Chinese word segmentation and toneless pinyin. Loading the segmenter's dictionary takes about
 * 120 ms, so it happens once per process, on first use: importing the engine stays cheap.
 */
let jieba: Jieba | undefined;

/** The words of a normalised text, in order. HMM finds words the dictionary lacks (names, slang). */
export function segment(text: string): string[] {
  if (text === '') return [];
  jieba ??= Jieba.withDict(dict);
  return jieba.cut(text, true);
}

/**
 * One toneless syllable per Chinese character; a run of other characters (digits, Latin) stays
 * one item, so 「ok」 is not spelled out letter by letter.
 */
export function syllables(text: string): string[] {
  if (text === '') return [];
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
}
