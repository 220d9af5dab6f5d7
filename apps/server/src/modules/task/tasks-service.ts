import {
  ErrorCode,
  ErrorMessage,
  isMaster,
  type ParsedBodyOf,
  RESUMABLE_TASK_STATUSES,
  TASK_CREATION_REFUSALS,
  type TaskRow,
  TaskStatus,
  type taskApi,
  taskCreationRefusal,
  taskFormMessages,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessStatus, findMemberById, type SessionContext } from '../account/index.ts';
import type { FeeService } from '../fee/index.ts';
import { resetLines } from '../lines/index.ts';
import { viewerOf } from '../permissions/index.ts';
import type { LinesService } from './lines-service.ts';
import { publishedScript } from './script-of-task.ts';
import { taskRowOf, taskSettingsOf } from './task-row.ts';
import * as repo from './tasks-repo.ts';
import * as uploads from './uploads-repo.ts';

type Page = { limit: number; offset: number };
type Body<K extends keyof typeof taskApi> = ParsedBodyOf<(typeof taskApi)[K]>;

/**
 * Which tasks a session sees: members their own, the main account and the platform operator
 * every task of the enterprise (or one member's, when they name the account).
 */
export function scopeOf(session: SessionContext, accountId?: string | number): repo.TaskScope {
  if (!isMaster(viewerOf(session))) return { businessId: session.businessId, userId: session.userId ?? -1 };
  const named = accountId === undefined || accountId === '' ? undefined : Number(accountId);
  return { businessId: session.businessId, userId: Number.isInteger(named) ? named : undefined };
}

/**
 * A task of the session's scope (members their own, like the task lists); another enterprise's
 * or member's task is 任务不存在.
 */
export async function visibleTask(db: Db, session: SessionContext, taskId: number): Promise<repo.TaskRecord['task']> {
  const record = await repo.findTask(db, scopeOf(session), taskId);
  if (!record) throw new AppError(ErrorCode.NotFound, ErrorMessage.taskNotFound);
  return record.task;
}

interface TasksDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  lines: LinesService;
  fees: FeeService;
}

/**
 * The lifecycle of calling tasks as people drive it (modules-spec 4.2): the lists, 暂停, 继续,
 * 删除 and 编辑. The dialer moves tasks through the other statuses by itself.
 */
export class TasksService {
  constructor(private readonly deps: TasksDeps) {}

  /** A task of the session's scope; another enterprise's or member's task is 任务不存在. */
  visibleTask(session: SessionContext, taskId: number): Promise<repo.TaskRecord['task']> {
    return visibleTask(this.deps.db, session, taskId);
  }

  async current(session: SessionContext, query: Body<'searchTaskList'>, page: Page) {
    const { rows, total } = await repo.currentTasks(
      this.deps.db,
      scopeOf(session, query.accountId),
      page,
      query.taskId,
    );
    return { rows: await this.rows(rows), total };
  }

  async history(session: SessionContext, query: Body<'searchHistoryTaskList'>, page: Page) {
    const { rows, total } = await repo.historyTasks(this.deps.db, scopeOf(session, query.accountId), query, page);
    return { rows: await this.rows(rows), total };
  }

  async statistics(session: SessionContext, taskId: number) {
    const { task } = await this.task(this.deps.db, session, taskId);
    const counts = await repo.statisticsOf(this.deps.db, taskId);
    return {
      totalTel: task.numberCount,
      totalCall: counts.calls,
      totalCallTel: counts.called,
      totalAnswer: counts.answered,
      answerPercent: counts.called === 0 ? null : Math.round((counts.answered / counts.called) * 1000) / 10,
    };
  }

  /**
   * 创建任务 from an upload: the task waits for its begin time (已发布), with the upload's numbers
   * moved in; the upload is used up.
   */
  async create(session: SessionContext, input: Body<'createTaskWithFile'>): Promise<{ taskId: number }> {
    const { db, clock } = this.deps;
    const config = input.taskConfig;
    const upload = await uploads.findUpload(db, session.businessId, input.fileName);
    if (!upload) throw new AppError(ErrorCode.NotFound, ErrorMessage.numberUploadNotFound);
    if (upload.speechSkillId !== config.speechSkillId) {
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.numberUploadOtherScript);
    }
    if (upload.acceptedRows === 0) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.numberUploadNoNumbers);
    // The page offers 创建任务 only to a verified enterprise with credit; the API holds to the same.
    const refusal = taskCreationRefusal(
      (await businessStatus(db, session.businessId)) ?? 0,
      await this.deps.fees.lacksFee(session),
    );
    if (refusal) throw new AppError(ErrorCode.AccessDenied, TASK_CREATION_REFUSALS[refusal]);
    const script = await publishedScript(db, session.businessId, config.speechSkillId);
    await this.deps.lines.checkFree(session.businessId, config.telNum);
    const now = clock();
    const accountName =
      session.userId === null ? '' : ((await findMemberById(db, session.userId))?.member.surname ?? '');
    return db.transaction(async (tx) => {
      const taskId = await repo.insertTask(tx, {
        businessId: session.businessId,
        userId: session.userId,
        accountName,
        name: input.name,
        speechSkillId: script.id,
        scriptVersion: script.version,
        status: TaskStatus.published,
        ...taskSettingsOf(config),
        fileName: upload.fileName,
        orgFileName: input.orgFileName || upload.orgFileName,
        numberCount: upload.acceptedRows,
        createdAt: now,
        updatedAt: now,
      });
      await uploads.moveNumbersToTask(tx, upload.id, taskId);
      await uploads.deleteUpload(tx, upload.id);
      return { taskId };
    });
  }

  async pause(session: SessionContext, taskId: number): Promise<TaskRow> {
    return this.change(session, taskId, () => ({ status: TaskStatus.paused, reason: '' }));
  }

  /** 继续: running when its begin time has passed, else waiting for it. */
  async run(session: SessionContext, taskId: number): Promise<TaskRow> {
    let lines: string[] = [];
    const row = await this.change(session, taskId, (task, now) => {
      if (!RESUMABLE_TASK_STATUSES.includes(task.status) && task.status !== TaskStatus.published) {
        return {};
      }
      lines = task.telNums;
      return {
        status: now.getTime() >= task.beginAt.getTime() ? TaskStatus.running : TaskStatus.published,
        reason: '',
      };
    });
    // 继续 by hand also ends the rest of lines the failure breaker stopped: the person says the
    // trunk is fine again.
    await resetLines(this.deps.db, session.businessId, lines);
    return row;
  }

  async delete(session: SessionContext, taskId: number): Promise<void> {
    await this.change(session, taskId, () => ({ deleted: true }), { finishedMayChange: true });
  }

  /** 编辑: the display lines, the end time and the work windows. */
  async modify(session: SessionContext, input: Body<'modifyTask'>): Promise<TaskRow> {
    const { telNum, endTime, timeRange } = input.taskConfig;
    if (telNum) await this.deps.lines.checkFree(session.businessId, telNum, input.taskId);
    return this.change(session, input.taskId, (task) => {
      const endAt = endTime === undefined ? undefined : new Date(endTime);
      if (endAt && endAt.getTime() < task.beginAt.getTime()) {
        throw new AppError(ErrorCode.ParamInvalid, taskFormMessages.endBeforeBegin);
      }
      return {
        ...(telNum ? { telNums: telNum } : {}),
        ...(endAt ? { endAt } : {}),
        ...(timeRange ? { timeRanges: timeRange } : {}),
      };
    });
  }

  /**
   * Applies a change to a live task of the session's scope: a deleted one answers 10102, a
   * finished one 10101 (deleting a finished task is allowed: history keeps it).
   */
  private async change(
    session: SessionContext,
    taskId: number,
    changes: (task: repo.TaskRecord['task'], now: Date) => Partial<repo.TaskRecord['task']>,
    options: { finishedMayChange?: boolean } = {},
  ): Promise<TaskRow> {
    const { db, clock } = this.deps;
    const record = await this.task(db, session, taskId);
    const { task } = record;
    if (task.deleted) throw new AppError(ErrorCode.TaskDeleted);
    if (task.status === TaskStatus.finished && !options.finishedMayChange) throw new AppError(ErrorCode.TaskFinished);
    const now = clock();
    const next = changes(task, now);
    await repo.updateTask(db, taskId, { ...next, updatedAt: now });
    const [row] = await this.rows([{ ...record, task: { ...task, ...next } }]);
    return row;
  }

  private async task(db: Db, session: SessionContext, taskId: number): Promise<repo.TaskRecord> {
    const record = await repo.findTask(db, scopeOf(session), taskId);
    if (!record) throw new AppError(ErrorCode.NotFound, ErrorMessage.taskNotFound);
    return record;
  }

  private async rows(records: repo.TaskRecord[]): Promise<TaskRow[]> {
    const zone = this.deps.timeZone;
    const progress = await repo.progressOf(
      this.deps.db,
      records.map((record) => record.task.id),
    );
    return records.map((record) => taskRowOf(record, progress.get(record.task.id), zone));
  }
}
