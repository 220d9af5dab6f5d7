// The request and answer schemas (zod). The server imports this entry; the console and the SDK
// import only types from it, so zod stays out of their bundles. The joins of each area's endpoint
// table with its schemas live here, so a schema file never imports the table it describes.

import { accountApi } from '../account/endpoints.ts';
import { accountSchemas } from '../account/schemas.ts';
import { agentApi } from '../agent/endpoints.ts';
import { agentSchemas } from '../agent/schemas.ts';
import { blacklistApi } from '../blacklist/endpoints.ts';
import { blacklistSchemas } from '../blacklist/schemas.ts';
import { businessApi } from '../business/endpoints.ts';
import { businessSchemas } from '../business/schemas.ts';
import { customerApi } from '../customer/endpoints.ts';
import { customerSchemas } from '../customer/schemas.ts';
import { dictionaryApi } from '../dictionary/endpoints.ts';
import { dictionarySchemas } from '../dictionary/schemas.ts';
import { downloadApi } from '../download/endpoints.ts';
import { downloadSchemas } from '../download/schemas.ts';
import type { EndpointRoute } from '../endpoint.ts';
import { feeApi } from '../fee/endpoints.ts';
import { feeSchemas } from '../fee/schemas.ts';
import { knowledgeApi } from '../knowledge/endpoints.ts';
import { knowledgeSchemas } from '../knowledge/schemas.ts';
import { menuApi } from '../menu/endpoints.ts';
import { menuSchemas } from '../menu/schemas.ts';
import { monitorApi } from '../monitor/endpoints.ts';
import { monitorSchemas } from '../monitor/schemas.ts';
import { receptionApi } from '../reception/endpoints.ts';
import { receptionSchemas } from '../reception/schemas.ts';
import { receptionDataApi } from '../reception-data/endpoints.ts';
import { receptionDataSchemas } from '../reception-data/schemas.ts';
import { reportApi } from '../report/endpoints.ts';
import { reportSchemas } from '../report/schemas.ts';
import { sdkApi } from '../sdk/endpoints.ts';
import { sdkSchemas } from '../sdk/schemas.ts';
import { speechApi } from '../speech/endpoints.ts';
import { speechSchemas } from '../speech/schemas.ts';
import { taskApi } from '../task/endpoints.ts';
import { taskSchemas } from '../task/schemas.ts';
import { updateLogApi } from '../update-log/endpoints.ts';
import { updateLogSchemas } from '../update-log/schemas.ts';
import { userApi } from '../user/endpoints.ts';
import { userSchemas } from '../user/schemas.ts';
import { type ValidatedEndpoint, withSchemas } from './endpoint.ts';

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
export * from '../task/record-schemas.ts';
export * from '../task/schemas.ts';
export * from '../update-log/schemas.ts';
export * from '../user/schemas.ts';
export * from './endpoint.ts';
export * from './fields.ts';

export const accountEndpoints = withSchemas(accountApi, accountSchemas);
export const agentEndpoints = withSchemas(agentApi, agentSchemas);
export const blacklistEndpoints = withSchemas(blacklistApi, blacklistSchemas);
export const businessEndpoints = withSchemas(businessApi, businessSchemas);
export const customerEndpoints = withSchemas(customerApi, customerSchemas);
export const dictionaryEndpoints = withSchemas(dictionaryApi, dictionarySchemas);
export const downloadEndpoints = withSchemas(downloadApi, downloadSchemas);
export const feeEndpoints = withSchemas(feeApi, feeSchemas);
export const knowledgeEndpoints = withSchemas(knowledgeApi, knowledgeSchemas);
export const menuEndpoints = withSchemas(menuApi, menuSchemas);
export const monitorEndpoints = withSchemas(monitorApi, monitorSchemas);
export const receptionEndpoints = withSchemas(receptionApi, receptionSchemas);
export const receptionDataEndpoints = withSchemas(receptionDataApi, receptionDataSchemas);
export const reportEndpoints = withSchemas(reportApi, reportSchemas);
export const sdkEndpoints = withSchemas(sdkApi, sdkSchemas);
export const speechEndpoints = withSchemas(speechApi, speechSchemas);
export const taskEndpoints = withSchemas(taskApi, taskSchemas);
export const updateLogEndpoints = withSchemas(updateLogApi, updateLogSchemas);
export const userEndpoints = withSchemas(userApi, userSchemas);

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
