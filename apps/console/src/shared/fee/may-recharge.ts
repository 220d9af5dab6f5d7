import { useAccessContext } from '../access/access-store.ts';
import { canOpen } from '../access/menu-access.ts';

/** Where the fee banner and the 立即充值 buttons send a person: 企业付费. */
export const RECHARGE_PATH = '/setting/recharge';

/** What they say instead when the enterprise has no payment page: its account manager takes the fees. */
export const ASK_FOR_RECHARGE_TEXT = '请联系客户经理充值';

/** Whether the viewer may open the payment page: only then is a way there offered, never a locked door. */
export function useMayRecharge(): boolean {
  const context = useAccessContext();
  return context !== null && canOpen('recharge', context);
}
