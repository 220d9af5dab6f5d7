import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import type { pinyin as Pinyin } from 'pinyin-pro';

/**
 * Chinese word segmentation and toneless pinyin. The segmenter's dictionaries (some 30 MB with
 * the pinyin tables) load once per process, on first use: importing the engine stays cheap, and a
 * server that talks to no script keeps none of it.
 */
const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;
let pinyin: typeof Pinyin | undefined;

function segmenter(): Jieba {
  if (!jieba) {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict.js') as typeof import('@node-rs/jieba/dict.js');
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

/** The words of a normalised text, in order. HMM finds words the dictionary lacks (names, slang). */
export function segment(text: string): string[] {
  if (text === '') return [];
  return segmenter().cut(text, true);
}

/** The words of a normalised text with their part of speech (jieba's tags: n noun, ns place, m numeral). */
export function tagWords(text: string): { word: string; tag: string }[] {
  if (text === '') return [];
  return segmenter().tag(text, true);
}

/**
 * One toneless syllable per Chinese character; a run of other characters (digits, Latin) stays
 * one item, so 「ok」 is not spelled out letter by letter.
 */
export function syllables(text: string): string[] {
  if (text === '') return [];
  pinyin ??= (require('pinyin-pro') as typeof import('pinyin-pro')).pinyin;
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
}
