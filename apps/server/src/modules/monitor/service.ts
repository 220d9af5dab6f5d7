import {
  colourOf,
  DEFAULT_MONITOR_COLOURS,
  type LiveCallRow,
  type LiveTaskRow,
  MONITOR_COLOURS_KEY,
  MONITOR_WATCH_SECONDS,
  type MonitorColours,
  type Permissions,
  permissionAt,
  RECEPTION_MONITOR_ID,
  RECEPTION_MONITOR_NAME,
} from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { liveTaskIds, progressOf, runningTasks, scopeOf } from '../task/index.ts';
import type { LiveBoard, LiveCall } from './live-board.ts';

import type { MonitorScope } from './scope.ts';
import type { MonitorWatches } from './watches.ts';

/**
 * 实时监控 (modules-spec 10): the running tasks and their calls in progress from the live board,
 * the watches that push their changes and the colour thresholds (supervision.ts: 监听 and 接管).
 */
export class MonitorService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      permissions: PermissionService;
      board: LiveBoard;
      watches: MonitorWatches;
      scope: MonitorScope;
    },
  ) {}

  async runningTasks(session: SessionContext, request: FastifyRequest): Promise<LiveTaskRow[]> {
    const { db } = this.deps;
    const rows = await runningTasks(db, scopeOf(session));
    const progress = await progressOf(
      db,
      rows.map((row) => row.id),
    );
    const colours = coloursOf(await this.deps.permissions.forRequest(request, session.businessId));
    const live = this.deps.board.list(session.businessId);
    const figures = (taskId: number) => {
      const calls = live.filter((call) => call.taskId === taskId);
      const colourCount = (colour: string) =>
        calls.filter((call) => colourOf(call.unrecognised, colours) === colour).length;
      return { liveCount: calls.length, orangeCount: colourCount('orange'), redCount: colourCount('red') };
    };
    const tasks = rows.map((task) => ({
      taskId: task.id,
      taskName: task.name,
      speechSkillId: task.speechSkillId,
      speechSkillName: task.speechSkillName,
      totalCount: task.numberCount,
      calledCount: progress.get(task.id)?.called ?? 0,
      ...figures(task.id),
    }));
    if (!(await this.deps.scope.receptionAllowed(session, request))) return tasks;
    // The inbound calls, answered by the scripts bound to the enterprise's numbers, come first.
    const reception = { taskId: RECEPTION_MONITOR_ID, taskName: RECEPTION_MONITOR_NAME, speechSkillId: 0 };
    return [
      { ...reception, speechSkillName: '', totalCount: 0, calledCount: 0, ...figures(RECEPTION_MONITOR_ID) },
      ...tasks,
    ];
  }

  async callsOf(session: SessionContext, request: FastifyRequest, taskId: number): Promise<LiveCallRow[]> {
    await this.deps.scope.visibleTask(session, request, taskId);
    const transcript = await this.transcriptAllowed(session, request);
    return this.deps.board.list(session.businessId, taskId).map((call) => rowOf(call, transcript));
  }

  /** Starts, renews (until = now + MONITOR_WATCH_SECONDS) or ends (until 0) the member's watch. */
  async watch(session: SessionContext, request: FastifyRequest, taskId: number, watching: boolean): Promise<void> {
    if (session.userId === null) return;
    if (taskId !== 0 && watching) await this.deps.scope.visibleTask(session, request, taskId);
    const scope = scopeOf(session);
    // A member's task list is told of their own tasks' calls only; a task they start later is in
    // from the next renewal.
    const taskIds =
      taskId === 0 && watching && scope.userId !== undefined
        ? [
            ...(await liveTaskIds(this.deps.db, scope)),
            ...((await this.deps.scope.receptionAllowed(session, request)) ? [RECEPTION_MONITOR_ID] : []),
          ]
        : undefined;
    this.deps.watches.watch({
      businessId: session.businessId,
      userId: session.userId,
      taskId,
      transcript: await this.transcriptAllowed(session, request),
      until: watching ? this.deps.clock().getTime() + MONITOR_WATCH_SECONDS * 1000 : 0,
      ...(taskIds ? { taskIds } : {}),
    });
  }

  async colours(session: SessionContext, request: FastifyRequest): Promise<MonitorColours> {
    return coloursOf(await this.deps.permissions.forRequest(request, session.businessId));
  }

  async saveColours(session: SessionContext, colours: MonitorColours): Promise<void> {
    const value = JSON.stringify({ orange: colours.orange, red: colours.red });
    await this.deps.permissions.saveConfig(session.businessId, { key: MONITOR_COLOURS_KEY, value }, this.deps.clock());
  }

  private async transcriptAllowed(session: SessionContext, request: FastifyRequest): Promise<boolean> {
    return Boolean(
      permissionAt(await this.deps.permissions.forRequest(request, session.businessId), 'function.transcript'),
    );
  }
}

function coloursOf(permissions: Permissions): MonitorColours {
  const stored = permissions[MONITOR_COLOURS_KEY] as Partial<MonitorColours> | undefined;
  const orange = Number.isInteger(stored?.orange) ? Number(stored?.orange) : DEFAULT_MONITOR_COLOURS.orange;
  const red = Number.isInteger(stored?.red) ? Number(stored?.red) : DEFAULT_MONITOR_COLOURS.red;
  return { orange, red: Math.max(red, orange) };
}

function rowOf(call: LiveCall, transcript: boolean): LiveCallRow {
  return {
    callId: call.callId,
    taskId: call.taskId,
    customerNumber: call.customerNumber,
    line: call.line,
    startedAt: call.startedAt,
    state: call.state,
    unrecognised: call.unrecognised,
    lines: transcript ? [...call.lines] : [],
    transcript,
  };
}
