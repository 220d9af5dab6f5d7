import { type SdkEnvelope, type SdkLoginRow, sdkApi } from '@console/contracts';
import { CALL_THREW_DESC, type SdkResult, sdkResult } from './errors.ts';
import { isSdkSuccess, type SdkHttp } from './http.ts';
import type { SdkLogger } from './logs/logger.ts';
import { encryptPassword } from './password-cipher.ts';

/** What the SDK keeps of a logged-in agent. */
export interface SdkUser {
  account: string;
  /** The extension number; '' when the member has no agent (the phone then cannot start). */
  dn: string;
  token: string;
  /** The display lines the agent may call out with. */
  outshowtel: string[];
  businessId?: number | string;
}

/** Login with the token of a console session. */
export interface TokenLogin {
  businessId: number | string;
  token: string;
}

/** Login with phone and password; the password travels encrypted with the timestamp. */
export interface PasswordLogin {
  phone: string;
  password: string;
  /** Defaults to now; the server rejects stale ones. */
  timestamp?: number | string;
}

/** The integrator already knows the agent: nothing is called. */
export interface DirectLogin {
  account: string;
  dn: string;
  token: string;
  outshowtel?: string[];
  businessId?: number | string;
}

export type LoginOptions = TokenLogin | PasswordLogin | DirectLogin;

const MODULE = 'auth';

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

export class AuthService {
  private current: SdkUser | undefined;

  constructor(
    private readonly http: SdkHttp,
    private readonly log: SdkLogger,
    private readonly now: () => number = Date.now,
  ) {}

  get user(): SdkUser | undefined {
    return this.current;
  }

  async login(options: LoginOptions): Promise<SdkResult<SdkUser>> {
    if ('password' in options) return this.passwordLogin(options);
    // An extension makes it the direct variant even when a business id comes along.
    if ('dn' in options) return this.directLogin(options);
    return this.tokenLogin(options);
  }

  /** Clears the user once the platform ended the session; a failed logout keeps it so it can be retried. */
  async logout(): Promise<SdkResult> {
    const user = this.current;
    if (!user) return sdkResult('AccountNotLogin');
    try {
      const envelope = await this.http.post(sdkApi.logout, undefined, user.token);
      if (!isSdkSuccess(envelope)) {
        this.log.warn(MODULE, '退出登录失败', { code: envelope.code, message: envelope.message });
        return sdkResult('InternalError', envelope.messageExt || envelope.message);
      }
    } catch (error) {
      this.log.error(MODULE, '退出登录接口调用异常', error);
      return sdkResult('InternalError', CALL_THREW_DESC);
    }
    this.current = undefined;
    this.log.info(MODULE, '已退出登录', { account: user.account });
    return sdkResult('Success');
  }

  private async tokenLogin(options: TokenLogin): Promise<SdkResult<SdkUser>> {
    if (isBlank(options.businessId) || isBlank(options.token)) return sdkResult('ParamIsNull');
    const body = { businessId: options.businessId, token: options.token };
    return this.callLogin(() => this.http.post(sdkApi.tokenLogin, body), 'token');
  }

  private async passwordLogin(options: PasswordLogin): Promise<SdkResult<SdkUser>> {
    if (isBlank(options.phone) || isBlank(options.password)) return sdkResult('ParamIsNull');
    const timestamp = options.timestamp ?? this.now();
    let password: string;
    try {
      password = await encryptPassword(options.password, options.phone, timestamp);
    } catch (error) {
      // WebCrypto exists only in secure contexts (https, localhost), as does the microphone.
      this.log.error(MODULE, '密码加密失败，请在HTTPS页面中使用', String(error));
      return sdkResult('EnvError');
    }
    const body = { phone: options.phone, password, timestamp };
    return this.callLogin(() => this.http.post(sdkApi.login, body), 'password');
  }

  private directLogin(options: DirectLogin): SdkResult<SdkUser> {
    if (isBlank(options.account) || isBlank(options.token)) return sdkResult('ParamIsNull');
    return this.accept({
      account: options.account,
      dn: options.dn ?? '',
      token: options.token,
      outshowtel: [...(options.outshowtel ?? [])],
      ...(options.businessId === undefined ? {} : { businessId: options.businessId }),
    });
  }

  private async callLogin(call: () => Promise<SdkEnvelope<SdkLoginRow>>, variant: string): Promise<SdkResult<SdkUser>> {
    // The user is set only by a successful answer, so a failed login leaves nothing behind.
    let envelope: SdkEnvelope<SdkLoginRow>;
    try {
      envelope = await call();
    } catch (error) {
      this.log.error(MODULE, '登录接口调用异常', { variant, error: String(error) });
      return sdkResult('AuthFail', CALL_THREW_DESC);
    }
    const row = envelope.result?.rows?.[0];
    if (!isSdkSuccess(envelope) || !row) {
      this.log.warn(MODULE, '登录失败', { variant, code: envelope.code, message: envelope.message });
      return sdkResult('AuthFail', envelope.message || envelope.messageExt);
    }
    return this.accept({
      account: row.user?.phone ?? '',
      dn: row.agent?.dn ?? '',
      token: row.token?.access_token ?? '',
      outshowtel: [...(row.lines ?? [])],
      businessId: row.business?.id,
    });
  }

  private accept(user: SdkUser): SdkResult<SdkUser> {
    this.current = user;
    this.log.info(MODULE, '登录成功', { account: user.account, dn: user.dn });
    return sdkResult('Success', undefined, { ...user, outshowtel: [...user.outshowtel] });
  }
}
