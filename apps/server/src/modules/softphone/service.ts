import {
  ErrorCode,
  ErrorMessage,
  hasPermission,
  type MakeCallRow,
  Master,
  type ParsedBodyOf,
  type SdkLoginRow,
  type sdkApi,
} from '@console/contracts';
import { SDK_LOG_MAX_AGE_MS, SDK_LOG_MAX_AHEAD_MS } from '@console/contracts/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { scrubText, scrubValue } from '../../lib/secret-scrub.ts';
import { sha256 } from '../../lib/secrets.ts';
import type { SessionContext, SessionService } from '../account/index.ts';
import type { LoginService } from '../login/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { agentDn } from '../team/index.ts';
import { digestHa1, type Telephony } from '../telephony/index.ts';
import * as repo from './repo.ts';

type Body<K extends keyof typeof sdkApi> = ParsedBodyOf<(typeof sdkApi)[K]>;

interface SdkDeps {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  permissions: PermissionService;
  logins: LoginService;
  telephony: Telephony;
  /** The SIP domain the softphones register in (the digest realm). */
  sipDomain: string;
}

/**
 * The softphone's call module (spec sections 7 and 8): logins, logout, log upload and search,
 * makeCall. The SDK's session is an ordinary console session, so the token works on both sides
 * and logout ends it for both.
 */
export class SdkService {
  constructor(private readonly deps: SdkDeps) {}

  /**
   * A softphone needs the enterprise's agent function and an agent of the member (the team page
   * makes them); anyone else is refused before anything is stored.
   */
  private async loginRow(owner: {
    userId: number | null;
    businessId: number;
    phone: string;
    token: string;
    mustChangePassword: boolean;
  }) {
    const { db } = this.deps;
    // The console asks for the member's own password first; the phone waits for it too.
    if (owner.mustChangePassword) throw new AppError(ErrorCode.InitialPasswordRequired);
    const permissions = await this.deps.permissions.load(owner.businessId);
    if (!hasPermission(permissions, 'function.agent')) throw new AppError(ErrorCode.AgentFunctionOff);
    const dn = owner.userId === null ? undefined : await agentDn(db, owner.userId);
    if (!dn) throw new AppError(ErrorCode.AgentDnNotFound);
    // The original script registers with the token as its digest password and no token in the URL.
    const domain = this.deps.sipDomain;
    await repo.saveSipCredential(db, {
      tokenHash: sha256(owner.token),
      dn,
      ha1: digestHa1(dn, domain, owner.token),
      now: this.deps.clock(),
    });
    const row: SdkLoginRow = {
      user: { phone: owner.phone },
      agent: { dn },
      lines: await repo.displayLines(db, owner.businessId, this.deps.clock()),
      token: { access_token: owner.token },
      business: { id: owner.businessId },
    };
    return row;
  }

  async passwordLogin(input: Body<'login'>) {
    const { member, business, issued } = await this.deps.logins.softphoneLogin(input);
    try {
      return await this.loginRow({
        userId: member.id,
        businessId: business.id,
        phone: member.phone,
        token: issued.token,
        mustChangePassword: member.mustChangePassword,
      });
    } catch (error) {
      // A refused softphone keeps no session behind.
      const { db, sessions } = this.deps;
      await sessions.revoke(db, (await sessions.resolve(db, issued.token)).sessionId, 'logout');
      throw error;
    }
  }

  /** The console's agent desk hands its own session to the SDK; nothing new is issued. */
  async tokenLogin(input: Body<'tokenLogin'>) {
    const session = await this.deps.sessions.resolve(this.deps.db, input.token);
    if (session.businessId !== input.businessId) throw new AppError(ErrorCode.BusinessMismatch);
    return this.loginRow({ ...session, token: input.token });
  }

  async logout(session: SessionContext): Promise<void> {
    await this.deps.sessions.revoke(this.deps.db, session.sessionId, 'logout');
  }

  /** Stores a batch of log entries, without any password or token in them (`known`: the request's token). */
  async uploadLogs(session: SessionContext, input: Body<'flow'>, known: (string | undefined)[]): Promise<void> {
    const now = this.deps.clock().getTime();
    const recent = (time: number) => time >= now - SDK_LOG_MAX_AGE_MS && time <= now + SDK_LOG_MAX_AHEAD_MS;
    if (!input.logs.every((entry) => recent(entry.time))) {
      throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.sdkLogTimeInvalid);
    }
    const secrets = known.filter((secret): secret is string => Boolean(secret));
    await repo.insertLogs(this.deps.db, {
      businessId: session.businessId,
      userId: session.userId,
      account: input.account,
      deviceUuid: input.uuid,
      dn: input.dn,
      entries: input.logs.map((entry) => ({
        ...entry,
        msg: scrubText(entry.msg, secrets),
        data: scrubValue(entry.data, secrets),
      })),
      receivedAt: this.deps.clock(),
    });
  }

  /** Support looks up what an agent's softphone logged; members see nothing of their colleagues. */
  searchLogs(
    session: SessionContext,
    query: Omit<Body<'queryFlow'>, 'pageIndex' | 'pageSize'>,
    page: { limit: number; offset: number },
  ) {
    if (session.master === Master.member) throw new AppError(ErrorCode.AccessDenied);
    return repo.searchLogs(this.deps.db, {
      ...query,
      businessId: session.businessId,
      begin: new Date(query.beginTime),
      end: new Date(query.endTime),
      ...page,
    });
  }

  /** The agent's own extension must be registered and the display line one of the enterprise's. */
  async makeCall(session: SessionContext, input: Body<'makeCall'>): Promise<MakeCallRow> {
    const { db } = this.deps;
    const dn = session.userId === null ? undefined : await agentDn(db, session.userId);
    if (session.userId === null || !dn) throw new AppError(ErrorCode.AgentDnNotFound);
    const lines = await repo.displayLines(db, session.businessId, this.deps.clock());
    if (!lines.includes(input.lineNum)) throw new AppError(ErrorCode.DisplayLineInvalid);
    const agent = { businessId: session.businessId, userId: session.userId, dn };
    if (!this.deps.telephony.isRegistered(agent)) throw new AppError(ErrorCode.AgentNotRegistered);
    const placed = await this.deps.telephony.placeCall({ ...input, agent });
    return { uuid_aleg: placed.agentLegUuid, uuid_bleg: placed.customerLegUuid };
  }
}
