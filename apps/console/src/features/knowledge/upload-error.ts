import { toApiError } from '../../shared/http/api-error.ts';

export const UPLOAD_ERROR_TEXT = '文件上传错误';

/**
 * What a failed upload says: the server's reason when it refused the file (请选择正确的文件格式！),
 * else 文件上传错误 (no answer, or one that was not the server's).
 */
export function uploadErrorText(error: unknown): string {
  const apiError = toApiError(error);
  return Number.isFinite(apiError.numericCode) && apiError.message ? apiError.message : UPLOAD_ERROR_TEXT;
}
