import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { useAccessContext } from '../../../shared/access/access-store.ts';
import { canOpen } from '../../../shared/access/menu-access.ts';
import { ReportPanel } from '../components/report-panel.tsx';
import '../report.css';

const OUTBOUND = { key: 'outbound', label: 'AI外呼', children: <ReportPanel direction={1} /> };
const RECEPTION = { key: 'reception', label: 'AI接待', children: <ReportPanel direction={0} /> };

/**
 * /report: the data statistics of AI外呼 and, for an enterprise with AI reception (the menu's `ai`
 * flag, as the top menu decides it), of AI接待. The open tab is kept in ?tab= so a link or a
 * reload shows the same one.
 */
export function ReportPage() {
  const context = useAccessContext();
  const [params, setParams] = useSearchParams();
  const hasReception = context !== null && canOpen('reception', context);
  const items = hasReception ? [OUTBOUND, RECEPTION] : [OUTBOUND];
  const activeKey = hasReception && params.get('tab') === 'reception' ? 'reception' : 'outbound';
  return (
    <div className="report-page">
      <Tabs
        items={items}
        activeKey={activeKey}
        onChange={(key) => setParams(key === 'reception' ? { tab: key } : {}, { replace: true })}
      />
    </div>
  );
}
