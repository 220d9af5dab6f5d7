import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import type { FlowNodeKind } from '@console/contracts';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { NODE_KIND_TEXT } from './document-edits.ts';

export interface UndoControls {
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
}

interface Props {
  onAdd: (kind: FlowNodeKind) => void;
  undo?: UndoControls;
  onAutoLayout: () => void;
  onAddSubFlow: () => void;
}

/** The editing tools, beside the flows' tabs and right above the canvas they act on. */
export function CanvasTools({ onAdd, undo, onAutoLayout, onAddSubFlow }: Props) {
  return (
    <span className="canvas-tools">
      <Dropdown
        menu={{
          items: (Object.keys(NODE_KIND_TEXT) as FlowNodeKind[]).map((kind) => ({
            key: kind,
            label: NODE_KIND_TEXT[kind],
          })),
          onClick: ({ key }) => onAdd(key as FlowNodeKind),
        }}
      >
        <Button type="primary" icon={<PlusOutlined />}>
          添加节点
        </Button>
      </Dropdown>
      <Button icon={<UndoOutlined />} disabled={!undo?.canUndo} onClick={undo?.undo} title="撤销（Ctrl+Z）">
        撤销
      </Button>
      <Button icon={<RedoOutlined />} disabled={!undo?.canRedo} onClick={undo?.redo} title="重做（Ctrl+Shift+Z）">
        重做
      </Button>
      <Button icon={<ApartmentOutlined />} onClick={onAutoLayout}>
        自动布局
      </Button>
      <Button icon={<PlusOutlined />} onClick={onAddSubFlow}>
        子流程
      </Button>
    </span>
  );
}
