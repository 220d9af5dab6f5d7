import { ErrorCode, ErrorMessage, TERM_IMPORT_HEADER } from '@console/contracts';
import { dictionarySchemas } from '@console/contracts/schemas';
import { AppError } from '../../../lib/app-error.ts';
import { type Importer, refusalOf, rowProblem } from '../../imports/index.ts';
import * as repo from './repo.ts';
import { synonymsOf } from './service.ts';

/** The single add's rules for 标准词 and 相似词, so a row is refused with the dialog's words. */
const termRow = dictionarySchemas.addSingle.body.pick({ term: true, synonyms: true });

/**
 * Terms from the import template (标准词, 相似词) into a dictionary. Synonyms in the cell are
 * separated by commas (ASCII or full-width) or lines; a term the dictionary has already is rejected.
 */
export const termImporter: Importer = {
  header: TERM_IMPORT_HEADER,

  async targetProblem(db, job) {
    return (await repo.dictionaryById(db, job.businessId, job.targetId)) ? undefined : ErrorMessage.dictionaryNotFound;
  },

  async importRow(db, job, cells, now) {
    const [term, synonyms] = cells;
    const { problem, data } = rowProblem(termRow, { term, synonyms: synonyms.replace(/\r?\n/g, ',') });
    if (!data) return problem;
    return refusalOf(() =>
      db.transaction(async (tx) => {
        const dictionary = await repo.dictionaryById(tx, job.businessId, job.targetId);
        if (!dictionary) throw new AppError(ErrorCode.NotFound, ErrorMessage.dictionaryNotFound);
        if (await repo.termTaken(tx, dictionary.id, data.term)) throw new AppError(ErrorCode.DictionaryTermTaken);
        await repo.insertTerm(tx, {
          dictionaryId: dictionary.id,
          term: data.term,
          synonyms: synonymsOf(data.term, data.synonyms),
          now,
        });
        await repo.touchDictionary(tx, dictionary.id, now);
      }),
    );
  },
};
