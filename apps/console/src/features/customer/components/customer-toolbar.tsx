import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';

interface CustomerToolbarProps {
  all: boolean;
  onAllChange: (all: boolean) => void;
  total: number;
  selectedCount: number;
  exporting: boolean;
  onExport: () => void;
}

/** 全部 (every customer of the query, across pages), 共N客户 and 导出Excel (modules-spec 8.2). */
export function CustomerToolbar({ all, onAllChange, total, selectedCount, exporting, onExport }: CustomerToolbarProps) {
  return (
    <div className="customer-toolbar">
      <Checkbox checked={all} onChange={(event) => onAllChange(event.target.checked)}>
        全部
      </Checkbox>
      <span className="customer-total">共{total}客户</span>
      {!all && selectedCount > 0 && <span className="customer-selected">已选择{selectedCount}个客户</span>}
      <Button
        className="customer-export"
        type="primary"
        disabled={!all && selectedCount === 0}
        loading={exporting}
        onClick={onExport}
      >
        导出Excel
      </Button>
    </div>
  );
}
