import {
  DownloadType,
  ErrorCode,
  ErrorMessage,
  KNOWLEDGE_STATE_TEXT,
  KnowledgeState,
  type KnowledgeStateValue,
  type knowledgeApi,
  Master,
  type ParsedBodyOf,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { SessionContext } from '../account/index.ts';
import type { DownloadService } from '../download/index.ts';
import { hasPendingImport } from '../imports/index.ts';
import { assertWritable, changeBase } from './base-change.ts';
import * as repo from './repo.ts';

type Page = { limit: number; offset: number };

/**
 * The knowledge bases (modules-spec 3.1, 3.2): names unique in the enterprise, categories unique
 * in a base, dictionary links, submission for review and the platform operator's review. Every
 * lookup is within the session's enterprise; every change goes through changeBase.
 */
export class KnowledgeService {
  constructor(private readonly deps: { db: Db; clock: Clock; timeZone: string; downloads: DownloadService }) {}

  private change<T>(session: SessionContext, kbId: number, write: Parameters<typeof changeBase<T>>[2]) {
    return changeBase(this.deps.db, { businessId: session.businessId, kbId, now: this.deps.clock() }, write);
  }

  async base(session: SessionContext, kbId: number): Promise<repo.KnowledgeBase> {
    const base = await repo.baseById(this.deps.db, session.businessId, kbId);
    if (!base) throw new AppError(ErrorCode.NotFound, ErrorMessage.knowledgeNotFound);
    return base;
  }

  /** The base, when it takes changes now (not under review); an import checks this before it is queued. */
  writableBase(session: SessionContext, kbId: number): Promise<repo.KnowledgeBase> {
    return assertWritable(this.deps.db, session.businessId, kbId);
  }

  async list(session: SessionContext, query: Parameters<typeof repo.basePage>[2]) {
    const { db, timeZone } = this.deps;
    const { rows, total } = await repo.basePage(db, session.businessId, query);
    const ids = rows.map((base) => base.id);
    const [counts, links] = await Promise.all([repo.questionCounts(db, ids), repo.linkedDictionaries(db, ids)]);
    return {
      rows: rows.map((base) => {
        const state = base.state as KnowledgeStateValue;
        return {
          id: base.id,
          cname: base.cname,
          questionCount: counts.get(base.id) ?? 0,
          updateTime: localDateTime(base.updatedAt, timeZone),
          dics: links.filter((link) => link.kbId === base.id).map(({ id, cname }) => ({ id, cname })),
          state,
          stateName: KNOWLEDGE_STATE_TEXT[state],
          reason: state === KnowledgeState.rejected ? base.reason : '',
        };
      }),
      total,
    };
  }

  listAll(session: SessionContext, page: Page) {
    return repo.allBases(this.deps.db, session.businessId, page);
  }

  async add(session: SessionContext, cname: string) {
    if (await repo.baseNameTaken(this.deps.db, session.businessId, cname)) {
      throw new AppError(ErrorCode.KnowledgeNameTaken);
    }
    return {
      id: await repo.insertBase(this.deps.db, { businessId: session.businessId, cname, now: this.deps.clock() }),
    };
  }

  /** All or nothing: an id of another enterprise, or a base under review, leaves every base in place. */
  async remove(session: SessionContext, ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.deps.db.transaction(async (tx) => {
      const bases = await repo.basesByIds(tx, session.businessId, unique);
      if (bases.length !== unique.length) throw new AppError(ErrorCode.NotFound, ErrorMessage.knowledgeNotFound);
      if (bases.some((base) => base.state === KnowledgeState.reviewing)) {
        throw new AppError(ErrorCode.KnowledgeLocked, ErrorMessage.knowledgeReviewingUndeletable);
      }
      await repo.deleteBases(tx, session.businessId, unique);
    });
  }

  async submit(session: SessionContext, kbId: number) {
    await this.deps.db.transaction(async (tx) => {
      const base = await repo.lockBase(tx, session.businessId, kbId);
      if (!base) throw new AppError(ErrorCode.NotFound, ErrorMessage.knowledgeNotFound);
      if (base.state === KnowledgeState.reviewing)
        throw new AppError(ErrorCode.KnowledgeStateInvalid, ErrorMessage.knowledgeReviewing);
      if (await hasPendingImport(tx, 'question', kbId)) throw new AppError(ErrorCode.KnowledgeImportRunning);
      if ((await repo.countQuestions(tx, kbId)) === 0) throw new AppError(ErrorCode.KnowledgeEmpty);
      await repo.setBaseState(tx, kbId, { state: KnowledgeState.reviewing, reason: '' });
    });
    return { state: KnowledgeState.reviewing };
  }

  /** The platform operator's verdict on a base under review (approved 3, or rejected 4 with the reason). */
  async review(session: SessionContext, input: ParsedBodyOf<typeof knowledgeApi.reviewKnowledge>) {
    if (session.master !== Master.operator) {
      throw new AppError(ErrorCode.AccessDenied, ErrorMessage.knowledgeReviewOperatorOnly);
    }
    const state = input.approve ? KnowledgeState.approved : KnowledgeState.rejected;
    await this.deps.db.transaction(async (tx) => {
      const base = await repo.lockBase(tx, session.businessId, input.kbId);
      if (!base) throw new AppError(ErrorCode.NotFound, ErrorMessage.knowledgeNotFound);
      if (base.state !== KnowledgeState.reviewing)
        throw new AppError(ErrorCode.KnowledgeStateInvalid, ErrorMessage.knowledgeNotReviewing);
      await repo.setBaseState(tx, base.id, {
        state,
        reason: input.approve ? '' : (input.reason ?? ''),
        reviewedAt: this.deps.clock(),
      });
    });
    return { state };
  }

  /**
   * 刷新. The original rebuilt a search index of the base here; the dialogue engine compiles the
   * stored questions when a dialogue starts, so there is nothing to rebuild: the base is marked
   * updated, which is what the list shows.
   */
  async refresh(session: SessionContext, kbId: number): Promise<void> {
    const base = await this.base(session, kbId);
    await repo.touchBase(this.deps.db, base.id, this.deps.clock());
  }

  async linkDictionaries(session: SessionContext, input: { id: number; dicIds: number[]; deleted?: 0 | 1 }) {
    const dicIds = [...new Set(input.dicIds)];
    await this.change(session, input.id, async (tx, base) => {
      const own = await repo.ownDictionaryIds(tx, session.businessId, dicIds);
      if (own.length !== dicIds.length) throw new AppError(ErrorCode.NotFound, ErrorMessage.dictionaryNotFound);
      if (input.deleted === 1) await repo.unlinkDictionaries(tx, base.id, dicIds);
      else await repo.linkDictionaries(tx, base.id, dicIds);
    });
  }

  async tags(session: SessionContext, kbId: number) {
    const base = await this.base(session, kbId);
    return repo.tagsOf(this.deps.db, base.id);
  }

  async addTag(session: SessionContext, input: { kbId: number; name: string }) {
    const id = await this.change(session, input.kbId, async (tx, base) => {
      if (await repo.tagByName(tx, base.id, input.name)) throw new AppError(ErrorCode.KnowledgeTagTaken);
      return repo.insertTag(tx, { kbId: base.id, name: input.name, now: this.deps.clock() });
    });
    return { id };
  }

  /** 导出问题: a download-centre task of the base's questions in the import template's columns. */
  async export(session: SessionContext, input: { id: number; sysType?: number | string }): Promise<void> {
    const base = await this.base(session, input.id);
    await this.deps.downloads.queue(session, {
      downloadType: DownloadType.knowledgeQuestions,
      fileName: `知识点-${base.cname}.xlsx`,
      query: { kbId: base.id },
      sysType: input.sysType,
    });
  }
}
