import {
  type CallDetailRow,
  CUSTOMER_TEXTS,
  type CustomerInfoRow,
  type CustomerQuery,
  type CustomerRow,
  type CustomerTraceRow,
  type customerApi,
  ErrorCode,
  ErrorMessage,
  isMaster,
  type ParsedBodyOf,
  PHONE_VISIT,
  TraceType,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime, localDayStart } from '../../lib/local-time.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { accountName, checkBusiness, membersOf, type SessionContext } from '../account/index.ts';
import { recordingPath } from '../call-records/index.ts';
import { viewerOf } from '../permissions/index.ts';
import { hasIntentionTag } from '../speech/index.ts';
import * as repo from './repo.ts';

type Body<K extends keyof typeof customerApi> = ParsedBodyOf<(typeof customerApi)[K]>;

/** Who the enterprise's members are, for the names the rows show. */
export class MemberDirectory {
  private constructor(
    private readonly names: Map<number, string>,
    readonly masterId: number | undefined,
  ) {}

  static async of(db: Db, businessId: number): Promise<MemberDirectory> {
    const members = await membersOf(db, businessId);
    return new MemberDirectory(
      new Map(members.map((member) => [member.id, member.surname])),
      members.find((member) => member.master)?.id,
    );
  }

  /** A member's name; null is the main account. */
  nameOf(id: number | null): string {
    const found = this.names.get(id ?? this.masterId ?? -1);
    return found ?? '';
  }

  isMasterId(id: number): boolean {
    return id === this.masterId;
  }
}

const notFound = (message: string) => new AppError(ErrorCode.NotFound, message);

/** A list's time bound, YYYY-MM-DD HH:mm:ss in the zone, as an instant; `end` takes the whole second. */
function instantOf(text: string | undefined, label: string, timeZone: string, end: boolean): Date | undefined {
  if (!text) return undefined;
  const [day, time] = text.split(' ');
  const [hours, minutes, seconds] = time.split(':').map(Number);
  if (hours > 23 || minutes > 59 || seconds > 59)
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fieldInvalid(label));
  const ms = ((hours * 60 + minutes) * 60 + seconds) * 1000 + (end ? 999 : 0);
  return new Date(localDayStart(day, label, timeZone).getTime() + ms);
}

/**
 * The scope of a session: a member sees their own customers whatever cm_id says (8.1); the main
 * account and the operator see all, or one 负责人's.
 */
export function scopeOf(session: SessionContext, members: MemberDirectory, cmId?: number): repo.CustomerScope {
  const { businessId } = session;
  if (!isMaster(viewerOf(session))) return { businessId, ownerId: session.userId ?? -1 };
  if (cmId === undefined) return { businessId };
  return { businessId, ownerId: cmId, includeUnowned: members.isMasterId(cmId) };
}

/** The filters of the contract's query, with the time range read in the report's zone. */
export function filtersOf(query: CustomerQuery, members: MemberDirectory, timeZone: string): repo.CustomerFilters {
  const { business_id: _business, orderBy: _order, begin_time, end_time, ...filters } = query;
  return {
    ...filters,
    from: instantOf(begin_time, '开始时间', timeZone, false),
    to: instantOf(end_time, '结束时间', timeZone, true),
    sourceIsMaster: filters.source_cm_id !== undefined && members.isMasterId(filters.source_cm_id),
  };
}

/** The list's rows of these customers: each with the rows of its tasks that meet the filters. */
export async function customerRows(
  db: Db,
  scope: repo.CustomerScope,
  filters: repo.CustomerFilters,
  found: repo.CustomerRecord[],
  members: MemberDirectory,
  timeZone: string,
): Promise<CustomerRow[]> {
  const taskRows = await repo.taskRowsOfCustomers(
    db,
    scope,
    filters,
    found.map((customer) => customer.id),
  );
  const byCustomer = new Map<number, repo.TaskRowRecord[]>();
  for (const row of taskRows) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
  return found.map((customer) => ({
    user_id: customer.id,
    tel_number: customer.telNumber,
    customer_name: customer.name,
    source_cm_name: members.nameOf(customer.sourceId),
    time_create: localDateTime(customer.createdAt, timeZone),
    user_extend: extendOf(customer.extend),
    task_trace: (byCustomer.get(customer.id) ?? []).map((row) => ({
      cm_name: row.lastType === TraceType.manual ? row.lastMemberName : members.nameOf(row.taskOwnerId),
      task_id: row.taskId,
      task_name: row.taskName ?? '',
      call_result: row.callResult,
      trace_stage: row.traceStage,
      tag_ai_intention: row.tagAi,
      tag_cm_intention: row.tagCm,
      time_callout: row.calledAt ? localDateTime(row.calledAt, timeZone) : '',
      label_show: (row.labels ?? []).join(','),
    })),
  }));
}

function extendOf(extend: Record<string, string>) {
  return { qq: extend.qq ?? '', wechat: extend.wechat ?? '', email: extend.email ?? '', remark: extend.remark ?? '' };
}

/**
 * The customer centre (modules-spec 8): the list, a customer's profile and records, a member's
 * 跟进记录, the robot's calls and their 人工分类. Every call stays inside the session's
 * enterprise and, for a member, inside their own customers: anything else is 客户不存在.
 */
export class CustomerService {
  constructor(private readonly deps: { db: Db; clock: Clock; timeZone: string; links: LinkSigner }) {}

  private get timeZone(): string {
    return this.deps.timeZone;
  }

  async list(session: SessionContext, query: Body<'queryCustomer'>, page: { limit: number; offset: number }) {
    checkBusiness(session, query.business_id);
    const members = await MemberDirectory.of(this.deps.db, session.businessId);
    const scope = scopeOf(session, members, query.cm_id);
    const filters = filtersOf(query, members, this.timeZone);
    const { customers, total } = await repo.customerPage(this.deps.db, scope, filters, query.orderBy, page);
    return { rows: await customerRows(this.deps.db, scope, filters, customers, members, this.timeZone), total };
  }

  /** A customer of the session's scope, or 客户不存在. */
  private async customer(session: SessionContext, members: MemberDirectory, where: ReturnType<typeof repo.byId>) {
    const found = await repo.findCustomer(this.deps.db, scopeOf(session, members), where);
    if (!found) throw notFound(CUSTOMER_TEXTS.notFound);
    return found;
  }

  async info(session: SessionContext, body: Body<'queryCustomerInfo'>): Promise<CustomerInfoRow> {
    checkBusiness(session, body.business_id);
    const members = await MemberDirectory.of(this.deps.db, session.businessId);
    const customer = await this.customer(session, members, repo.byId(body.user_id));
    const tasks = await repo.tasksOfCustomer(this.deps.db, customer.id);
    return {
      user_id: customer.id,
      customer_name: customer.name,
      tel_number: customer.telNumber,
      cm_id: customer.ownerId ?? members.masterId ?? 0,
      cm_name: members.nameOf(customer.ownerId),
      source_cm_name: members.nameOf(customer.sourceId),
      time_create: localDateTime(customer.createdAt, this.timeZone),
      user_extend: extendOf(customer.extend),
      task_list: tasks.map((task) => ({ task_id: task.taskId, task_name: task.taskName })),
    };
  }

  async update(session: SessionContext, body: Body<'updateCustomer'>): Promise<void> {
    checkBusiness(session, body.business_id);
    const members = await MemberDirectory.of(this.deps.db, session.businessId);
    const customer = await this.customer(session, members, repo.byId(body.user_id));
    await repo.updateCustomer(this.deps.db, customer.id, {
      name: body.customer_name,
      ...(body.user_data ? { extend: { ...customer.extend, ...body.user_data } } : {}),
    });
  }

  async traces(session: SessionContext, body: Body<'queryCustomerTrace'>): Promise<CustomerTraceRow[]> {
    checkBusiness(session, body.business_id);
    const members = await MemberDirectory.of(this.deps.db, session.businessId);
    const customer = await this.customer(session, members, repo.byNumber(body.tel_number));
    const traces = await repo.tracesOfCustomer(this.deps.db, customer.id, body.task_id);
    return traces.map(({ trace, taskName, taskOwnerId }) => {
      const ai = trace.traceType === TraceType.ai;
      return {
        trace_id: trace.id,
        trace_type: ai ? TraceType.ai : TraceType.manual,
        cm_name: ai ? members.nameOf(taskOwnerId) : trace.memberName,
        contact_way: ai ? PHONE_VISIT : (trace.contactWay ?? PHONE_VISIT),
        call_result: trace.callResult,
        trace_stage: trace.traceStage,
        tag_cm_intention: trace.tagCmIntention,
        tag_ai_intention: trace.tagAiIntention,
        trace_detail: trace.traceDetail,
        time_trace: localDateTime(trace.tracedAt, this.timeZone),
        call_duration: trace.callDurationSeconds,
        customer_name: customer.name,
        task_id: trace.taskId,
        task_name: taskName ?? '',
      };
    });
  }

  /** 跟进记录 of the session's member (the body's cm_id and cm_name are not trusted). */
  async addTrace(session: SessionContext, body: Body<'addTrace'>): Promise<{ trace_id: number }> {
    checkBusiness(session, body.business_id);
    const { db } = this.deps;
    const members = await MemberDirectory.of(this.deps.db, session.businessId);
    const customer = await this.customer(session, members, repo.byNumber(body.tel_number));
    const task = await repo.findTask(db, session.businessId, body.task_id);
    if (!task) throw notFound(ErrorMessage.taskNotFound);
    await this.checkIntention(session.businessId, body.tag_cm_intention);
    const traceId = await repo.insertTrace(db, {
      businessId: session.businessId,
      customerId: customer.id,
      taskId: task.id,
      traceType: TraceType.manual,
      memberId: session.userId,
      memberName: await this.writerName(session),
      contactWay: body.contact_way,
      callResult: body.contact_way === PHONE_VISIT ? (body.callresult ?? '') : '',
      traceStage: body.trace_stage,
      tagCmIntention: body.tag_cm_intention,
      traceDetail: body.trace_detail,
      tracedAt: this.deps.clock(),
    });
    return { trace_id: traceId };
  }

  async callDetail(session: SessionContext, body: Body<'queryCallDetail'>): Promise<CallDetailRow> {
    checkBusiness(session, body.business_id);
    const { trace, customer, found } = await this.aiTrace(session, body.trace_id);
    const recorded = found.isRecord !== 0;
    return {
      trace_id: trace.id,
      user_id: customer.id,
      tel_number: customer.telNumber,
      customer_name: customer.name,
      task_id: trace.taskId,
      task_name: found.taskName ?? '',
      task_data_id: found.call.taskNumberId,
      time_trace: localDateTime(found.call.startAt, this.timeZone),
      call_result: trace.callResult,
      call_duration: trace.callDurationSeconds,
      tag_ai_intention: trace.tagAiIntention,
      tag_cm_intention: trace.tagCmIntention,
      voice_url: recorded ? recordingPath(this.deps.links, found.call.id) : '',
      dialog: found.call.dialog,
    };
  }

  /** 人工分类 of the robot's call; '' takes it away. */
  async setIntention(session: SessionContext, body: Body<'updateTagIntention'>): Promise<void> {
    checkBusiness(session, body.business_id);
    const { trace } = await this.aiTrace(session, body.trace_id);
    if (body.tag_cm_intention) await this.checkIntention(session.businessId, body.tag_cm_intention);
    await repo.setManualIntention(this.deps.db, trace.id, body.tag_cm_intention);
  }

  async members(session: SessionContext, body: Body<'queryMember'>) {
    checkBusiness(session, body.business_id);
    const members = await membersOf(this.deps.db, session.businessId);
    return members
      .filter((member) => !member.deleted && (!body.name || member.surname.includes(body.name)))
      .map((member) => ({ cm_id: member.id, cm_name: member.surname }));
  }

  private async aiTrace(session: SessionContext, traceId: number) {
    const found = await repo.findAiTrace(this.deps.db, session.businessId, traceId);
    if (!found) throw notFound(ErrorMessage.traceNotFound);
    const members = await MemberDirectory.of(this.deps.db, session.businessId);
    const customer = await repo.findCustomer(
      this.deps.db,
      scopeOf(session, members),
      repo.byId(found.trace.customerId),
    );
    if (!customer) throw notFound(ErrorMessage.traceNotFound);
    return { trace: found.trace, customer, found };
  }

  private async checkIntention(businessId: number, name: string): Promise<void> {
    if (!(await hasIntentionTag(this.deps.db, businessId, name))) {
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.intentionNotFound);
    }
  }

  private writerName(session: SessionContext): Promise<string> {
    return accountName(this.deps.db, session);
  }
}
