import type { TranscriptLine } from '@console/contracts';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import { useEffect, useRef } from 'react';
import { formatClock } from '../../../shared/format/date.ts';
import { roleLabel } from '../desk-labels.ts';

/** The live transcript of the call, scrolled to the newest line as lines arrive. */
export function TranscriptCard({ lines }: { lines: TranscriptLine[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list && lines.length > 0) list.scrollTop = list.scrollHeight;
  }, [lines]);
  return (
    <Card title="实时转写">
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无转写内容" />
      ) : (
        <ol className="agent-desk-transcript" ref={listRef} data-testid="transcript" aria-label="实时转写">
          {lines.map((line, index) => (
            // Lines only ever append, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={`agent-desk-line agent-desk-line-${line.role}`}>
              <span className="agent-desk-line-meta">
                <b>{roleLabel(line.role)}</b> {formatClock(line.time)}
              </span>
              <span className="agent-desk-line-text">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
