import {
  type agentApi,
  ErrorCode,
  ErrorMessage,
  isMaster,
  type ParsedBodyOf,
  type TransferStrategy,
} from '@console/contracts';
import type { ArConfig } from '@console/contracts/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import type { SessionContext } from '../account/index.ts';
import { knowledgeBaseNames } from '../knowledge/index.ts';
import { viewerOf } from '../permissions/index.ts';
import type { Telephony } from '../telephony/index.ts';
import { changedFields, recordAudit } from './audit.ts';
import * as repo from './groups-repo.ts';
import { groupSnapshot } from './snapshot.ts';

type GroupInput = ParsedBodyOf<typeof agentApi.acdCreate>;

function requireMaster(session: SessionContext): void {
  if (!isMaster(viewerOf(session))) throw new AppError(ErrorCode.AccessDenied, ErrorMessage.groupsMasterOnly);
}

/** ACD groups (技能组) and their agents' live state; changes are recorded in the audit log. */
export class GroupsService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; timeZone: string },
    private readonly telephony: Telephony,
  ) {}

  async list(session: SessionContext, id?: number) {
    const rows = await repo.listGroups(this.deps.db, session.businessId, id);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      strategy: row.strategy as TransferStrategy,
      maxTries: row.maxTries,
      arConfig: JSON.stringify(row.arConfig ?? {}),
      agentsCountOfAcd: row.agents,
      createTime: localDateTime(row.createdAt, this.deps.timeZone),
    }));
  }

  async create(session: SessionContext, input: GroupInput) {
    requireMaster(session);
    const { db, clock } = this.deps;
    const id = await db.transaction(async (tx) => {
      await this.checkInput(tx, session.businessId, input);
      const now = clock();
      const groupId = await repo.insertGroup(tx, { businessId: session.businessId, ...values(input), createdAt: now });
      const after = await this.snapshot(tx, session.businessId, input);
      await recordAudit(tx, session, { action: 'group.create', targetName: input.name, before: null, after }, now);
      return groupId;
    });
    return (await this.list(session, id))[0];
  }

  async update(session: SessionContext, input: ParsedBodyOf<typeof agentApi.acdUpdate>) {
    requireMaster(session);
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const current = await this.group(tx, session.businessId, input.id);
      await this.checkInput(tx, session.businessId, input, input.id);
      await repo.updateGroup(tx, input.id, values(input));
      const before = await this.snapshot(tx, session.businessId, {
        ...current,
        arConfig: current.arConfig as ArConfig,
      });
      const diff = changedFields(before, await this.snapshot(tx, session.businessId, input));
      if (Object.keys(diff.after).length > 0) {
        await recordAudit(tx, session, { action: 'group.update', targetName: input.name, ...diff }, clock());
      }
    });
    return (await this.list(session, input.id))[0];
  }

  /** The agents stay: in their other groups, or in none (未分组). */
  async delete(session: SessionContext, id: number): Promise<void> {
    requireMaster(session);
    const { db, clock } = this.deps;
    await db.transaction(async (tx) => {
      const current = await this.group(tx, session.businessId, id);
      await repo.deleteGroup(tx, id);
      const before = await this.snapshot(tx, session.businessId, {
        ...current,
        arConfig: current.arConfig as ArConfig,
      });
      await recordAudit(
        tx,
        session,
        { action: 'group.delete', targetName: current.name, before, after: null },
        clock(),
      );
    });
  }

  /** The group's agents with whether their phone can take a transfer now. */
  async agentStates(session: SessionContext, groupId: number) {
    const { db } = this.deps;
    await this.group(db, session.businessId, groupId);
    const agents = await repo.liveAgents(db, session.businessId, groupId);
    return agents.map((agent) => {
      const presence = this.telephony.presence({ businessId: session.businessId, dn: agent.dn });
      return {
        agentId: String(agent.agentId),
        agentCode: agent.code,
        userName: agent.surname,
        dn: agent.dn,
        state: presence.state,
        idleSince: presence.idleSince?.toISOString() ?? null,
      };
    });
  }

  private async group(db: Db, businessId: number, id: number) {
    const [group] = await repo.listGroups(db, businessId, id);
    if (!group) throw new AppError(ErrorCode.NotFound, ErrorMessage.groupNotFound);
    return group;
  }

  private async checkInput(db: Db, businessId: number, input: GroupInput, exceptId?: number): Promise<void> {
    if (await repo.groupNameTaken(db, businessId, input.name, exceptId)) throw new AppError(ErrorCode.GroupNameTaken);
    const kbIds = knowledgeIds(input.arConfig);
    const known = await knowledgeBaseNames(db, businessId, kbIds);
    if (kbIds.some((kb) => !known.has(kb))) throw new AppError(ErrorCode.NotFound, ErrorMessage.groupKnowledgeNotFound);
  }

  private async snapshot(
    db: Db,
    businessId: number,
    group: { name: string; strategy: string; maxTries: number; arConfig: ArConfig },
  ) {
    const names = await knowledgeBaseNames(db, businessId, knowledgeIds(group.arConfig));
    const name = (id?: number) => (id === undefined ? undefined : (names.get(id) ?? String(id)));
    return groupSnapshot({
      ...group,
      know: name(group.arConfig.know),
      quickReply: name(group.arConfig.silence),
      model: group.arConfig.model,
    });
  }
}

function knowledgeIds(config: ArConfig): number[] {
  return [config.know, config.silence].filter((id): id is number => id !== undefined);
}

function values(input: GroupInput) {
  return { name: input.name, strategy: input.strategy, maxTries: input.maxTries, arConfig: input.arConfig };
}
