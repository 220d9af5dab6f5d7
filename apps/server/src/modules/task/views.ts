import type { Db } from '../../db/database.ts';
import { tasks } from '../../db/schema/task.ts';

/** The tasks (deleted ones too) as a read-only subquery other modules' lists join: names, owners, 高性能模式. */
export function tasksView(db: Db) {
  return db
    .select({
      id: tasks.id,
      businessId: tasks.businessId,
      userId: tasks.userId,
      name: tasks.name,
      isRecord: tasks.isRecord,
    })
    .from(tasks)
    .as('task_list');
}
