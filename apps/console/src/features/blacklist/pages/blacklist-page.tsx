import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { BlacklistTab } from '../components/blacklist-tab.tsx';
import { SuppressionTab } from '../components/suppression-tab.tsx';
import '../blacklist.css';

/**
 * /setting/blacklist: the numbers no task imports or dials. 黑名单 holds the numbers members list;
 * 拒接屏蔽 those a customer's refusal put there. Removing from either asks why and keeps the record.
 */
export function BlacklistPage() {
  return (
    <Card title="黑名单" className="blacklist-page">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'blacklist', label: '黑名单', children: <BlacklistTab /> },
          { key: 'suppression', label: '拒接屏蔽', children: <SuppressionTab /> },
        ]}
      />
    </Card>
  );
}
