import { toApiError } from '../../shared/http/api-error.ts';

/** 6.1's failures name the server's reason after the action: 删除失败，错误信息：主账号不能删除. */
export function failureWithReason(error: unknown, failed: string): string {
  const reason = toApiError(error).messageExt;
  return reason ? `${failed}，错误信息：${reason}` : failed;
}

/** 6.2's failures show the server's reason alone, or the action's failure when there is none. */
export function reasonOrFailure(error: unknown, failed: string): string {
  return toApiError(error).messageExt || failed;
}
