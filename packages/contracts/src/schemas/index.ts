// The request and answer schemas (zod). The server imports this entry; the console and the SDK
// import only types from it, so zod stays out of their bundles.
import type { EndpointRoute } from '../endpoint.ts';
import { accountEndpoints } from './account.ts';
import { agentEndpoints } from './agent.ts';
import { blacklistEndpoints } from './blacklist.ts';
import { businessEndpoints } from './business.ts';
import { customerEndpoints } from './customer.ts';
import { dictionaryEndpoints } from './dictionary.ts';
import { downloadEndpoints } from './download.ts';
import type { ValidatedEndpoint } from './endpoint.ts';
import { feeEndpoints } from './fee.ts';
import { knowledgeEndpoints } from './knowledge.ts';
import { menuEndpoints } from './menu.ts';
import { monitorEndpoints } from './monitor.ts';
import { receptionEndpoints } from './reception.ts';
import { receptionDataEndpoints } from './reception-data.ts';
import { reportEndpoints } from './report.ts';
import { sdkEndpoints } from './sdk.ts';
import { speechEndpoints } from './speech.ts';
import { taskEndpoints } from './task.ts';
import { updateLogEndpoints } from './update-log.ts';
import { userEndpoints } from './user.ts';

export * from './account.ts';
export * from './agent.ts';
export * from './blacklist.ts';
export * from './business.ts';
export * from './customer.ts';
export * from './dictionary.ts';
export * from './download.ts';
export * from './endpoint.ts';
export * from './fee.ts';
export * from './fields.ts';
export * from './knowledge.ts';
export * from './menu.ts';
export * from './monitor.ts';
export * from './reception.ts';
export * from './reception-data.ts';
export * from './report.ts';
export * from './sdk.ts';
export * from './speech.ts';
export * from './task.ts';
export * from './update-log.ts';
export * from './user.ts';

/** The areas of the contract, each a table of endpoints with their schemas (the API reference's chapters). */
export const contractAreas: readonly { title: string; endpoints: Record<string, ValidatedEndpoint> }[] = [
  { title: '账号与注册', endpoints: accountEndpoints },
  { title: '个人信息与成员', endpoints: userEndpoints },
  { title: '更新日志', endpoints: updateLogEndpoints },
  { title: '企业认证与配置', endpoints: businessEndpoints },
  { title: '通信费', endpoints: feeEndpoints },
  { title: '菜单权限', endpoints: menuEndpoints },
  { title: '团队与坐席', endpoints: agentEndpoints },
  { title: '数据统计', endpoints: reportEndpoints },
  { title: '话术库', endpoints: speechEndpoints },
  { title: '知识库', endpoints: knowledgeEndpoints },
  { title: '相近词库', endpoints: dictionaryEndpoints },
  { title: '外呼任务', endpoints: taskEndpoints },
  { title: '实时监控', endpoints: monitorEndpoints },
  { title: 'AI接待', endpoints: receptionEndpoints },
  { title: 'AI接待数据', endpoints: receptionDataEndpoints },
  { title: '黑名单', endpoints: blacklistEndpoints },
  { title: '客户中心', endpoints: customerEndpoints },
  { title: '下载中心', endpoints: downloadEndpoints },
  { title: '软电话', endpoints: sdkEndpoints },
];

/** Every endpoint of the contract with its schemas. */
export const contractEndpoints: readonly ValidatedEndpoint[] = contractAreas.flatMap((area) =>
  Object.values(area.endpoints),
);

const byRoute = new Map(contractEndpoints.map((e) => [`${e.service} ${e.method} ${e.path}`, e]));

/** The schemas of an endpoint of the table (api/*.ts), looked up by its route. */
export function schemasOf(endpoint: EndpointRoute): ValidatedEndpoint | undefined {
  return byRoute.get(`${endpoint.service} ${endpoint.method} ${endpoint.path}`);
}
