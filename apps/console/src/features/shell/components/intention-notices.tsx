import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type { IntentionNotify } from '@console/contracts';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatClock } from '../../../shared/format/date.ts';
import { taskInfoPath } from '../../../shared/links/task-info-path.ts';
import { dismissIntentionNotice, useIntentionNotices } from '../../../shared/realtime/intention-notices.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** A notice closes itself after this long unless closed first. */
export const INTENTION_NOTICE_MS = 30_000;

/**
 * 意向客户推送 in the console: each intentionNotify the real-time channel brings shows as a card at
 * the top right, over the page, with a link to the task's detail. It is a status message, read
 * out by screen readers without taking the focus.
 */
export function IntentionNotices() {
  const notices = useIntentionNotices((state) => state.notices);
  if (notices.length === 0) return null;
  return (
    <section className="intention-notices" aria-label="意向客户提醒">
      {notices.map((notice) => (
        <IntentionNoticeCard key={`${notice.taskId}-${notice.telNumber}-${notice.time}`} notice={notice} />
      ))}
    </section>
  );
}

function IntentionNoticeCard({ notice }: { notice: IntentionNotify }) {
  const businessId = useSessionStore((state) => state.user?.business.id);
  useEffect(() => {
    const timer = setTimeout(() => dismissIntentionNotice(notice), INTENTION_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const close = () => dismissIntentionNotice(notice);
  return (
    <article className="intention-notice" role="status">
      <header>
        <strong>意向客户提醒</strong>
        <span className="intention-notice-time">{formatClock(notice.time)}</span>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭提醒" onClick={close} />
      </header>
      <p>
        任务「{notice.taskName}」的客户 {notice.telNumber}，意向等级 <b>{notice.grade}</b>
      </p>
      {businessId !== undefined && (
        <Link
          to={taskInfoPath({ businessId, taskId: notice.taskId, speechSkillId: notice.speechSkillId })}
          onClick={close}
        >
          查看任务详情
        </Link>
      )}
    </article>
  );
}
