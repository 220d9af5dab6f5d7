import PlusOutlined from '@ant-design/icons/PlusOutlined';

/** The grid's first tile: opens 创建任务. A button, so it is reachable and pressed by keyboard. */
export function CreateTile({ onCreate }: { onCreate: () => void }) {
  return (
    <button type="button" className="task-create-tile" onClick={onCreate}>
      <PlusOutlined />
      <span>创建任务</span>
    </button>
  );
}
