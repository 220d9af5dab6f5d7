import { DownloadTaskStatus, QUESTION_IMPORT_HEADER } from '@console/contracts';
import { writeSheet } from '../../lib/sheet-writer.ts';
import { type ExportRun, keysetPages, percentWritten } from '../download/index.ts';
import * as questions from './question-repo.ts';
import * as repo from './repo.ts';

/** What exportKbQuestion stores in the download task's query. */
export interface QuestionExportQuery {
  kbId: number;
}

/** Similar questions in one cell, one a line: the import reads them back the same way. */
export const SIMILAR_SEPARATOR = '\n';

async function* pages(run: ExportRun<QuestionExportQuery>): AsyncGenerator<string[][]> {
  const batches = keysetPages(run, (afterId, limit) => questions.questionBatch(run.db, run.query.kbId, afterId, limit));
  for await (const page of batches) {
    const ids = page.map((question) => question.id);
    const [answers, similar] = await Promise.all([questions.answersOf(run.db, ids), questions.similarOf(run.db, ids)]);
    yield page.map((question) => [
      question.tagName,
      question.name,
      similar
        .filter((row) => row.questionId === question.id)
        .map((row) => row.question)
        .join(SIMILAR_SEPARATOR),
      ...answers.filter((answer) => answer.questionId === question.id).map((answer) => answer.description),
    ]);
  }
}

/**
 * Download type 20: the questions of a knowledge base in the columns of the import template
 * (分类, 主问法, 相似问法, 回答1-3), so the file can be edited and imported into another base. A
 * recorded answer is written as its text.
 */
export async function runQuestionExport(run: ExportRun): Promise<number> {
  const query = run.query as QuestionExportQuery;
  const base = await repo.baseById(run.db, run.businessId, query.kbId);
  if (!base) throw new Error('knowledge base of the export is gone');
  const total = await repo.countQuestions(run.db, base.id);
  await run.progress(DownloadTaskStatus.writing, 0);
  return writeSheet({
    path: run.path,
    sheetName: '问题',
    header: QUESTION_IMPORT_HEADER,
    rows: pages({ ...run, query }),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
