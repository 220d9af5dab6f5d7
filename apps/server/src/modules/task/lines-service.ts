import { ErrorCode, ErrorMessage, type LineRow, type ParsedBodyOf, type taskApi } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime, localDayStart } from '../../lib/local-time.ts';
import { type LineChanges, type LineRecord, outboundLines, saveLine } from '../lines/index.ts';
import { linesHeld } from './tasks-repo.ts';

const DAY_MS = 86_400_000;

/**
 * The enterprise's outbound lines (外显号码): what a task may show the customer and how many
 * calls each carries at once. The platform operator adds and changes them (saveLine,
 * `npm run operator -- line`); the enterprise reads them (searchTel).
 */
export class LinesService {
  constructor(private readonly deps: { db: Db; clock: Clock; timeZone: string }) {}

  async list(businessId: number): Promise<LineRow[]> {
    const [lines, held] = await Promise.all([
      outboundLines(this.deps.db, businessId),
      linesHeld(this.deps.db, businessId),
    ]);
    return lines.map((line) => this.row(line, held.has(line.cpnCode)));
  }

  /**
   * A task's display lines must be lines of the enterprise in service, not expired and not held by
   * another of its tasks (`taskId`: the task being edited keeps its own).
   */
  async checkFree(businessId: number, numbers: string[], taskId?: number): Promise<void> {
    const [lines, held] = await Promise.all([
      outboundLines(this.deps.db, businessId),
      linesHeld(this.deps.db, businessId),
    ]);
    const now = this.deps.clock().getTime();
    for (const number of numbers) {
      const line = lines.find((candidate) => candidate.cpnCode === number);
      if (!line) throw new AppError(ErrorCode.DisplayLineInvalid, ErrorMessage.displayLineUnavailable(number));
      if (line.expiresAt !== null && line.expiresAt.getTime() <= now) {
        throw new AppError(ErrorCode.DisplayLineInvalid, ErrorMessage.displayLineExpired(number));
      }
      if ((held.get(number) ?? []).some((holder) => holder !== taskId)) {
        throw new AppError(ErrorCode.DisplayLineInvalid, ErrorMessage.displayLineBusy(number));
      }
    }
  }

  async save(businessId: number, input: ParsedBodyOf<typeof taskApi.saveLine>): Promise<LineRow> {
    const zone = this.deps.timeZone;
    const expiresAt =
      input.expireDate === undefined
        ? undefined
        : input.expireDate === ''
          ? null
          : // The line works through the whole of its last day.
            new Date(localDayStart(input.expireDate, '到期日期', zone).getTime() + DAY_MS);
    const changes: LineChanges = {
      ...(input.lineName !== undefined ? { lineName: input.lineName } : {}),
      ...(input.concurrency !== undefined ? { concurrency: input.concurrency } : {}),
      ...(expiresAt !== undefined ? { expiresAt } : {}),
      ...(input.cpnType !== undefined ? { cpnType: input.cpnType } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    };
    const held = await linesHeld(this.deps.db, businessId);
    return this.row(await saveLine(this.deps.db, businessId, input.cpnCode, changes), held.has(input.cpnCode));
  }

  private row(line: LineRecord, used: boolean): LineRow {
    const now = this.deps.clock();
    const expired = line.expiresAt !== null && line.expiresAt.getTime() <= now.getTime();
    return {
      cpnCode: line.cpnCode,
      lineName: line.lineName,
      concurrentName: `${line.concurrency}路并发`,
      concurrentShow: line.concurrency,
      concurrent: line.concurrency,
      expired: expired ? 1 : 0,
      used: used ? 1 : 0,
      expireDate:
        line.expiresAt === null
          ? ''
          : localDateTime(new Date(line.expiresAt.getTime() - 1), this.deps.timeZone).slice(0, 10),
    };
  }
}
