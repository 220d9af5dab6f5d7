import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { speechSkills, taskNumbers, tasks } from '../db/schema/index.ts';

/**
 * A task written straight to the database, with its numbers: what createTaskWithFile makes from
 * an upload, for the tests of what comes after creation.
 */
export async function insertTask(
  database: Database,
  task: {
    businessId: number;
    userId: number | null;
    name: string;
    /** A published script of the enterprise, by name. */
    script: string;
    telNums: string[];
    beginAt: Date;
    endAt: Date;
    status?: number;
    numbers?: string[];
    /** The two work windows; by default 09:00–12:00 and 13:30–20:00. */
    timeRanges?: string[];
  },
): Promise<number> {
  const { db } = database;
  const [script] = await db
    .select({ id: speechSkills.id, version: speechSkills.publishedVersion })
    .from(speechSkills)
    .where(and(eq(speechSkills.businessId, task.businessId), eq(speechSkills.name, task.script)));
  if (!script?.version) throw new Error(`no published script ${task.script}`);
  const numbers = task.numbers ?? ['13800138000', '13800138001'];
  const [row] = await db
    .insert(tasks)
    .values({
      businessId: task.businessId,
      userId: task.userId,
      name: task.name,
      speechSkillId: script.id,
      scriptVersion: script.version,
      status: task.status ?? 1,
      telNums: task.telNums,
      beginAt: task.beginAt,
      endAt: task.endAt,
      timeRanges: task.timeRanges ?? ['09:00:00-12:00:00', '13:30:00-20:00:00'],
      fileName: `${task.name}.xlsx`,
      orgFileName: `${task.name}.xlsx`,
      numberCount: numbers.length,
      createdAt: task.beginAt,
      updatedAt: task.beginAt,
    })
    .returning({ id: tasks.id });
  if (numbers.length > 0) await db.insert(taskNumbers).values(numbers.map((number) => ({ taskId: row.id, number })));
  return row.id;
}
