/**
 * Calling tasks (modules-spec 4): the tasks, their numbers (the dialer's queue), uploads, call
 * lists and exports. The module owns tasks, task_numbers and the upload tables.
 */

export * as dialQueue from './dial-queue-repo.ts';
export { type NumberCounts, SCHEDULED_STATUSES } from './dial-queue-repo.ts';
export { LinesService } from './lines-service.ts';
export { liveTaskIds, type RunningTask, runningTasks, taskOwner } from './monitor-repo.ts';
// The number file pipeline without the database (read, check, split), which the number-import
// bench measures apart from uploadTaskFile's writes; TaskFiles is its only server caller.
export { importNumbers } from './numbers/import-numbers.ts';
export { readNumberRows, sniffNumberFile } from './numbers/read-rows.ts';
export { createRejectedNumbersFile } from './numbers/rejected-file.ts';
export { TaskRecordsService } from './records-service.ts';
export { dialogText } from './report-export.ts';
export { registerTaskRoutes } from './routes.ts';
export { checkLongTask, refuseRunning, taskExportKinds } from './task-exports.ts';
export { TaskFiles } from './task-files.ts';
export { progressOf, type TaskScope } from './tasks-repo.ts';
export { scopeOf, TasksService, visibleTask } from './tasks-service.ts';
export { tasksView } from './views.ts';
