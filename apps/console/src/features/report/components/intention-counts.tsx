import Empty from 'antd/es/empty';
import { formatCount } from '../../../shared/format/number.ts';

/** The four colour schemes of the tag cards (spec section 9), taken in turn. */
const SCHEMES = [
  'report-intention-blue',
  'report-intention-green',
  'report-intention-orange',
  'report-intention-purple',
];

/** Calls per intention tag, every tag of the business including those at zero. */
export function IntentionCounts({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts);
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无意向标签" />;
  return (
    <ul className="report-intentions" aria-label="意向客户数">
      {entries.map(([name, count], index) => (
        <li key={name} className={`report-intention ${SCHEMES[index % SCHEMES.length]}`}>
          <span className="report-intention-name">{name}</span>
          <span className="report-intention-count">{formatCount(count)}</span>
        </li>
      ))}
    </ul>
  );
}
