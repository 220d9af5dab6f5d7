import { forms, knowledgeLimits } from '@console/contracts';
import { useAddTag } from '../api/add-tag.ts';
import { NameDialog } from './name-dialog.tsx';

/** 新建分类 (modules-spec 3.4): the new category is chosen in the question dialog at once. */
export function NewTagDialog(props: { kbId: number; onClose: () => void; onAdded: (tagId: number) => void }) {
  const add = useAddTag();
  return (
    <NameDialog
      title="新建分类"
      width="30%"
      field={forms.knowledge.tagName}
      maxLength={knowledgeLimits.tagName}
      placeholder="请输入分类名称"
      save={async (name) => props.onAdded(await add.mutateAsync({ kbId: props.kbId, name }))}
      savedText="新建成功"
      failedText="新建失败"
      onClose={props.onClose}
    />
  );
}
