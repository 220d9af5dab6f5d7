import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { PHONE_PATTERN, type TextFieldCheck, textFieldProblem } from '../rules.ts';

/**
 * Building blocks of the request schemas. Every message names the field in Chinese, so a
 * rejected request tells the person exactly which field to fix. Where a field accepts several
 * forms (a number or its text), the preprocessing function's parameter type is the input type
 * the callers see (BodyOf).
 */
const isMissing = (input: unknown) => input === undefined || input === null;

export function text(label: string, max = 200) {
  return z
    .string({
      error: (iss) => (isMissing(iss.input) ? ErrorMessage.fieldRequired(label) : ErrorMessage.fieldInvalid(label)),
    })
    .trim()
    .min(1, ErrorMessage.fieldRequired(label))
    .max(max, `${label}不能超过${max}个字符`)
    .describe(label);
}

/** A text whose absence the form names with its own words (请输入主问法), not "<label>不能为空". */
export function requiredText(label: string, max: number, required: string) {
  return z
    .string({ error: (iss) => (isMissing(iss.input) ? required : ErrorMessage.fieldInvalid(label)) })
    .trim()
    .min(1, required)
    .max(max, `${label}不能超过${max}个字符`)
    .describe(label);
}

export function optionalText(label: string, max = 200) {
  return z
    .string({ error: ErrorMessage.fieldInvalid(label) })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .describe(label)
    .optional();
}

/** A day as YYYYMMDD or YYYY-MM-DD text, or the YYYYMMDD number the original console sends (parseInt). */
export function dayText(label: string) {
  return z.preprocess((value: string | number) => (typeof value === 'number' ? String(value) : value), text(label, 20));
}

export function phone(label: string) {
  return text(label, 11).regex(PHONE_PATTERN, ErrorMessage.fieldInvalid(label));
}

/** What forms send for an empty number field; an optional one counts it as absent. */
const blankAsMissing = (value: number | string | null | undefined) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : (value ?? undefined);

/**
 * The ranges of the integer columns a request's integers end up compared with or stored in. A
 * value outside its column's range is malformed input: refused here with the field's name,
 * never sent to the database to fail there. `bigint` is for ids of bigint columns (what a
 * JavaScript number holds exactly); `timestamp` for milliseconds since the epoch, up to 2100:
 * a larger number is no clock's, and past 8.64e15 not even a Date's.
 */
export const ColumnRange = {
  smallint: { min: -32_768, max: 32_767 },
  int4: { min: -2_147_483_648, max: 2_147_483_647 },
  bigint: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
  timestamp: { min: 0, max: 4_102_444_800_000 },
} as const;
export type IntegerColumn = keyof typeof ColumnRange;
const WIDE_COLUMNS = new Set<IntegerColumn>(['bigint', 'timestamp']);

interface IntegerOptions {
  positive?: boolean;
  max?: number;
  /** The column the value belongs to; int4 unless said. */
  column?: IntegerColumn;
}

function integerNumber(label: string, options: IntegerOptions) {
  const column = options.column ?? 'int4';
  const range = ColumnRange[column];
  let number = z
    .number({ error: (iss) => (isMissing(iss.input) ? ErrorMessage.fieldRequired(label) : `${label}必须为数字`) })
    .int(`${label}必须为整数`)
    .min(range.min, ErrorMessage.fieldInvalid(label))
    .max(range.max, ErrorMessage.fieldInvalid(label));
  if (options.positive) number = number.positive(ErrorMessage.fieldInvalid(label));
  if (options.max !== undefined) number = number.max(options.max, `${label}不能超过${options.max}`);
  // The API reference tells the wide ones apart (OpenAPI's int64); the others are int32.
  return number.meta({ description: label, format: WIDE_COLUMNS.has(column) ? 'int64' : 'int32' });
}

/** Accepts a number or a numeric string (forms and older clients send either); blank counts as missing. */
export function integer(label: string, options: IntegerOptions = {}) {
  return z.preprocess(blankAsMissing, integerNumber(label, options));
}

/**
 * An integer the caller may leave out, send as null or as "" (the original console sends
 * `productId: ""`): all three are absent.
 */
export function optionalInteger(label: string, options: IntegerOptions = {}) {
  return z.preprocess(blankAsMissing, integerNumber(label, options).optional()).optional();
}

/** A page of a list: pageIndex from 1, pageSize up to `maxPageSize`. */
export function paging(defaultPageSize: number, maxPageSize = 100) {
  return {
    pageIndex: optionalInteger('页码', { positive: true }).transform((value) => value ?? 1),
    pageSize: optionalInteger('每页条数', { positive: true, max: maxPageSize }).transform(
      (value) => value ?? defaultPageSize,
    ),
  };
}

/** Element's sort orders (ascending/descending) and the short ones, as asc or desc; absent is the list's default. */
export function sortOrder() {
  return z
    .enum(['asc', 'desc', 'ascending', 'descending'], { error: '排序方式格式错误' })
    .transform((v) => (v.startsWith('asc') ? ('asc' as const) : ('desc' as const)))
    .optional();
}

/** A list sent as an array (or one value); blanks are dropped. */
export function list<T extends z.ZodType>(item: T, label: string, max = 500) {
  return z
    .preprocess(
      (value: z.input<T> | z.input<T>[] | '' | null) =>
        value === undefined || value === null || value === ''
          ? []
          : (Array.isArray(value) ? value : [value]).filter((v) => v !== '' && v !== null && v !== undefined),
      z
        .array(item, { error: ErrorMessage.fieldInvalid(label) })
        .max(max, `${label}不能超过${max}个`)
        .describe(label),
    )
    .default([]);
}

/** Ids to act on (deletes): at least one. */
export function idList(label: string, max = 500) {
  return list(integer(label, { positive: true }), label, max).refine(
    (ids) => ids.length > 0,
    ErrorMessage.fieldRequired(label),
  );
}

/** A chosen item's id (a select): absent or not an id, the form's own words say so (请选择分类). */
export function chosenId(required: string) {
  return z.preprocess(
    blankAsMissing,
    z.number({ error: required }).int(required).positive(required).max(ColumnRange.int4.max, required),
  );
}

/** A millisecond timestamp, as number or string; kept as the exact text the client used. */
export function timestamp(label = '时间戳') {
  return z
    .union([z.number(), z.string()], {
      error: (iss) => (isMissing(iss.input) ? ErrorMessage.fieldRequired(label) : ErrorMessage.fieldInvalid(label)),
    })
    .describe(`${label}（毫秒）`)
    .transform((v) => String(v))
    .refine((v) => /^\d{10,16}$/.test(v), ErrorMessage.fieldInvalid(label));
}

export function flag(label: string) {
  return z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: ErrorMessage.fieldInvalid(label) })
    .describe(label)
    .transform((v) => Number(v) as 0 | 1);
}

/** Whether a text reads as a number (what the server's Number() would make of it). */
const numericText = (value: string) => value.trim() !== '' && !Number.isNaN(Number(value));
const withinInt4 = (value: number) => value >= ColumnRange.int4.min && value <= ColumnRange.int4.max;

/**
 * An id a caller may send as number or text, left for the server to compare (e.g. a body's
 * businessId). Whatever its form, a number outside an int4 column's range names no row: it is
 * refused as malformed rather than sent to the database.
 */
export function idLike(label: string) {
  return z
    .union(
      [
        z
          .number()
          .min(ColumnRange.int4.min, ErrorMessage.fieldInvalid(label))
          .max(ColumnRange.int4.max, ErrorMessage.fieldInvalid(label)),
        z
          .string()
          .refine((value) => !numericText(value) || withinInt4(Number(value)), ErrorMessage.fieldInvalid(label)),
      ],
      { error: ErrorMessage.fieldInvalid(label) },
    )
    .describe(label)
    .optional();
}

/** An image upload's file part: `attach`, or `file` as the original console's el-upload sends it. */
export const ORIGINAL_UPLOAD = { fileField: 'attach', aliases: ['file'] } as const;

/** A file name the server generated: hex, a dot and the image extension. */
export const storedName = (label: string) =>
  text(label, 100).regex(/^[a-f0-9]{16,64}\.(png|jpg)$/, ErrorMessage.fieldInvalid(label));

/** A form's text field with its own messages (rules.ts TextFieldCheck): the page and the server say the same. */
export function checkedText(field: TextFieldCheck) {
  return z
    .string({ error: field.required ?? '格式错误' })
    .trim()
    .superRefine((value, ctx) => {
      const problem = textFieldProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}
