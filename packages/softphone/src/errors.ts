/**
 * The SDK's error codes (spec section 8). The platform documents two sets: numeric codes and
 * named errors. Every named error corresponds to exactly one numeric code, so the SDK answers
 * with the numeric code and callers may compare against either `SdkErrorCode` or `SdkError`.
 * Only 999999 (internal error) has no named counterpart; it is `SdkError.InternalError` here.
 */
export const SdkErrorCode = {
  SUCCESS: '000000',
  INTERNAL_ERROR: '999999',
  REQUIRED_EMPTY: '100000',
  PARAM_FORMAT: '100001',
  LINE_NUMBER: '100002',
  WEBRTC_UNSUPPORTED: '100003',
  NO_LISTENER: '200000',
  NOT_LOGGED_IN: '200001',
  PHONE_NOT_STARTED: '200002',
  PHONE_STARTED: '200003',
  DN_NOT_FOUND: '200004',
  AUTH_FAILED: '300000',
  CALL_FAILED: '400000',
  LINE_BUSY: '400001',
  NO_CALL: '400002',
  CALL_ANSWERED: '400003',
} as const;

export type SdkCode = (typeof SdkErrorCode)[keyof typeof SdkErrorCode];

/** What every SDK call answers and every callback receives. */
export interface SdkResult<T = undefined> {
  code: SdkCode;
  desc: string;
  data?: T;
}

interface NamedError {
  code: SdkCode;
  desc: string;
}

/** The named set, mapped onto the numeric one, with the default description of each. */
export const SdkError = {
  Success: { code: SdkErrorCode.SUCCESS, desc: '成功' },
  InternalError: { code: SdkErrorCode.INTERNAL_ERROR, desc: '内部错误' },
  ParamIsNull: { code: SdkErrorCode.REQUIRED_EMPTY, desc: '必填项为空' },
  ParamError: { code: SdkErrorCode.PARAM_FORMAT, desc: '参数格式错误' },
  LineNumError: { code: SdkErrorCode.LINE_NUMBER, desc: '外显号码错误' },
  EnvError: { code: SdkErrorCode.WEBRTC_UNSUPPORTED, desc: '当前浏览器不支持WebRTC' },
  EventNotListen: { code: SdkErrorCode.NO_LISTENER, desc: '未注册事件监听' },
  AccountNotLogin: { code: SdkErrorCode.NOT_LOGGED_IN, desc: '账号未登录' },
  PhoneIsNotOpen: { code: SdkErrorCode.PHONE_NOT_STARTED, desc: '电话功能未启动' },
  PhoneIsOpened: { code: SdkErrorCode.PHONE_STARTED, desc: '电话功能已启动' },
  AgentDnNotFound: { code: SdkErrorCode.DN_NOT_FOUND, desc: '未找到坐席分机号' },
  AuthFail: { code: SdkErrorCode.AUTH_FAILED, desc: '认证失败' },
  CallOutError: { code: SdkErrorCode.CALL_FAILED, desc: '呼叫失败' },
  CallBusy: { code: SdkErrorCode.LINE_BUSY, desc: '线路忙' },
  CallNotFound: { code: SdkErrorCode.NO_CALL, desc: '没有有效的通话' },
  CallEstablished: { code: SdkErrorCode.CALL_ANSWERED, desc: '通话已接通' },
} as const satisfies Record<string, NamedError>;

export type SdkErrorName = keyof typeof SdkError;

/** Descriptions the spec fixes for failed calls. */
export const CALL_THREW_DESC = '接口调用异常';
export const CALL_FAILED_DESC = '接口调用失败';

/** A result of the named error, with a more specific description when one is known. */
export function sdkResult<T = undefined>(name: SdkErrorName, desc?: string, data?: T): SdkResult<T> {
  const known = SdkError[name];
  const result: SdkResult<T> = { code: known.code, desc: desc || known.desc };
  if (data !== undefined) result.data = data;
  return result;
}

/** The named error of a numeric code, for integrators that log names. */
export function sdkErrorName(code: string): SdkErrorName | undefined {
  return (Object.keys(SdkError) as SdkErrorName[]).find((name) => SdkError[name].code === code);
}
