import { displayLinesText, type ParsedBodyOf, type TaskRow, type taskApi } from '@console/contracts';
import { localDateTime } from '../../lib/local-time.ts';
import type { TaskProgress, TaskRecord } from './tasks-repo.ts';

/**
 * A task as the database keeps it and as the API answers it: the one place that turns the task
 * form's settings into columns and the columns into the lists' rows.
 */

/** The task form's settings (createTaskWithFile's taskConfig) as the task's columns. */
export function taskSettingsOf(config: ParsedBodyOf<typeof taskApi.createTaskWithFile>['taskConfig']) {
  return {
    telNums: config.telNum,
    beginAt: new Date(config.beginTime),
    endAt: new Date(config.endTime),
    timeRanges: config.timeRange,
    recallMaxCount: config.recallMaxCount,
    recallWaitSeconds: config.recallWaitTime,
    pushIntention: config.pushIntention,
    isRecord: config.isRecord,
  };
}

/** A task of the lists (searchTaskList, searchHistoryTaskList) with its progress in the report time zone. */
export function taskRowOf(
  { task, speechSkillName }: TaskRecord,
  progress: TaskProgress | undefined,
  zone: string,
): TaskRow {
  const counts = progress ?? { done: 0, called: 0, answered: 0 };
  return {
    taskId: task.id,
    businessId: task.businessId,
    name: task.name,
    status: task.status,
    deleted: task.deleted ? 1 : 0,
    reason: task.reason,
    speechSkillId: task.speechSkillId,
    speechSkillName,
    accountId: task.userId,
    accountName: task.accountName,
    telNum: displayLinesText(task.telNums),
    beginTime: task.beginAt.getTime(),
    endTime: task.endAt.getTime(),
    timeRange: JSON.stringify(task.timeRanges),
    recallMaxCount: task.recallMaxCount,
    recallWaitTime: task.recallWaitSeconds,
    recallCount: task.recallCount,
    pushIntention: JSON.stringify(task.pushIntention),
    isRecord: task.isRecord === 0 ? 0 : 1,
    uploadFileName: task.orgFileName,
    fileName: task.fileName,
    numberCount: task.numberCount,
    processCount: counts.done,
    totalCount: task.numberCount,
    processTelCount: counts.called,
    completionCount: counts.answered,
    completionRate: counts.called === 0 ? 0 : counts.answered / counts.called,
    createTime: localDateTime(task.createdAt, zone),
    finishTime: task.finishedAt ? localDateTime(task.finishedAt, zone) : '',
  };
}
