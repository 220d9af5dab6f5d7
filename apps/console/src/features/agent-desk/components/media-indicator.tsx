import type { MediaStats } from '@console/softphone';
import { formatKb } from '../../../shared/format/size.ts';

/**
 * The call's audio flowing both ways. For the end-to-end test: the elements with the test ids
 * media-received and media-sent show KB with one decimal and carry the exact byte count in
 * data-bytes; both grow every second while audio flows.
 */
export function MediaIndicator({ stats }: { stats: MediaStats | undefined }) {
  return (
    <div className="agent-desk-media" data-testid="media-stats">
      <span>
        接收{' '}
        <b data-testid="media-received" data-bytes={stats?.bytesReceived ?? 0}>
          {formatKb(stats?.bytesReceived ?? 0)}
        </b>
      </span>
      <span>
        发送{' '}
        <b data-testid="media-sent" data-bytes={stats?.bytesSent ?? 0}>
          {formatKb(stats?.bytesSent ?? 0)}
        </b>
      </span>
    </div>
  );
}
