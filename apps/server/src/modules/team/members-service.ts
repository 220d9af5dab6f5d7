import {
  type agentApi,
  canAccess,
  DEFAULT_MEMBER_PRIVILEGE,
  ErrorCode,
  ErrorMessage,
  initialPassword,
  isAgentRole,
  isMaster,
  Master,
  MemberRole,
  type ParsedBodyOf,
  type Permissions,
  permissionAt,
  type userApi,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import { localDateTime } from '../../lib/local-time.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import {
  insertMember,
  markMemberDeleted,
  memberIdByPhone,
  phoneRegistered,
  type SessionContext,
  type SessionService,
  updateMember,
} from '../account/index.ts';
import { viewerOf } from '../permissions/index.ts';
import { changedFields, recordAudit } from './audit.ts';
import { groupsOfBusiness } from './groups-repo.ts';
import * as repo from './repo.ts';
import { memberSnapshot } from './snapshot.ts';

type Page = { limit: number; offset: number };
type AgentCreate = ParsedBodyOf<typeof agentApi.agentCreate>;
type AgentUpdate = ParsedBodyOf<typeof agentApi.agentUpdate>;

/** Changes to the team are the main account's (and the platform operator's). */
function requireMaster(session: SessionContext): void {
  if (!isMaster(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied, ErrorMessage.teamMasterOnly);
}

/**
 * The enterprise's members and their agents: one person, one row, whichever page (成员 or
 * 客服账号) made them. Every change is recorded in the audit log in the same transaction.
 */
export class MembersService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      timeZone: string;
      sessions: SessionService;
      events: TypedEmitter<AppEvents>;
    },
  ) {}

  private time(date: Date): string {
    return localDateTime(date, this.deps.timeZone);
  }

  async listMembers(session: SessionContext, query: ParsedBodyOf<typeof userApi.queryUserList>, page: Page) {
    const sort = { column: query.sortName ?? 'createTime', order: query.sortOrder ?? 'asc' } as const;
    const { rows, total } = await repo.listTeam(this.deps.db, session.businessId, query, page, sort);
    return { rows: rows.map((row) => this.userListRow(row)), total };
  }

  /** A member as queryUserList and addUser answer them. */
  private userListRow(row: repo.TeamRow) {
    return {
      id: row.userId,
      phone: row.phone,
      surname: row.surname,
      master: row.master ? Master.main : Master.member,
      privilege: row.privilege,
      bindStatus: row.bindStatus === 1 ? (1 as const) : (0 as const),
      role: row.role,
      createTime: this.time(row.createdAt),
    };
  }

  /**
   * The team table (members of a group, or of none), or with `userId` that member's own agent:
   * anyone may look up their own (the workstation does); another's needs the team access.
   */
  async teamTable(
    session: SessionContext,
    query: ParsedBodyOf<typeof agentApi.queryAgentsAcdsByPage>,
    page: Page,
    permissions: Permissions,
  ) {
    const { db } = this.deps;
    if (query.userId !== undefined) {
      const own = session.userId === query.userId;
      if (!own && !canAccess('team', viewerOf(session), permissions)) throw new AppError(ErrorCode.AccessDenied);
      const member = await repo.findMember(db, session.businessId, query.userId);
      const rows = member?.agentId ? await this.tableRows([member]) : [];
      return { rows, total: rows.length };
    }
    if (!canAccess('acd', viewerOf(session), permissions)) throw new AppError(ErrorCode.AccessDenied);
    const filter = { phone: query.phone, groupId: query.acdId, ungrouped: query.isDefault === 1 };
    const { rows, total } = await repo.listTeam(db, session.businessId, filter, page);
    return { rows: await this.tableRows(rows), total };
  }

  private async tableRows(rows: repo.TeamRow[]) {
    const groups = await repo.groupsOfAgents(
      this.deps.db,
      rows.flatMap((row) => (row.agentId ? [row.agentId] : [])),
    );
    return rows.map((row) => {
      const mine = row.agentId ? (groups.get(row.agentId) ?? []) : [];
      return {
        userId: row.userId,
        agentId: row.agentId ? String(row.agentId) : '',
        agentCode: row.code ?? '',
        userName: row.surname,
        phoneNo: row.phone,
        acdId: mine[0] ? String(mine[0].id) : '',
        acdIds: mine.map((g) => g.id),
        acdName: mine.map((g) => g.name).join('、'),
        master: row.master ? Master.main : Master.member,
        ifMonitor: row.role,
        dn: row.dn ?? '',
        dnConnectType: row.callMode ?? '',
        privilege: row.privilege,
        createTime: this.time(row.createdAt),
      };
    });
  }

  async detail(session: SessionContext, userId: number) {
    const member = await this.member(this.deps.db, session.businessId, userId);
    return {
      agentModel: {
        id: member.agentId ? String(member.agentId) : '',
        code: member.code ?? '',
        ifMonitor: member.role,
        dnConnectType: member.callMode ?? '',
        dn: member.dn ?? '',
      },
      ucUserDto: {
        id: member.userId,
        surname: member.surname,
        phone: member.phone,
        privilege: member.privilege,
        master: member.master ? Master.main : Master.member,
      },
      acdModels: member.groups,
    };
  }

  /** 新增成员 (no agent function): an operator with the initial password. */
  async addMember(session: SessionContext, input: ParsedBodyOf<typeof userApi.addUser>) {
    const userId = await this.create(session, {
      surname: input.surname,
      phone: input.phone,
      privilege: input.privilege,
      role: MemberRole.operator,
    });
    return this.userListRow(await this.member(this.deps.db, session.businessId, userId));
  }

  /** 新增客服账号: a member of any role; agents also get an extension, a 工号 and groups. */
  async addAgent(session: SessionContext, input: AgentCreate, permissions: Permissions) {
    const userId = await this.create(session, {
      surname: input.ucUserDto.surname,
      phone: input.ucUserDto.phone,
      privilege: input.ucUserDto.privilege,
      role: input.agentModel.ifMonitor,
      agent: { code: input.agentModel.code ?? '', callMode: input.agentModel.dnConnectType, groupIds: groupIds(input) },
      permissions,
    });
    return this.detail(session, userId);
  }

  private async create(
    session: SessionContext,
    input: {
      surname: string;
      phone: string;
      privilege?: number;
      role: number;
      agent?: { code: string; callMode: string; groupIds: number[] };
      permissions?: Permissions;
    },
  ): Promise<number> {
    requireMaster(session);
    const { db, clock } = this.deps;
    const passwordHash = await hashPassword(initialPassword(input.phone));
    return db.transaction(async (tx) => {
      if (await phoneRegistered(tx, input.phone)) throw new AppError(ErrorCode.PhoneRegistered);
      const now = clock();
      const { id: userId } = await insertMember(tx, {
        businessId: session.businessId,
        phone: input.phone,
        surname: input.surname,
        passwordHash,
        privilege: input.privilege ?? DEFAULT_MEMBER_PRIVILEGE,
        role: input.role,
        mustChangePassword: true,
        createdAt: now,
      });
      if (input.agent && isAgentRole(input.role)) {
        await this.checkAgentRoom(tx, session.businessId, input.permissions);
        await this.saveAgent(tx, session.businessId, userId, undefined, input.agent, now);
      }
      const created = await this.member(tx, session.businessId, userId);
      await recordAudit(
        tx,
        session,
        {
          action: 'member.create',
          targetUserId: userId,
          targetName: input.surname,
          before: null,
          after: snapshotOf(created),
        },
        now,
      );
      return userId;
    });
  }

  /** 编辑团队成员 (no agent function): surname and privileges. */
  async updateMember(session: SessionContext, input: ParsedBodyOf<typeof userApi.updateUser>) {
    requireMaster(session);
    const { db } = this.deps;
    const target = input.id ?? (await memberIdByPhone(db, session.businessId, input.phone ?? ''));
    if (target === undefined) throw new AppError(ErrorCode.NotFound, ErrorMessage.memberNotFound);
    await this.change(session, target, { surname: input.surname, privilege: input.privilege });
    const updated = await this.member(db, session.businessId, target);
    return { id: updated.userId, phone: updated.phone, surname: updated.surname, privilege: updated.privilege };
  }

  /** 编辑客服账号: role, surname, privileges and the agent parts; a role 0 member is no agent. */
  async updateAgent(session: SessionContext, input: AgentUpdate, permissions: Permissions) {
    requireMaster(session);
    const userId = input.ucUserDto.id;
    await this.change(
      session,
      userId,
      { surname: input.ucUserDto.surname, privilege: input.ucUserDto.privilege, role: input.agentModel.ifMonitor },
      { code: input.agentModel.code ?? '', callMode: input.agentModel.dnConnectType, groupIds: groupIds(input) },
      permissions,
    );
    return this.detail(session, userId);
  }

  private async change(
    session: SessionContext,
    userId: number,
    changes: { surname?: string; privilege?: number; role?: number },
    agent?: { code: string; callMode: string; groupIds: number[] },
    permissions?: Permissions,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const removedDn = await db.transaction(async (tx) => {
      const now = clock();
      const before = await this.member(tx, session.businessId, userId);
      const role = changes.role ?? before.role;
      await updateMember(tx, userId, definedOnly(changes));
      if (agent) {
        if (isAgentRole(role)) {
          if (before.agentId === null) await this.checkAgentRoom(tx, session.businessId, permissions);
          await this.saveAgent(tx, session.businessId, userId, before.agentId ?? undefined, agent, now);
        } else if (before.agentId !== null) {
          await repo.deleteAgentOfMember(tx, userId);
        }
      }
      const after = await this.member(tx, session.businessId, userId);
      const diff = changedFields(snapshotOf(before), snapshotOf(after));
      if (Object.keys(diff.after).length > 0) {
        await recordAudit(
          tx,
          session,
          { action: 'member.update', targetUserId: userId, targetName: after.surname, ...diff },
          now,
        );
      }
      return before.dn !== null && after.dn === null ? before.dn : null;
    });
    if (removedDn) this.deps.events.emit('agentRemoved', { businessId: session.businessId, dn: removedDn });
  }

  /** Ends the member's sessions and removes their agent; the row stays for their calls and tasks. */
  async deleteMember(session: SessionContext, userId: number): Promise<void> {
    requireMaster(session);
    const { db, clock, sessions } = this.deps;
    const member = await db.transaction(async (tx) => {
      const now = clock();
      const member = await this.member(tx, session.businessId, userId);
      if (member.master) throw new AppError(ErrorCode.MasterUndeletable);
      await repo.deleteAgentOfMember(tx, userId);
      await markMemberDeleted(tx, userId, now);
      await sessions.revokeAllOfUser(tx, userId, 'member_deleted');
      await recordAudit(
        tx,
        session,
        {
          action: 'member.delete',
          targetUserId: userId,
          targetName: member.surname,
          before: snapshotOf(member),
          after: null,
        },
        now,
      );
      return member;
    });
    if (member.dn) this.deps.events.emit('agentRemoved', { businessId: session.businessId, dn: member.dn });
  }

  /**
   * The enterprise's agent count (permission agent.count) bounds its agents. Called before a new
   * agent is saved, in its transaction: it holds the enterprise's agent lock until the end, so
   * the count, the free extension and the insert never interleave with another new agent's.
   */
  private async checkAgentRoom(db: Db, businessId: number, permissions?: Permissions): Promise<void> {
    await repo.lockAgentsOf(db, businessId);
    const limit = Number(permissions ? permissionAt(permissions, 'agent.count') : 0) || 0;
    if ((await repo.agentCount(db, businessId)) >= limit) {
      throw new AppError(ErrorCode.AgentLimitReached, ErrorMessage.agentLimitReached(limit));
    }
  }

  private async saveAgent(
    db: Db,
    businessId: number,
    userId: number,
    agentId: number | undefined,
    agent: { code: string; callMode: string; groupIds: number[] },
    now: Date,
  ): Promise<void> {
    const groups = await groupsOfBusiness(db, businessId, agent.groupIds);
    if (groups.length !== new Set(agent.groupIds).size)
      throw new AppError(ErrorCode.NotFound, ErrorMessage.groupNotFound);
    const dn = agentId === undefined ? await repo.freeDn(db, businessId) : undefined;
    // Without a 工号 the extension serves as one: 工号轮选 needs every agent to have one.
    const code = agent.code || dn || (await this.member(db, businessId, userId)).dn || '';
    if (await repo.codeTaken(db, businessId, code, agentId)) throw new AppError(ErrorCode.AgentCodeTaken);
    let id = agentId;
    if (id === undefined) {
      id = await repo.insertAgent(db, {
        businessId,
        userId,
        code,
        dn: dn ?? code,
        callMode: agent.callMode,
        createdAt: now,
      });
    } else {
      await repo.updateAgent(db, id, { code, callMode: agent.callMode });
    }
    await repo.setAgentGroups(
      db,
      id,
      groups.map((g) => g.id),
    );
  }

  /** A live member of the business with their groups; others' ids are simply not found. */
  private async member(db: Db, businessId: number, userId: number) {
    const row = await repo.findMember(db, businessId, userId);
    if (!row) throw new AppError(ErrorCode.NotFound, ErrorMessage.memberNotFound);
    const groups = row.agentId ? ((await repo.groupsOfAgents(db, [row.agentId])).get(row.agentId) ?? []) : [];
    return { ...row, groups };
  }
}

type MemberWithGroups = repo.TeamRow & { groups: { id: number; name: string }[] };

function snapshotOf(member: MemberWithGroups) {
  return memberSnapshot({
    ...member,
    agent:
      member.agentId === null
        ? null
        : { code: member.code ?? '', dn: member.dn ?? '', callMode: member.callMode ?? '', groups: member.groups },
  });
}

function groupIds(input: { acdModels: { id: number }[]; agentModel: { ifMonitor: number } }): number[] {
  return isAgentRole(input.agentModel.ifMonitor) ? input.acdModels.map((g) => g.id) : [];
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
