import { z } from 'zod';
import { CATALOGUE_NAME_PATTERN, WORDS_NAME_PATTERN } from '../rules.ts';
import { flagValue } from '../schemas/endpoint.ts';
import { idLike, idList, integer, optionalInteger, optionalText, paging, requiredText } from '../schemas/fields.ts';
import { dictionaryLimits } from './constants.ts';

/**
 * The synonyms of a term as the dialog's one text holds them: split on ASCII and full-width
 * commas (不区分半角圆角), trimmed, blanks and repeats dropped, in their first order.
 */
export function splitSynonyms(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,，]/)
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ];
}

const dicId = integer('词库ID', { positive: true });
const withoutSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value);

/** 新建词典 removes every whitespace before sending; the server does the same for any client. */
const dictionaryName = z.preprocess(
  withoutSpaces,
  requiredText('词库名称', dictionaryLimits.name, '请输入词库名称').regex(CATALOGUE_NAME_PATTERN, '词库名称格式不正确'),
);

const term = requiredText('标准词', dictionaryLimits.term, '请输入标准词').regex(
  WORDS_NAME_PATTERN,
  '标准词格式不正确',
);

const synonyms = z
  .string({ error: '相似词格式错误' })
  .max(5_000, '相似词过长')
  .default('')
  .transform(splitSynonyms)
  .pipe(
    z
      .array(z.string())
      .max(dictionaryLimits.synonyms, `相似词不能超过${dictionaryLimits.synonyms}个`)
      // On the whole list, so the refusal names the field the person typed (an item has no field).
      .refine(
        (words) => words.every((word) => word.length <= dictionaryLimits.synonym),
        `每个相似词不能超过${dictionaryLimits.synonym}个字符`,
      ),
  )
  .describe('相似词，多个以逗号分隔（半角或全角）');

export const termRow = z.object({
  id: z.number().int(),
  term: z.string(),
  synonyms: z.array(z.object({ term: z.string() })),
});

export const dictionaryRow = z.object({
  id: z.number().int(),
  cname: z.string(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  createTime: z.string(),
  termNum: z.number().int(),
  /** 1 when linked to the kbId of the query. */
  selected: flagValue,
});

const idRow = z.object({ id: z.number().int() });

export const dictionarySchemas = {
  queryDicList: {
    body: z.object({ ...paging(10, 500), kbId: optionalInteger('知识点ID', { positive: true }) }),
    row: dictionaryRow,
  },
  addDict: { body: z.object({ cname: dictionaryName }), row: idRow },
  delDict: { body: z.object({ dicId }) },
  exportDic: { body: z.object({ dicId, sysType: idLike('系统类型') }) },
  addTask: { body: z.object({ dicId }) },
  queryDicDetail: {
    body: z.object({ id: dicId, ...paging(10) }),
    row: z.object({ id: z.number().int(), cname: z.string(), terms: z.array(termRow) }),
  },
  addSingle: {
    body: z.object({ dicId, term, synonyms, id: optionalInteger('标准词ID', { positive: true }) }),
    row: idRow,
  },
  queryDetail: { body: z.object({ dicId, id: integer('标准词ID', { positive: true }) }), row: termRow },
  queryByterm: {
    body: z.object({
      dicId,
      term: z.preprocess(withoutSpaces, optionalText('关键字', dictionaryLimits.term)),
      ...paging(10),
    }),
    row: termRow,
  },
  delDicbyids: {
    body: z.object({ ids: idList('标准词ID', 500), dicId: optionalInteger('词库ID', { positive: true }) }),
  },
  addBatch: { upload: { fileField: 'file', fields: z.object({ dicId }) }, row: idRow },
  exportKnow: { body: z.object({}), row: z.object({ path: z.string() }) },
};
