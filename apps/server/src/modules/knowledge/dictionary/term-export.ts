import { DownloadTaskStatus, TERM_IMPORT_HEADER } from '@console/contracts';
import { writeSheet } from '../../../lib/sheet-writer.ts';
import { type ExportRun, keysetPages, percentWritten } from '../../download/index.ts';
import * as repo from './repo.ts';

/** What exportDic stores in the download task's query. */
export interface TermExportQuery {
  dicId: number;
}

/** Synonyms in one cell as the dialog writes them: the import splits them on commas again. */
export const SYNONYM_SEPARATOR = '，';

async function* pages(run: ExportRun<TermExportQuery>): AsyncGenerator<string[][]> {
  for await (const page of keysetPages(run, (afterId, limit) =>
    repo.termBatch(run.db, run.query.dicId, afterId, limit),
  )) {
    yield page.map((term) => [term.term, term.synonyms.join(SYNONYM_SEPARATOR)]);
  }
}

/** Download type 21: a dictionary's terms in the columns of the term import template (标准词, 相似词). */
export async function runTermExport(run: ExportRun): Promise<number> {
  const query = run.query as TermExportQuery;
  const dictionary = await repo.dictionaryById(run.db, run.businessId, query.dicId);
  if (!dictionary) throw new Error('dictionary of the export is gone');
  const total = await repo.countTerms(run.db, dictionary.id);
  await run.progress(DownloadTaskStatus.writing, 0);
  return writeSheet({
    path: run.path,
    sheetName: '相近词',
    header: TERM_IMPORT_HEADER,
    rows: pages({ ...run, query }),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
