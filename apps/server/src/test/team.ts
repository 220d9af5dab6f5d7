import {
  type AgentDetailRow,
  agentApi,
  type BodyOf,
  businessApi,
  type Endpoint,
  initialPassword,
  type LoginResult,
  PrivilegeBit,
  type TransferStrategy,
  userApi,
  withPrivilegeBit,
} from '@console/contracts';
import { expect } from 'vitest';
import { acdAgents, acdGroupAgents, acdGroups, teamAuditLog, users } from '../db/schema/index.ts';
import { countRows } from './fixtures.ts';
import type { Caller } from './knowledge.ts';
import type { TestApp } from './test-app.ts';

/** The team tests' shared steps: who calls, the rows a change writes, groups and agents made through the API. */

export function callerOf(login: LoginResult): Caller {
  return { token: login.token.access_token, businessId: login.business.id };
}

export function callAs<E extends Endpoint>(t: TestApp, who: Caller, endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { ...who, body });
}

/** setInitialPassword's body: the new password encrypted like login's. */
export function newPassword(t: TestApp, phone: string, password: string) {
  const encrypted = t.encrypted(phone, password);
  return { newPassword: encrypted.password, timestamp: encrypted.timestamp };
}

/** What the members of these tests choose when they replace the initial password. */
export const OWN_PASSWORD = 'mine1234';

/** A member the master added signs in with the initial password, sets OWN_PASSWORD and signs in with it. */
export async function firstSignIn(t: TestApp, phone: string): Promise<LoginResult> {
  const first = callerOf(await t.login(phone, initialPassword(phone)));
  const set = await callAs(t, first, userApi.setInitialPassword, newPassword(t, phone, OWN_PASSWORD));
  expect(set.body.code, set.body.message).toBe(0);
  return t.login(phone, OWN_PASSWORD);
}

/** A member with the team bit alone, signed in: reads the team and may change none of it. */
export async function teamReader(t: TestApp, master: Caller, phone: string): Promise<Caller> {
  const privilege = withPrivilegeBit(0, PrivilegeBit.team, true);
  const added = await callAs(t, master, userApi.addUser, { surname: '团队只读', phone, privilege });
  expect(added.body.code, added.body.message).toBe(0);
  return callerOf(await firstSignIn(t, phone));
}

/** Every table a team change writes, so a refused change can be shown to have written nothing. */
export async function teamRowCounts(t: TestApp) {
  const tables = { users, acdGroups, acdAgents, acdGroupAgents, teamAuditLog };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await countRows(t.database, table);
  return counts;
}

/** The operator's business config of the caller's enterprise (what softphone.test.ts sets the same way). */
export async function setBusinessConfig(t: TestApp, businessId: number, key: 'function' | 'agent', value: object) {
  const operator = await t.innerLogin(businessId);
  const saved = await t.call(businessApi.saveBusinessConfig, {
    token: operator.token.access_token,
    businessId,
    body: { key, value },
  });
  expect(saved.body.code, saved.body.message).toBe(0);
}

export async function createGroup(
  t: TestApp,
  who: Caller,
  name: string,
  strategy: TransferStrategy = 'longest-idle-agent',
): Promise<number> {
  const created = await callAs(t, who, agentApi.acdCreate, { name, strategy });
  expect(created.body.code, created.body.message).toBe(0);
  return created.body.result.rows[0].id;
}

type AgentBody = BodyOf<typeof agentApi.agentCreate>;

/** 新增客服账号's payload as the dialog sends it: role 1 unless said, code "" and no groups for role 0. */
export function agentBody(
  phone: string,
  options: { surname?: string; role?: 0 | 1 | 2; code?: string; groups?: number[]; callMode?: string } = {},
): AgentBody {
  const role = options.role ?? 1;
  return {
    agentModel: {
      code: role === 0 ? '' : (options.code ?? ''),
      ifMonitor: role,
      dnConnectType: options.callMode ?? 'bridge',
    },
    ucUserDto: { surname: options.surname ?? '坐席成员', phone },
    acdModels: role === 0 ? [] : (options.groups ?? []).map((id) => ({ id })),
  } as AgentBody;
}

export async function createAgent(
  t: TestApp,
  who: Caller,
  phone: string,
  options: Parameters<typeof agentBody>[1] = {},
): Promise<AgentDetailRow> {
  const created = await callAs(t, who, agentApi.agentCreate, agentBody(phone, options));
  expect(created.body.code, created.body.message).toBe(0);
  return created.body.result.rows[0];
}
