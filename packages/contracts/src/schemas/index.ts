// The request and answer schemas (zod). The server imports this entry; the console and the SDK
// import only types from it, so zod stays out of their bundles.

import { accountEndpoints } from '../account/schemas.ts';
import { agentEndpoints } from '../agent/schemas.ts';
import { blacklistEndpoints } from '../blacklist/schemas.ts';
import { businessEndpoints } from '../business/schemas.ts';
import { customerEndpoints } from '../customer/schemas.ts';
import { dictionaryEndpoints } from '../dictionary/schemas.ts';
import { downloadEndpoints } from '../download/schemas.ts';
import type { EndpointRoute } from '../endpoint.ts';
import { feeEndpoints } from '../fee/schemas.ts';
import { knowledgeEndpoints } from '../knowledge/schemas.ts';
import { menuEndpoints } from '../menu/schemas.ts';
import { monitorEndpoints } from '../monitor/schemas.ts';
import { receptionEndpoints } from '../reception/schemas.ts';
import { receptionDataEndpoints } from '../reception-data/schemas.ts';
import { reportEndpoints } from '../report/schemas.ts';
import { sdkEndpoints } from '../sdk/schemas.ts';
import { speechEndpoints } from '../speech/schemas.ts';
import { taskEndpoints } from '../task/schemas.ts';
import { updateLogEndpoints } from '../update-log/schemas.ts';
import { userEndpoints } from '../user/schemas.ts';
import type { ValidatedEndpoint } from './endpoint.ts';

export * from '../account/schemas.ts';
export * from '../agent/schemas.ts';
export * from '../blacklist/schemas.ts';
export * from '../business/schemas.ts';
export * from '../customer/schemas.ts';
export * from '../dictionary/schemas.ts';
export * from '../download/schemas.ts';
export * from '../fee/schemas.ts';
export * from '../knowledge/schemas.ts';
export * from '../menu/schemas.ts';
export * from '../monitor/schemas.ts';
export * from '../reception/schemas.ts';
export * from '../reception-data/schemas.ts';
export * from '../report/schemas.ts';
export * from '../sdk/schemas.ts';
export * from '../speech/schemas.ts';
export * from '../task/schemas.ts';
export * from '../update-log/schemas.ts';
export * from '../user/schemas.ts';
export * from './endpoint.ts';
export * from './fields.ts';

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

/** The schemas of an endpoint of an area's table (<area>/endpoints.ts), looked up by its route. */
export function schemasOf(endpoint: EndpointRoute): ValidatedEndpoint | undefined {
  return byRoute.get(`${endpoint.service} ${endpoint.method} ${endpoint.path}`);
}
