import { dictionaryLimits, forms } from '@console/contracts';
import { useAddDictionary } from '../api/add-dictionary.ts';
import { NameDialog } from './name-dialog.tsx';

/** Every whitespace goes as it is typed: the name is sent without any (modules-spec 3.6). */
const withoutSpaces = (value: string | undefined) => value?.replace(/\s/g, '') ?? '';

/** 新建词典 (modules-spec 3.6). */
export function NewDictionaryDialog({ onClose }: { onClose: () => void }) {
  const add = useAddDictionary();
  return (
    <NameDialog
      title="新建词典"
      width="30%"
      field={forms.dictionary.name}
      maxLength={dictionaryLimits.name}
      placeholder="请输入词库名称"
      normalize={withoutSpaces}
      save={add.mutateAsync}
      savedText="新建成功"
      failedText="新建失败"
      savingText="提交中..."
      onClose={onClose}
    />
  );
}
