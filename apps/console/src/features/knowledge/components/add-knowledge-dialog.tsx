import { forms, knowledgeLimits } from '@console/contracts';
import { useAddKnowledgeBase } from '../api/add-knowledge-base.ts';
import { NameDialog } from './name-dialog.tsx';

/** 添加知识点 (modules-spec 3.2): one name of 10 characters at most. */
export function AddKnowledgeDialog({ onClose }: { onClose: () => void }) {
  const add = useAddKnowledgeBase();
  return (
    <NameDialog
      title="添加知识点"
      width="40%"
      field={forms.knowledge.baseName}
      maxLength={knowledgeLimits.baseName}
      placeholder="请输入知识点名称"
      save={add.mutateAsync}
      savedText="添加成功"
      failedText="添加失败"
      onClose={onClose}
    />
  );
}
