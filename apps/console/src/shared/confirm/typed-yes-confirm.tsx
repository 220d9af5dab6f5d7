import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { type ReactNode, useState } from 'react';

/** The answer that confirms a destructive delete (modules-spec 1). */
const YES = 'yes';

export interface TypedYesOptions {
  /** What is deleted, e.g. 话术: 将删除此话术，且不可恢复。确认删除吗？ */
  thing: string;
  /** Title of the prompt; 提示 unless the page says otherwise (tasks: 删除确认). */
  title?: string;
  /** Runs once the answer is yes; the prompt closes when it settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The platform's prompt before a delete that cannot be undone: the text names what goes, and the
 * person types yes (pre-filled, so a deliberate Enter confirms; anything else is 输入不正确).
 * Render `prompt` once in the page; call `confirm` from a row's 删除.
 */
export function useTypedYesConfirm(): { confirm: (options: TypedYesOptions) => void; prompt: ReactNode } {
  const [options, setOptions] = useState<TypedYesOptions | null>(null);
  const [answer, setAnswer] = useState(YES);
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => setOptions(null);
  const submit = async () => {
    if (!options) return;
    if (answer.trim() !== YES) {
      setWrong(true);
      return;
    }
    setBusy(true);
    try {
      await options.onConfirm();
    } finally {
      setBusy(false);
      close();
    }
  };

  const prompt = (
    <Modal
      open={options !== null}
      title={options?.title ?? '提示'}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={submit}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      width={420}
    >
      <p>将删除此{options?.thing}，且不可恢复。确认删除吗？</p>
      <p>确认删除请输入"yes"（不含引号）</p>
      <Input
        aria-label='确认删除请输入"yes"'
        value={answer}
        status={wrong ? 'error' : undefined}
        autoFocus
        onChange={(event) => {
          setAnswer(event.target.value);
          setWrong(false);
        }}
        onPressEnter={submit}
      />
      {wrong && (
        <div role="alert" className="form-error-line">
          输入不正确
        </div>
      )}
    </Modal>
  );

  return {
    confirm: (next) => {
      setAnswer(YES);
      setWrong(false);
      setOptions(next);
    },
    prompt,
  };
}
