import { defineEndpoints } from '../endpoint.ts';

/**
 * The softphone's call module (service sdk; spec sections 7 and 8). Unlike the console's services
 * these answer `code` "0" (a string) on success; on failure `message`, or `messageExt` when given,
 * says why. The token is the console session's token (query parameter `token`, as elsewhere).
 */
export const sdkApi = defineEndpoints({
  /** Password login: body phone, password (encrypted like the console's login), timestamp. */
  login: { service: 'sdk', method: 'POST', path: '/api/v1/account/login', auth: 'public' },
  /** Token login: body businessId and token of a console session. */
  tokenLogin: { service: 'sdk', method: 'POST', path: '/api/v1/account/tokenLogin', auth: 'public' },
  logout: { service: 'sdk', method: 'POST', path: '/api/v1/account/logout', auth: 'session' },
  /** Places a call from the agent's extension; needs the enterprise's agent function (100403). */
  makeCall: { service: 'sdk', method: 'POST', path: '/api/v1/makeCall', auth: 'session', access: 'agent' },
  /** Log upload: up to 20 entries per call. */
  flow: { service: 'sdk', method: 'POST', path: '/api/v1/flow', auth: 'session' },
  /** Searches the enterprise's uploaded softphone logs (support); the master or the operator only. */
  queryFlow: { service: 'sdk', method: 'POST', path: '/api/v1/queryFlow', auth: 'session' },
});

/** The success code of the sdk service. */
export const SDK_SUCCESS_CODE = '0';

export interface SdkPasswordLoginBody {
  phone: string;
  password: string;
  timestamp: string | number;
}

export interface SdkTokenLoginBody {
  businessId: number | string;
  token: string;
}

/**
 * rows[0] of both logins (spec section 3). The SDK keeps it as account (user.phone), dn
 * (agent.dn), token (token.access_token) and outshowtel (lines).
 */
export interface SdkLoginRow {
  user: { phone: string };
  /** The agent's extension number; dn '' when the member has no linked agent. */
  agent: { dn: string };
  /** The display lines the agent may call out with (digits). */
  lines: string[];
  token: { access_token: string };
  business: { id: number };
}

export interface MakeCallBody {
  /** Digits only. */
  phoneNum: string;
  callRelationId?: string;
  /** The display line: digits, one of the user's outshowtel. */
  lineNum: string;
  robotId?: string;
  appId?: string;
  prefix?: string;
}

/** rows[0] of makeCall: the agent leg (a) and the customer leg (b). */
export interface MakeCallRow {
  uuid_aleg: string;
  uuid_bleg: string;
}

export type SdkLogLevel = 'INFO' | 'WARN' | 'ERROR';

/** One softphone log entry. */
export interface SdkLogEntry {
  /** ms since the epoch. */
  time: number;
  level: SdkLogLevel;
  module: string;
  msg: string;
  data?: unknown;
}

export interface FlowBody {
  account: string;
  /** A device id the SDK keeps in localStorage. */
  uuid: string;
  dn: string;
  logs: SdkLogEntry[];
}

/** Filters of queryFlow; times are ms since the epoch, the range at most 31 days. */
export interface QueryFlowBody {
  account?: string;
  uuid?: string;
  dn?: string;
  level?: SdkLogLevel;
  /** Part of the message. */
  keyword?: string;
  beginTime: number;
  endTime: number;
  pageIndex?: number;
  pageSize?: number;
}

/** One stored log entry, newest first. */
export interface SdkLogRow extends SdkLogEntry {
  account: string;
  uuid: string;
  dn: string;
  /** When the server received it, ms since the epoch. */
  receivedAt: number;
}

/** The sdk answer: like the console's envelope but with a string success code. */
export interface SdkEnvelope<Row> {
  code: string;
  message: string;
  messageExt?: string;
  result?: { rows: Row[]; totalCount: number };
}
