import { type BodyOf, type MakeCallRow, sdkApi } from '@console/contracts';
import type { SdkUser } from './auth.ts';
import { CALL_FAILED_DESC, type SdkResult, sdkResult } from './errors.ts';
import { isSdkSuccess, type SdkHttp } from './http.ts';
import type { SdkLogger } from './logs/logger.ts';
import type { PhoneState } from './phone.ts';

/** The makeCall payload: the customer's number and one of the user's outshowtel, digits only. */
export type CallOutOptions = BodyOf<typeof sdkApi.makeCall>;

const DIGITS = /^\d+$/;
const MODULE = 'callout';

/** Places a call through the platform, which then rings the agent's extension (leg a) and the customer (leg b). */
export async function callOut(
  options: CallOutOptions,
  context: { http: SdkHttp; log: SdkLogger; user: SdkUser | undefined; phoneState: PhoneState },
): Promise<SdkResult<MakeCallRow>> {
  const phoneNum = String(options.phoneNum ?? '').trim();
  if (!phoneNum) return sdkResult('ParamIsNull', '被叫号码不能为空');
  if (!DIGITS.test(phoneNum)) return sdkResult('ParamError', '被叫号码只能是数字');
  const lineNum = String(options.lineNum ?? '').trim();
  if (!DIGITS.test(lineNum) || !context.user?.outshowtel.includes(lineNum)) {
    context.log.warn(MODULE, '外显号码错误', { lineNum });
    return sdkResult('LineNumError');
  }
  if (context.phoneState !== 'open' || !context.user) return sdkResult('PhoneIsNotOpen');

  const body: CallOutOptions = {
    phoneNum,
    lineNum,
    callRelationId: options.callRelationId,
    robotId: options.robotId,
    appId: options.appId,
    prefix: options.prefix,
  };
  context.log.info(MODULE, '发起外呼', body);
  try {
    const envelope = await context.http.post(sdkApi.makeCall, body, context.user.token);
    const row = envelope.result?.rows?.[0];
    if (isSdkSuccess(envelope) && row) {
      const legs: MakeCallRow = { uuid_aleg: row.uuid_aleg, uuid_bleg: row.uuid_bleg };
      context.log.info(MODULE, '外呼成功', legs);
      return sdkResult('Success', undefined, legs);
    }
    const desc = envelope.messageExt || envelope.message || CALL_FAILED_DESC;
    context.log.warn(MODULE, '外呼失败', { code: envelope.code, desc });
    return sdkResult('CallOutError', desc);
  } catch (error) {
    context.log.error(MODULE, '外呼接口调用失败', error);
    return sdkResult('CallOutError', CALL_FAILED_DESC);
  }
}
