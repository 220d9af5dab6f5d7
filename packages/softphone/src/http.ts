import { type BodyOf, type Endpoint, type RowOf, SDK_SUCCESS_CODE, type SdkEnvelope } from '@console/contracts';

/** Spec section 9: every request gives up after 20 seconds. */
const REQUEST_TIMEOUT_MS = 20_000;

interface SdkHttpOptions {
  /** Origin (and optional path) of the platform, e.g. https://example.com. */
  baseUrl: string;
  /** Path prefix of the sdk service, as config.json's service map gives it. */
  servicePrefix?: string;
  timeoutMs?: number;
}

/** A request that produced no envelope: network failure, time-out or an answer that is not JSON. */
class SdkHttpError extends Error {}

export function isSdkSuccess(envelope: SdkEnvelope<unknown>): boolean {
  return String(envelope.code) === SDK_SUCCESS_CODE;
}

export class SdkHttp {
  private readonly baseUrl: string;
  private readonly servicePrefix: string;
  private readonly timeoutMs: number;

  constructor(options: SdkHttpOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.servicePrefix = options.servicePrefix ?? '/sdk';
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  url(endpoint: Endpoint, token?: string): string {
    const url = `${this.baseUrl}${this.servicePrefix}${endpoint.path}`;
    return token ? `${url}?token=${encodeURIComponent(token)}` : url;
  }

  /** Posts JSON and answers the envelope, whatever its code; throws SdkHttpError when there is none. */
  async post<E extends Endpoint>(endpoint: E, body: BodyOf<E>, token?: string): Promise<SdkEnvelope<RowOf<E>>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(this.url(endpoint, token), {
        method: endpoint.method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
      });
      const text = await response.text();
      let envelope: unknown;
      try {
        envelope = JSON.parse(text);
      } catch {
        throw new SdkHttpError(`HTTP ${response.status}: 返回内容不是JSON`);
      }
      if (typeof envelope !== 'object' || envelope === null || !('code' in envelope)) {
        throw new SdkHttpError(`HTTP ${response.status}: 返回内容缺少code`);
      }
      return envelope as SdkEnvelope<RowOf<E>>;
    } catch (error) {
      if (error instanceof SdkHttpError) throw error;
      throw new SdkHttpError(controller.signal.aborted ? '请求超时' : `请求失败: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
