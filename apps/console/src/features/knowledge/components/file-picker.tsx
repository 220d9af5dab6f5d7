import AntdApp from 'antd/es/app';
import { cloneElement, type MouseEvent, type ReactElement, useRef } from 'react';
import { acceptOf, checkFile, type FileRule } from '../file-checks.ts';

interface FilePickerProps {
  rule: FileRule;
  disabled?: boolean;
  /** Called with a file that passed the rule; a file that did not is refused with the rule's message. */
  onPick: (file: File) => void;
  /** The button that opens the file chooser. */
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
}

/**
 * A button with a hidden file input: the file is checked here and handed over, never sent by the
 * picker. A plain input rather than antd's Upload, whose list and progress parts the question
 * table would load for three buttons a row.
 */
export function FilePicker({ rule, disabled, onPick, children }: FilePickerProps) {
  const { message } = AntdApp.useApp();
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="file-picker">
      <input
        ref={input}
        type="file"
        // Not the hidden attribute: antd's form styles show file inputs as blocks.
        style={{ display: 'none' }}
        accept={acceptOf(rule)}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be picked again after a refusal.
          event.target.value = '';
          if (!file) return;
          const problem = checkFile(file, rule);
          if (problem) message.error(problem);
          else onPick(file);
        }}
      />
      {cloneElement(children, { onClick: () => input.current?.click() })}
    </span>
  );
}
