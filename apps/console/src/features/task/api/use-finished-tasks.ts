import { type TaskRow, TaskStatus, taskApi } from '@console/contracts';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../shared/http/api-client.ts';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { TASK_SYS_TYPE, taskOwnerOf } from './task-owner.ts';

/** Finished tasks of that name, the latest first: the one that just left is among them. */
const LOOKUP_PAGE_SIZE = 20;

/** The task as 历史任务 has it now, if it finished (and was not deleted). */
async function finishedRow(task: TaskRow): Promise<TaskRow | null> {
  const body = {
    sysType: TASK_SYS_TYPE,
    accountId: taskOwnerOf(getSessionUser()),
    taskName: task.name,
    sortName: 'finishTime' as const,
    sortOrder: 'desc' as const,
    pageIndex: 1,
    pageSize: LOOKUP_PAGE_SIZE,
  };
  const found = (await callApi(taskApi.searchHistoryTaskList, body)).rows.find((row) => row.taskId === task.taskId);
  return found && found.status === TaskStatus.finished && found.deleted !== 1 ? found : null;
}

/**
 * A task that finishes leaves 当前任务 with the next poll (it belongs to 历史任务 then). Its card
 * stays, saying 已完成 with the final figures, until the person leaves or reloads the page: a
 * card vanishing while they watch it reads as a fault. A task gone for another reason (deleted
 * here or elsewhere) just goes. Answers the list to show: the current rows with the finished
 * ones where they were.
 */
export function useFinishedTasks(rows: TaskRow[] | undefined): TaskRow[] {
  const shown = useRef<TaskRow[]>([]);
  const mounted = useRef(true);
  const [finished, setFinished] = useState<TaskRow[]>([]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!rows) return;
    const current = new Set(rows.map((task) => task.taskId));
    const gone = shown.current.filter((task) => !current.has(task.taskId));
    shown.current = rows;
    if (gone.length === 0) return;
    void Promise.all(gone.map((task) => finishedRow(task).catch(() => null))).then((found) => {
      const kept = found.filter((task): task is TaskRow => task !== null);
      if (!mounted.current || kept.length === 0) return;
      setFinished((before) => [...before.filter((task) => !kept.some((k) => k.taskId === task.taskId)), ...kept]);
    });
  }, [rows]);

  const current = rows ?? [];
  const ids = new Set(current.map((task) => task.taskId));
  // The current list is newest first; a finished card keeps its place among them.
  return [...current, ...finished.filter((task) => !ids.has(task.taskId))].sort(newestFirst);
}

function newestFirst(a: TaskRow, b: TaskRow): number {
  return b.createTime.localeCompare(a.createTime) || b.taskId - a.taskId;
}
