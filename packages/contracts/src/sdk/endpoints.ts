import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { makeCallRow, sdkFlowBody, sdkLogEntry, sdkLoginRow, sdkLogRow, sdkSchemas } from './schemas.ts';

/**
 * The softphone's call module (service sdk; spec sections 7 and 8). Unlike the console's services
 * these answer `code` "0" (a string) on success; on failure `message`, or `messageExt` when given,
 * says why. The token is the console session's token (query parameter `token`, as elsewhere).
 */
export const sdkApi = defineEndpoints<typeof sdkSchemas>()({
  /** Password login: body phone, password (encrypted like the console's login), timestamp. */
  login: { service: 'sdk', method: 'POST', path: '/api/v1/account/login', auth: 'public', summary: '软电话密码登录' },
  /** Token login: body businessId and token of a console session. */
  tokenLogin: {
    service: 'sdk',
    method: 'POST',
    path: '/api/v1/account/tokenLogin',
    auth: 'public',
    summary: '软电话令牌登录',
  },
  logout: { service: 'sdk', method: 'POST', path: '/api/v1/account/logout', auth: 'session', summary: '软电话退出' },
  /** Places a call from the agent's extension; needs the enterprise's agent function (100403). */
  makeCall: {
    service: 'sdk',
    method: 'POST',
    path: '/api/v1/makeCall',
    auth: 'session',
    summary: '坐席外呼',
    access: 'agent',
  },
  /** Log upload: up to 20 entries per call. */
  flow: { service: 'sdk', method: 'POST', path: '/api/v1/flow', auth: 'session', summary: '上传软电话日志' },
  /** Searches the enterprise's uploaded softphone logs (support); the master or the operator only. */
  queryFlow: { service: 'sdk', method: 'POST', path: '/api/v1/queryFlow', auth: 'session', summary: '查询软电话日志' },
});

export type SdkLoginRow = z.output<typeof sdkLoginRow>;
export type MakeCallRow = z.output<typeof makeCallRow>;
export type SdkLogEntry = z.output<typeof sdkLogEntry>;
/** A batch of log entries as our SDK uploads it (flow also takes the original script's form). */
export type SdkFlowBody = z.input<typeof sdkFlowBody>;
export type SdkLogLevel = SdkLogEntry['level'];
export type SdkLogRow = z.output<typeof sdkLogRow>;

/** The sdk answer: like the console's envelope but with a string success code. */
export interface SdkEnvelope<Row> {
  code: string;
  message: string;
  messageExt?: string;
  result?: { rows: Row[]; totalCount: number };
}
