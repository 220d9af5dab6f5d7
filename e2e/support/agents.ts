import { encryptPassword } from '@console/contracts';
import type { APIRequestContext } from '@playwright/test';
import { post, registerAccount } from './accounts.ts';
import { operator } from './shell.ts';

export interface TestAgent {
  phone: string;
  password: string;
  businessId: number;
  dn: string;
}

/** A session token of the account, through the login endpoint as the console signs in. */
export async function apiLogin(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const timestamp = Date.now();
  const [result] = await post(request, '/uc/api/v1/account/login', {
    phone,
    password: encryptPassword(password, phone, timestamp),
    timestamp,
    kickOff: 1,
  });
  return (result.token as { access_token: string }).access_token;
}

/**
 * A fresh enterprise whose master is an agent: the demo catalogue (with its two display lines)
 * through the traffic helper, the agent function and count switched on by the platform operator,
 * and the master made a 坐席班长 of a new group the way the team page does it. The master gets
 * the first extension, 8001. Each test gets its own enterprise, so parallel tests never share an
 * extension or a messaging identity.
 */
export async function createAgent(request: APIRequestContext, baseURL: string): Promise<TestAgent> {
  const account = await registerAccount(request);
  const business = String(account.businessId);
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 1, calls: 1 });
  await operator(baseURL, 'flag', business, 'function', '{"agent":true}');
  await operator(baseURL, 'flag', business, 'agent', '{"count":5}');
  const token = await apiLogin(request, account.phone, account.password);
  const [group] = await post(
    request,
    `/ac/api/v1/${business}/manage/acd/create`,
    {
      name: '测试分组',
      strategy: 'longest-idle-agent',
    },
    token,
  );
  const [master] = await post(request, `/ac/api/v1/${business}/manage/acd-agent/queryAgentsAcdsByPage`, {}, token);
  const [agent] = await post(
    request,
    `/ac/api/v1/${business}/uc/agent/update`,
    {
      agentModel: { ifMonitor: 2, code: '', dnConnectType: 'bridge' },
      ucUserDto: { id: master.userId, surname: '测试坐席' },
      acdModels: [{ id: group.id }],
    },
    token,
  );
  await post(request, '/uc/api/v1/account/logout', {}, token);
  return { ...account, dn: (agent.agentModel as { dn: string }).dn };
}
