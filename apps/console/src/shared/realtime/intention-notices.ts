import type { IntentionNotify } from '@console/contracts';
import { create } from 'zustand';

/** At most this many notices show at once; the oldest gives way. */
export const MAX_INTENTION_NOTICES = 3;

/**
 * 意向客户推送 notices that arrived over the real-time channel and are still on screen. The shell
 * renders them (features/shell intention-notices.tsx); a person closes each, or it closes itself.
 */
export const useIntentionNotices = create<{ notices: IntentionNotify[] }>(() => ({ notices: [] }));

export function addIntentionNotice(notice: IntentionNotify): void {
  const { notices } = useIntentionNotices.getState();
  useIntentionNotices.setState({ notices: [...notices, notice].slice(-MAX_INTENTION_NOTICES) });
}

export function dismissIntentionNotice(notice: IntentionNotify): void {
  const { notices } = useIntentionNotices.getState();
  useIntentionNotices.setState({ notices: notices.filter((shown) => shown !== notice) });
}
