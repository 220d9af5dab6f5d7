import Button from 'antd/es/button';

interface MemberActionsProps {
  canManage: boolean;
  /** The main account's row: it can be edited but never deleted. */
  master: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** 操作 of a member's row: 编辑 and 删除, for the main account only. */
export function MemberActions({ canManage, master, onEdit, onDelete }: MemberActionsProps) {
  return (
    <span className="table-actions">
      <Button type="link" size="small" disabled={!canManage} onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" danger disabled={!canManage || master} onClick={onDelete}>
        删除
      </Button>
    </span>
  );
}
