import {
  CATALOGUE_NAME_PATTERN,
  ErrorCode,
  ImportStatus,
  knowledgeLimits,
  QUESTION_IMPORT_HEADER,
} from '@console/contracts';
import { optionalText, requiredText, text } from '@console/contracts/schemas';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type Importer, refusalOf, rowProblem } from '../imports/index.ts';
import { assertWritable, changeBase } from './base-change.ts';
import * as questions from './question-repo.ts';
import { distinctSimilar } from './question-service.ts';
import * as repo from './repo.ts';

/** 相似问法 in one cell: one a line (as the export writes them), or separated by ||. */
const splitSimilar = (cell: string) =>
  cell
    .split(/\r?\n|\|\|/)
    .map((question) => question.trim())
    .filter(Boolean);

const answer = (label: string) => optionalText(label, knowledgeLimits.answer).transform((value) => value ?? '');

const questionRow = z.object({
  tag: requiredText('分类', knowledgeLimits.tagName, '分类不能为空').regex(CATALOGUE_NAME_PATTERN, '分类格式不正确'),
  question: requiredText('主问法', knowledgeLimits.question, '主问法不能为空'),
  similar: z.array(text('相似问法', knowledgeLimits.similarQuestion)),
  answers: z
    .tuple([answer('回答1'), answer('回答2'), answer('回答3')])
    .refine((answers) => answers.some(Boolean), '回答不能为空'),
});

/**
 * Questions from the import template (分类, 主问法, 相似问法, 回答1-3) into a knowledge base, each
 * row in its own change of the base: a category named in the file is created when the base has
 * none of that name; a main question the base has already is rejected. A file with a row of more
 * than 30 similar questions is refused whole (12).
 */
export const questionImporter: Importer = {
  header: QUESTION_IMPORT_HEADER,

  refuseFile(rows) {
    const over = rows.find((row) => splitSimilar(row.cells[2] ?? '').length > knowledgeLimits.similarQuestions);
    return over
      ? { status: ImportStatus.tooManySimilar, msg: `超过30个相似问法，不能导入：第${over.rowNumber}行` }
      : undefined;
  },

  targetProblem: (db, job) => refusalOf(() => assertWritable(db, job.businessId, job.targetId)),

  async importRow(db, job, cells, now) {
    const [tag, question, similar, first, second, third] = cells;
    const { problem, data } = rowProblem(questionRow, {
      tag,
      question,
      similar: splitSimilar(similar),
      answers: [first, second, third],
    });
    if (!data) return problem;
    return refusalOf(() =>
      changeBase(db, { businessId: job.businessId, kbId: job.targetId, now }, async (tx, base) => {
        if (await questions.questionNameTaken(tx, base.id, data.question)) {
          throw new AppError(ErrorCode.KnowledgeQuestionTaken);
        }
        const tagId =
          (await repo.tagByName(tx, base.id, data.tag))?.id ??
          (await repo.insertTag(tx, { kbId: base.id, name: data.tag, now }));
        await questions.insertQuestion(
          tx,
          base.id,
          {
            tagId,
            name: data.question,
            similar: distinctSimilar(data.question, data.similar),
            answers: data.answers.map((text) => ({ type: 'text' as const, content: text, description: text })),
            interrupt: 0,
            sendSms: 0,
            smsTemplateCode: '',
          },
          now,
        );
      }),
    );
  },
};
