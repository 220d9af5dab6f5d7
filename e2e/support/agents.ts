import type { APIRequestContext } from '@playwright/test';
import { post, registerAccount } from './accounts.ts';
import { operator } from './shell.ts';

export interface TestAgent {
  phone: string;
  password: string;
  businessId: number;
  dn: string;
}

/**
 * A fresh enterprise whose master is an agent: the demo catalogue (with its two display lines)
 * through the traffic helper, the agent function switched on and the master linked to an agent
 * of extension `dn`, all the way the platform operator does it. Each test gets its own enterprise,
 * so parallel tests never share an extension or a messaging identity.
 */
export async function createAgent(request: APIRequestContext, baseURL: string, dn = '8001'): Promise<TestAgent> {
  const account = await registerAccount(request);
  await post(request, '/dev/traffic', { businessId: account.businessId, days: 1, calls: 1 });
  await operator(baseURL, 'flag', String(account.businessId), 'function', '{"agent":true}');
  await operator(baseURL, 'agent', String(account.businessId), account.phone, `acd-${dn}`, dn);
  return { ...account, dn };
}
