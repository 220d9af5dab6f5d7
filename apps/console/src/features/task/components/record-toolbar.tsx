import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import { TaskNumbersCallOut } from '@console/contracts';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';

interface RecordToolbarProps {
  /** 下载名单: callOut 1 已呼, 0 待呼. */
  onNumbers: (callOut: 0 | 1) => void;
  onReport: () => void;
  busy: boolean;
}

const NUMBER_LISTS = [
  { key: String(TaskNumbersCallOut.called), label: '下载已呼名单' },
  { key: String(TaskNumbersCallOut.waiting), label: '下载待呼名单' },
];

/** The exports of the task's records (modules-spec 4.6): 下载名单 with its two lists, and 下载报表. */
export function RecordToolbar({ onNumbers, onReport, busy }: RecordToolbarProps) {
  return (
    <div className="task-record-toolbar">
      <Dropdown
        trigger={['click']}
        menu={{ items: NUMBER_LISTS, onClick: ({ key }) => onNumbers(Number(key) as 0 | 1) }}
        disabled={busy}
      >
        <Button size="small">
          下载名单 <DownOutlined />
        </Button>
      </Dropdown>
      <Button size="small" type="primary" ghost loading={busy} onClick={onReport}>
        下载报表
      </Button>
    </div>
  );
}
