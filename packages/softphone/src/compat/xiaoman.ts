import type { MakeCallRow } from '@console/contracts';
import type { SdkUser } from '../auth.ts';
import type { CallOutOptions } from '../callout.ts';
import { SdkError, type SdkResult, sdkResult } from '../errors.ts';
import { CALL_EVENT_NAMES, type CallEventListener } from '../events.ts';
import type { SdkCallback, Softphone } from '../softphone.ts';

/**
 * The original product's global softphone API (`xiaoman`) on top of our Softphone, so a page
 * written for the original script works when its script tag points at ours. Every method answers
 * a promise of {code, desc} and passes it to the optional callback, like ours.
 */

/** base.login: the original names the phone `account`; `phone` works too. */
export interface XiaomanPasswordLogin {
  account?: string;
  phone?: string;
  password?: string;
  timestamp?: number | string;
}

/** base.loginWithToken: the token of a console session and its enterprise. */
export interface XiaomanTokenLogin {
  businessId?: number | string;
  /** The original's name for the enterprise id. */
  business?: number | string;
  token?: string;
}

/** base.loginWithUser: the page knows the agent already; nothing is called. */
export interface XiaomanUserLogin {
  account?: string;
  dn?: string;
  token?: string;
  outshowtel?: string[];
  businessId?: number | string;
}

export interface Xiaoman {
  /** The named results, to compare a result's code with (`SdkError.Success.code`). */
  SdkError: typeof SdkError;
  base: {
    login(options: XiaomanPasswordLogin, callback?: SdkCallback<SdkUser>): Promise<SdkResult<SdkUser>>;
    loginWithToken(options: XiaomanTokenLogin, callback?: SdkCallback<SdkUser>): Promise<SdkResult<SdkUser>>;
    loginWithUser(options: XiaomanUserLogin, callback?: SdkCallback<SdkUser>): Promise<SdkResult<SdkUser>>;
    logout(callback?: SdkCallback): Promise<SdkResult>;
  };
  phone: {
    event: {
      /** One listener for every call event; the payload's msgType names it. */
      onMessage(listener: CallEventListener): void;
    };
    open(callback?: SdkCallback): Promise<SdkResult>;
    close(callback?: SdkCallback): Promise<SdkResult>;
    answer(callback?: SdkCallback): Promise<SdkResult>;
    /** Ends the current call (our hangup). */
    release(callback?: SdkCallback): Promise<SdkResult>;
    callOut(options: CallOutOptions, callback?: SdkCallback<MakeCallRow>): Promise<SdkResult<MakeCallRow>>;
    isOpen(): boolean;
  };
}

/** The description of the result when the platform's config.json cannot be loaded. */
export const CONFIG_FAILED_DESC = '配置文件加载失败';

function fields<T extends object>(options: T | undefined): Partial<T> {
  // Pages written for the original call with anything; a missing object is missing fields.
  return typeof options === 'object' && options !== null ? options : {};
}

/**
 * `load` makes the Softphone once, on the first call that needs it (it fetches the platform's
 * config); a failed load is tried again by the next call.
 */
export function createXiaoman(load: () => Promise<Softphone>): Xiaoman {
  let loading: Promise<Softphone> | undefined;
  let softphone: Softphone | undefined;
  // Listeners may come before the softphone exists (pages register them before logging in).
  const listeners: CallEventListener[] = [];
  const subscribe = (phone: Softphone, listener: CallEventListener) => {
    for (const name of CALL_EVENT_NAMES) phone.on(name, listener);
  };

  const ready = (): Promise<Softphone> => {
    loading ??= load().then(
      (phone) => {
        for (const listener of listeners) subscribe(phone, listener);
        softphone = phone;
        return phone;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const withPhone = async <T>(
    callback: SdkCallback<T> | undefined,
    act: (phone: Softphone) => Promise<SdkResult<T>>,
  ): Promise<SdkResult<T>> => {
    let phone: Softphone;
    try {
      phone = await ready();
    } catch (error) {
      console.error('[xiaoman]', CONFIG_FAILED_DESC, error);
      const result = sdkResult<T>('InternalError', CONFIG_FAILED_DESC);
      callback?.(result);
      return result;
    }
    return act(phone);
  };

  return {
    SdkError,
    base: {
      login: (options, callback) => {
        const { account, phone, password, timestamp } = fields(options);
        return withPhone(callback, (softphone) =>
          softphone.login({ phone: phone ?? account ?? '', password: password ?? '', timestamp }, callback),
        );
      },
      loginWithToken: (options, callback) => {
        const { businessId, business, token } = fields(options);
        return withPhone(callback, (softphone) =>
          softphone.login({ businessId: businessId ?? business ?? '', token: token ?? '' }, callback),
        );
      },
      loginWithUser: (options, callback) => {
        const { account, dn, token, outshowtel, businessId } = fields(options);
        return withPhone(callback, (softphone) =>
          softphone.login(
            { account: account ?? '', dn: dn ?? '', token: token ?? '', outshowtel, businessId },
            callback,
          ),
        );
      },
      logout: (callback) => withPhone(callback, (softphone) => softphone.logout(callback)),
    },
    phone: {
      event: {
        onMessage: (listener) => {
          if (typeof listener !== 'function') return;
          listeners.push(listener);
          if (softphone) subscribe(softphone, listener);
        },
      },
      open: (callback) => withPhone(callback, (softphone) => softphone.start(callback)),
      close: (callback) => withPhone(callback, (softphone) => softphone.close(callback)),
      answer: (callback) => withPhone(callback, (softphone) => softphone.answer(callback)),
      release: (callback) => withPhone(callback, (softphone) => softphone.hangup(callback)),
      callOut: (options, callback) =>
        withPhone(callback, (softphone) => softphone.callOut(fields(options) as CallOutOptions, callback)),
      isOpen: () => softphone?.phoneState === 'open',
    },
  };
}
