import {
  type BodyOf,
  type Endpoint,
  type Envelope,
  ErrorCode,
  FallbackText,
  isSessionExpiredCode,
} from '@console/contracts';
import { getSessionUser } from '../session/session-store.ts';
import { ApiError, BAD_RESPONSE_TEXT, ClientErrorCode } from './api-error.ts';
import { buildApiUrl } from './api-url.ts';
import { showSessionExpired } from './session-expiry.ts';

/**
 * Calls an endpoint that answers a file (an export) and returns it. A refusal comes back as the
 * usual envelope instead of the file, and rejects with its code and message.
 */
export async function callFileApi<E extends Endpoint>(endpoint: E, body: BodyOf<E>): Promise<Blob> {
  const user = getSessionUser();
  const url = buildApiUrl(endpoint, { businessId: user?.business.id, token: user?.token });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(ClientErrorCode.network, FallbackText.network);
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return response.blob();
  }
  let envelope: Partial<Envelope>;
  try {
    envelope = (await response.json()) as Partial<Envelope>;
  } catch {
    throw new ApiError(ClientErrorCode.badResponse, BAD_RESPONSE_TEXT);
  }
  const error = new ApiError(
    envelope.code ?? ClientErrorCode.badResponse,
    envelope.message || BAD_RESPONSE_TEXT,
    envelope.messageExt,
  );
  if (isSessionExpiredCode(error.code))
    showSessionExpired(error.numericCode === ErrorCode.TokenReplaced ? 'replaced' : 'expired');
  throw error;
}

/** Saves a blob as a download with this name, as a link click would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the URL is no longer needed after this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
