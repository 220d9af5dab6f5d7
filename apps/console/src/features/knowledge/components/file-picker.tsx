import AntdApp from 'antd/es/app';
import Upload from 'antd/es/upload';
import type { ReactNode } from 'react';
import { acceptOf, checkFile, type FileRule } from '../file-checks.ts';

interface FilePickerProps {
  rule: FileRule;
  disabled?: boolean;
  /** Called with a file that passed the rule; a file that did not is refused with the rule's message. */
  onPick: (file: File) => void;
  children: ReactNode;
}

/** A file button: the file is checked here and handed over, never sent by the picker itself. */
export function FilePicker({ rule, disabled, onPick, children }: FilePickerProps) {
  const { message } = AntdApp.useApp();
  return (
    <Upload
      accept={acceptOf(rule)}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        const problem = checkFile(file, rule);
        if (problem) message.error(problem);
        else onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload>
  );
}
