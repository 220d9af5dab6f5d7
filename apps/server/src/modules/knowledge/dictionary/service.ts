import { DownloadType, ErrorCode, ErrorMessage, type TermRow } from '@console/contracts';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { localDateTime } from '../../../lib/local-time.ts';
import type { SessionContext } from '../../account/index.ts';
import type { DownloadService } from '../../download/index.ts';
import type { KnowledgeService } from '../service.ts';
import * as repo from './repo.ts';

type Page = { limit: number; offset: number };

export function termRow(term: repo.TermRecord): TermRow {
  return { id: term.id, term: term.term, synonyms: term.synonyms.map((synonym) => ({ term: synonym })) };
}

/** A term's synonyms never hold the term itself: it is the word they stand for. */
export const synonymsOf = (term: string, synonyms: readonly string[]) => synonyms.filter((word) => word !== term);

/**
 * Similar-word dictionaries (modules-spec 3.6): names unique in the enterprise, terms unique in a
 * dictionary. Every lookup is within the session's enterprise.
 */
export class DictionaryService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; timeZone: string; downloads: DownloadService },
    private readonly bases: KnowledgeService,
  ) {}

  async dictionary(session: SessionContext, id: number): Promise<repo.Dictionary> {
    const dictionary = await repo.dictionaryById(this.deps.db, session.businessId, id);
    if (!dictionary) throw new AppError(ErrorCode.NotFound, ErrorMessage.dictionaryNotFound);
    return dictionary;
  }

  async list(session: SessionContext, query: Page & { kbId?: number }) {
    const { db, timeZone } = this.deps;
    const base = query.kbId === undefined ? undefined : await this.bases.base(session, query.kbId);
    const linked = base ? await repo.linkedTo(db, base.id) : new Set<number>();
    const { rows, total } = await repo.dictionaryPage(db, session.businessId, query);
    const counts = await repo.termCounts(
      db,
      rows.map((dictionary) => dictionary.id),
    );
    return {
      rows: rows.map((dictionary) => ({
        id: dictionary.id,
        cname: dictionary.cname,
        createTime: localDateTime(dictionary.createdAt, timeZone),
        termNum: counts.get(dictionary.id) ?? 0,
        selected: linked.has(dictionary.id) ? (1 as const) : (0 as const),
      })),
      total,
    };
  }

  async add(session: SessionContext, cname: string) {
    if (await repo.dictionaryNameTaken(this.deps.db, session.businessId, cname)) {
      throw new AppError(ErrorCode.DictionaryNameTaken);
    }
    return {
      id: await repo.insertDictionary(this.deps.db, { businessId: session.businessId, cname, now: this.deps.clock() }),
    };
  }

  /** Its terms and links go with it; not while a linked knowledge base is under review. */
  async remove(session: SessionContext, id: number): Promise<void> {
    const dictionary = await this.dictionary(session, id);
    if (await repo.linkedToReviewingBase(this.deps.db, dictionary.id)) throw new AppError(ErrorCode.DictionaryInUse);
    await repo.deleteDictionary(this.deps.db, dictionary.id);
  }

  async export(session: SessionContext, input: { dicId: number; sysType?: number | string }): Promise<void> {
    const dictionary = await this.dictionary(session, input.dicId);
    await this.deps.downloads.queue(session, {
      downloadType: DownloadType.dictionaryTerms,
      fileName: `相近词库-${dictionary.cname}.xlsx`,
      query: { dicId: dictionary.id },
      sysType: input.sysType,
    });
  }

  /**
   * 刷新词典. The original rebuilt its index here; the dialogue engine reads the terms when it
   * starts a dialogue, so there is nothing to rebuild and the dictionary is only marked updated.
   */
  async refresh(session: SessionContext, id: number): Promise<void> {
    const dictionary = await this.dictionary(session, id);
    await repo.touchDictionary(this.deps.db, dictionary.id, this.deps.clock());
  }

  async terms(session: SessionContext, query: Page & { dicId: number; term?: string }) {
    const dictionary = await this.dictionary(session, query.dicId);
    const { rows, total } = await repo.termPage(this.deps.db, dictionary.id, query);
    return { dictionary, rows: rows.map(termRow), total };
  }

  async term(session: SessionContext, input: { dicId: number; id: number }): Promise<TermRow> {
    const term = await repo.termById(this.deps.db, session.businessId, input.id);
    if (!term || term.dictionaryId !== input.dicId) throw new AppError(ErrorCode.NotFound, ErrorMessage.termNotFound);
    return termRow(term);
  }

  /** Adds a term, or with `id` changes one of the dictionary. */
  async saveTerm(session: SessionContext, input: { dicId: number; term: string; synonyms: string[]; id?: number }) {
    const { db, clock } = this.deps;
    const dictionary = await this.dictionary(session, input.dicId);
    if (input.id !== undefined) await this.term(session, { dicId: dictionary.id, id: input.id });
    if (await repo.termTaken(db, dictionary.id, input.term, input.id))
      throw new AppError(ErrorCode.DictionaryTermTaken);
    const synonyms = synonymsOf(input.term, input.synonyms);
    const now = clock();
    const id = await db.transaction(async (tx) => {
      await repo.touchDictionary(tx, dictionary.id, now);
      if (input.id === undefined)
        return repo.insertTerm(tx, { dictionaryId: dictionary.id, term: input.term, synonyms, now });
      await repo.updateTerm(tx, input.id, { term: input.term, synonyms });
      return input.id;
    });
    return { id };
  }

  /** All or nothing: a term of another enterprise (or of another dictionary than dicId) deletes none. */
  async removeTerms(session: SessionContext, input: { ids: number[]; dicId?: number }): Promise<void> {
    const ids = [...new Set(input.ids)];
    const own = await repo.ownTerms(this.deps.db, session.businessId, ids);
    const inDictionary = own.filter((term) => input.dicId === undefined || term.dictionaryId === input.dicId);
    if (inDictionary.length !== ids.length) throw new AppError(ErrorCode.NotFound, ErrorMessage.termNotFound);
    await repo.deleteTerms(this.deps.db, ids);
  }
}
