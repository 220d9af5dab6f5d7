import { describe, expect, it } from 'vitest';
import { SdkError, SdkErrorCode, sdkErrorName, sdkResult } from './errors.ts';

describe('error codes', () => {
  it('maps every named error onto its own numeric code, and every numeric code onto a name', () => {
    const named = Object.values(SdkError).map((error) => error.code);
    expect(new Set(named).size).toBe(named.length);
    expect(new Set(named)).toEqual(new Set(Object.values(SdkErrorCode)));
  });

  it('keeps the documented numbers', () => {
    expect(SdkError.Success.code).toBe('000000');
    expect(SdkError.InternalError.code).toBe('999999');
    expect(SdkError.ParamIsNull.code).toBe('100000');
    expect(SdkError.ParamError.code).toBe('100001');
    expect(SdkError.LineNumError.code).toBe('100002');
    expect(SdkError.EnvError.code).toBe('100003');
    expect(SdkError.EventNotListen.code).toBe('200000');
    expect(SdkError.AccountNotLogin.code).toBe('200001');
    expect(SdkError.PhoneIsNotOpen.code).toBe('200002');
    expect(SdkError.PhoneIsOpened.code).toBe('200003');
    expect(SdkError.AgentDnNotFound.code).toBe('200004');
    expect(SdkError.AuthFail.code).toBe('300000');
    expect(SdkError.CallOutError.code).toBe('400000');
    expect(SdkError.CallBusy.code).toBe('400001');
    expect(SdkError.CallNotFound.code).toBe('400002');
    expect(SdkError.CallEstablished.code).toBe('400003');
  });

  it('names a code and builds results with a specific description', () => {
    expect(sdkErrorName('300000')).toBe('AuthFail');
    expect(sdkErrorName('123')).toBeUndefined();
    expect(sdkResult('AuthFail', '请输入正确的密码')).toEqual({ code: '300000', desc: '请输入正确的密码' });
    expect(sdkResult('AuthFail')).toEqual({ code: '300000', desc: '认证失败' });
  });
});
