import {
  CALL_ORIGINS,
  ErrorCode,
  ErrorMessage,
  MONITOR_TEXTS,
  type monitorApi,
  type ParsedBodyOf,
  permissionAt,
} from '@console/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionContext } from '../account/index.ts';
import { findMemberById } from '../account/index.ts';
import { completeTakeOver, recordTakeOver } from '../customer/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { taskOwner } from '../task/index.ts';
import { agentDn } from '../team/index.ts';
import type { DialRequest } from '../telephony/index.ts';
import type { LiveBoard, LiveCall } from './live-board.ts';
import type { MonitorScope } from './scope.ts';

/** Rings a member's agent desk: the embedded telephony simulator's dial. */
export interface DeskRinger {
  dial(request: DialRequest): Promise<{ agentLegUuid: string }>;
  /** Ends the call with this agent leg; false when it is not running here. */
  hangup(agentLegUuid: string): boolean;
}

const MAX_REMEMBERED_TAKE_OVERS = 1000;

type Body<K extends keyof typeof monitorApi> = ParsedBodyOf<(typeof monitorApi)[K]>;

/**
 * A supervisor's 监听 and 接管 (modules-spec 10) through their agent desk, and the note of a
 * take-over (提交 / 提交并挂断).
 */
export class Supervision {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      permissions: PermissionService;
      serviceHotline: string;
      board: LiveBoard;
      scope: MonitorScope;
      /** Rings a supervisor's agent desk; absent when this server has no SIP endpoint. */
      desk?: DeskRinger;
    },
  ) {}

  /** The desk calls of take-overs, by their trace: 提交并挂断 ends them (in this process). */
  private readonly takeOverCalls = new Map<number, string>();
  /** Calls whose 接管 is ringing the desk (in this process). */
  private readonly takingOver = new Set<string>();

  /** 监听: the member's desk rings (answered by itself) and hears the call from what was said so far. */
  async listen(session: SessionContext, request: FastifyRequest, callId: string): Promise<void> {
    const { call, desk, dn } = await this.supervised(session, request, callId);
    const { board } = this.deps;
    const history = scriptOf(call);
    await desk.dial({
      agent: { businessId: session.businessId, dn },
      origin: CALL_ORIGINS.listening,
      ani: call.customerNumber,
      dni: call.line,
      history,
      feed: {
        // The desk follows once it answers: first what was said while it rang (the board's row
        // keeps growing), and a call that ended or was taken over meanwhile ends it at once.
        follow: (onLine, onEnd) => {
          for (const line of call.lines.slice(history.length)) onLine({ role: line.role, text: line.text });
          if (!board.find(call.businessId, call.callId) || call.state === 'takenOver') {
            onEnd();
            return () => undefined;
          }
          return board.subscribe((businessId, event) => {
            if (businessId !== call.businessId || ('callId' in event ? event.callId : '') !== call.callId) return;
            if (event.kind === 'line') onLine({ role: event.line.role, text: event.line.text });
            else if (event.kind === 'ended' || (event.kind === 'state' && event.state === 'takenOver')) onEnd();
          });
        },
      },
    });
  }

  /**
   * 接管: the member's desk rings as a robot transfer carrying what was said; once it rings, the
   * robot leaves the call (the process placing it stops at once) and the customer's 人工接管
   * trace is written.
   */
  async takeOver(session: SessionContext, request: FastifyRequest, callId: string) {
    const { call, desk, dn, userId } = await this.supervised(session, request, callId);
    // The robot's own transfer node is ringing an agent: two desks must not ring for one customer.
    if (call.state === 'transferring') throw new AppError(ErrorCode.ParamInvalid, MONITOR_TEXTS.transferring);
    // A second 接管 while the first one rings the desk.
    if (this.takingOver.has(call.callId)) throw new AppError(ErrorCode.ParamInvalid, MONITOR_TEXTS.takenOver);
    this.takingOver.add(call.callId);
    const history = scriptOf(call);
    let agentLegUuid: string;
    try {
      ({ agentLegUuid } = await desk.dial({
        agent: { businessId: session.businessId, dn },
        origin: CALL_ORIGINS.brainTransfer,
        ani: call.customerNumber,
        dni: call.line,
        userData: { line: call.line },
        history,
      }));
      this.deps.board.takeOver(call);
    } finally {
      this.takingOver.delete(call.callId);
    }
    // The robot talked on while the desk was being rung, and has stopped now (at once when this
    // process places the call). The desk reads its history when it answers, which cannot have
    // happened yet: it gets the lines said meanwhile too.
    history.splice(0, history.length, ...scriptOf(call));
    const { db, clock } = this.deps;
    const member = await findMemberById(db, userId);
    const traceId = await recordTakeOver(db, {
      businessId: session.businessId,
      // An inbound call has no task: the trace has none, the customer no owner.
      taskId: Math.max(0, call.taskId),
      telNumber: call.customerNumber,
      ownerId: call.taskId <= 0 ? null : ((await taskOwner(db, session.businessId, call.taskId)) ?? null),
      memberId: userId,
      memberName: member?.member.surname ?? session.phone,
      at: clock(),
    });
    this.takeOverCalls.set(traceId, agentLegUuid);
    // Notes are written within minutes; a take-over never noted must not be kept for ever.
    if (this.takeOverCalls.size > MAX_REMEMBERED_TAKE_OVERS) {
      this.takeOverCalls.delete(this.takeOverCalls.keys().next().value as number);
    }
    return { traceId, customerNumber: call.customerNumber };
  }

  async completeTrace(session: SessionContext, body: Body<'updateTrace'>): Promise<void> {
    if (session.userId === null) throw new AppError(ErrorCode.AccessDenied, MONITOR_TEXTS.noDesk);
    const done = await completeTakeOver(
      this.deps.db,
      { id: body.traceId, businessId: session.businessId, memberId: session.userId },
      { traceDetail: body.traceDetail, traceStage: body.traceStage },
    );
    if (!done) throw new AppError(ErrorCode.NotFound, ErrorMessage.traceNotFound);
    const agentLegUuid = this.takeOverCalls.get(body.traceId);
    if (body.hangup && agentLegUuid) {
      this.takeOverCalls.delete(body.traceId);
      this.deps.desk?.hangup(agentLegUuid);
    }
  }

  /**
   * What 监听 and 接管 need: the monitor and agent functions, the member's extension, a desk to
   * ring, and the call still in progress and not yet taken over.
   */
  private async supervised(session: SessionContext, request: FastifyRequest, callId: string) {
    const permissions = await this.deps.permissions.forRequest(request, session.businessId);
    if (!permissionAt(permissions, 'function.monitor')) {
      throw new AppError(ErrorCode.AccessDenied, MONITOR_TEXTS.noMonitorFunction);
    }
    if (!permissionAt(permissions, 'function.agent')) {
      throw new AppError(ErrorCode.AccessDenied, `${MONITOR_TEXTS.noAgentService}${this.deps.serviceHotline}`);
    }
    const userId = session.userId;
    const dn = userId === null ? undefined : await agentDn(this.deps.db, userId);
    if (userId === null || !dn) throw new AppError(ErrorCode.AccessDenied, MONITOR_TEXTS.noDesk);
    const call = this.deps.board.find(session.businessId, callId);
    if (!call && this.deps.board.wasTakenOver(session.businessId, callId)) {
      throw new AppError(ErrorCode.ParamInvalid, MONITOR_TEXTS.takenOver);
    }
    if (!call || !(await this.deps.scope.canSee(session, request, call)))
      throw new AppError(ErrorCode.NotFound, MONITOR_TEXTS.callEnded);
    if (call.state === 'takenOver') throw new AppError(ErrorCode.ParamInvalid, MONITOR_TEXTS.takenOver);
    const { desk } = this.deps;
    if (!desk) throw new AppError(ErrorCode.AgentNotRegistered);
    return { call, desk, dn, userId };
  }
}

/** What was said so far, as the desk's transcript shows it. */
function scriptOf(call: LiveCall) {
  return call.lines.map((line) => ({ role: line.role, text: line.text }));
}
