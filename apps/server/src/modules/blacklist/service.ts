import {
  BLACKLIST_IMPORT_SKIP,
  type BlacklistImportRejection,
  type BlacklistImportResult,
  type BlacklistRow,
  type BlacklistSource,
  blacklistLimits,
  DownloadType,
  ErrorCode,
  ErrorMessage,
  normalizeListedNumber,
  type SuppressedRow,
} from '@console/contracts';
import { blacklistEndpoints } from '@console/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { SessionContext } from '../account/index.ts';
import type { DownloadService } from '../download/index.ts';
import { readUpload } from '../uploads/index.ts';
import { numberFileRows } from './number-file.ts';
import * as repo from './repo.ts';

export type ListName = keyof typeof repo.LISTS;

type ListQuery = { number?: string; removed?: 0 | 1; limit: number; offset: number };

const INSERT_CHUNK = 1_000;

function byWhom(session: SessionContext) {
  return {
    userId: session.userId,
    operatorId: session.userId === null ? session.operatorId : null,
    account: session.phone,
  };
}

/**
 * The blacklist and the refusal suppression of /setting/blacklist. Every lookup is within the
 * session's enterprise; a removal keeps the row with who removed it, when and why.
 */
export class BlacklistService {
  constructor(private readonly deps: { db: Db; clock: Clock; timeZone: string; downloads: DownloadService }) {}

  private rowOf(record: repo.ListedNumber): BlacklistRow {
    const zone = this.deps.timeZone;
    return {
      id: record.id,
      number: record.number,
      reason: record.reason,
      source: record.source as BlacklistSource,
      createTime: localDateTime(record.createdAt, zone),
      createdBy: record.createdBy,
      removed: record.removedAt ? 1 : 0,
      removeTime: record.removedAt ? localDateTime(record.removedAt, zone) : '',
      removedBy: record.removedBy ?? '',
      removeReason: record.removeReason ?? '',
    };
  }

  private page(session: SessionContext, list: ListName, query: ListQuery) {
    return repo.listPage(
      this.deps.db,
      repo.LISTS[list],
      session.businessId,
      { number: query.number || undefined, removed: query.removed === 1 },
      query,
    );
  }

  async blacklist(session: SessionContext, query: ListQuery) {
    const { rows, total } = await this.page(session, 'blacklist', query);
    return { rows: rows.map((row) => this.rowOf(row)), total };
  }

  /** The suppressed numbers with the refusal's task and call. */
  async suppressed(session: SessionContext, query: ListQuery) {
    const { rows, total } = await this.page(session, 'suppression', query);
    return {
      rows: rows.map((row): SuppressedRow => ({ ...this.rowOf(row), taskId: row.taskId ?? '', callId: row.callId })),
      total,
    };
  }

  private newRow(session: SessionContext, number: string, reason: string, source: BlacklistSource) {
    const who = byWhom(session);
    return {
      businessId: session.businessId,
      number,
      reason,
      source,
      createdByUserId: who.userId,
      createdByOperatorId: who.operatorId,
      createdBy: who.account,
      createdAt: this.deps.clock(),
    };
  }

  async add(session: SessionContext, input: { number: string; reason: string }) {
    const inserted = await repo.insertNew(this.deps.db, repo.LISTS.blacklist, [
      this.newRow(session, input.number, input.reason, 'manual'),
    ]);
    const id = inserted.get(input.number);
    if (id === undefined) throw new AppError(ErrorCode.BlacklistNumberListed);
    return { id };
  }

  /**
   * 批量导入: the whole file is read and checked before anything is written; rows that are not
   * numbers, repeat an earlier row or are listed already are answered with the reason.
   */
  async import(request: FastifyRequest, session: SessionContext): Promise<BlacklistImportResult> {
    const { upload } = blacklistEndpoints.importBlacklist;
    const file = await readUpload(request, upload, blacklistLimits.fileMaxBytes);
    const { reason } = parseInput(upload.fields, file.fields);
    if (file.tooLarge) throw new AppError(ErrorCode.BlacklistFileTooLarge);
    if (file.content.length === 0) throw new AppError(ErrorCode.UploadFailed, ErrorMessage.fileNotChosen);
    const sheet = await numberFileRows(file.fileName, file.content);
    // A first row whose number cell is no number is the header (the template's 号码, 原因).
    const rows =
      sheet[0] && normalizeListedNumber(sheet[0].cells[0] ?? '') === undefined && sheet[0].rowNumber === 1
        ? sheet.slice(1)
        : sheet;
    if (rows.length === 0) throw new AppError(ErrorCode.BlacklistFileRows);
    if (rows.length > blacklistLimits.importRows) {
      throw new AppError(ErrorCode.BlacklistFileRows, ErrorMessage.blacklistTooManyRows(blacklistLimits.importRows));
    }

    // The import's reason is for rows without their own; a file whose rows all have one needs none.
    const withoutReason = rows.filter(
      ({ cells }) => !cells[1] && normalizeListedNumber(cells[0] ?? '') !== undefined,
    ).length;
    if (!reason && withoutReason > 0) {
      throw new AppError(ErrorCode.BlacklistReasonMissing, ErrorMessage.blacklistRowsWithoutReason(withoutReason));
    }

    const rejected: BlacklistImportRejection[] = [];
    const candidates = new Map<string, { rowNumber: number; reason: string; cell: string }>();
    for (const { rowNumber, cells } of rows) {
      const cell = cells[0] ?? '';
      const number = normalizeListedNumber(cell);
      const rowReason = cells[1] || reason || '';
      if (number === undefined) rejected.push({ rowNumber, number: cell, reason: BLACKLIST_IMPORT_SKIP.invalid });
      else if (rowReason.length > blacklistLimits.reason)
        rejected.push({ rowNumber, number: cell, reason: BLACKLIST_IMPORT_SKIP.reasonTooLong });
      else if (candidates.has(number))
        rejected.push({ rowNumber, number: cell, reason: BLACKLIST_IMPORT_SKIP.repeated });
      else candidates.set(number, { rowNumber, reason: rowReason, cell });
    }

    const entries = [...candidates];
    const added = await this.deps.db.transaction(async (tx) => {
      let count = 0;
      for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
        const chunk = entries.slice(start, start + INSERT_CHUNK);
        const inserted = await repo.insertNew(
          tx,
          repo.LISTS.blacklist,
          chunk.map(([number, row]) => this.newRow(session, number, row.reason, 'import')),
        );
        count += inserted.size;
        for (const [number, row] of chunk) {
          if (!inserted.has(number))
            rejected.push({ rowNumber: row.rowNumber, number: row.cell, reason: BLACKLIST_IMPORT_SKIP.listed });
        }
      }
      return count;
    });
    rejected.sort((a, b) => a.rowNumber - b.rowNumber);
    return {
      total: rows.length,
      added,
      rejected: rejected.length,
      rejectedRows: rejected.slice(0, blacklistLimits.rejectedRowsShown),
    };
  }

  async export(session: SessionContext, input: { number?: string }): Promise<void> {
    await this.deps.downloads.queue(session, {
      downloadType: DownloadType.blacklist,
      fileName: '黑名单.xlsx',
      query: input.number ? { number: input.number } : {},
    });
  }

  /** All or nothing: an id that is not a live row of the enterprise removes none. */
  async remove(session: SessionContext, list: ListName, input: { ids: number[]; reason: string }): Promise<void> {
    const ids = [...new Set(input.ids)];
    const table = repo.LISTS[list];
    const who = byWhom(session);
    await this.deps.db.transaction(async (tx) => {
      const live = await repo.liveByIds(tx, table, session.businessId, ids);
      if (live.length !== ids.length) throw new AppError(ErrorCode.NotFound, ErrorMessage.blacklistNumberNotFound);
      const removed = await repo.markRemoved(tx, table, ids, {
        removedAt: this.deps.clock(),
        removedByUserId: who.userId,
        removedByOperatorId: who.operatorId,
        removedBy: who.account,
        removeReason: input.reason,
      });
      if (removed !== ids.length) throw new AppError(ErrorCode.NotFound, ErrorMessage.blacklistNumberNotFound);
    });
  }
}
