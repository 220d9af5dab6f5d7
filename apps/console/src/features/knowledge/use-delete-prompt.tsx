import AntdApp from 'antd/es/app';
import { useTypedYesConfirm } from '../../shared/confirm/typed-yes-confirm.tsx';
import { errorText } from '../../shared/http/api-error.ts';

/**
 * The typed-yes prompt before a delete (modules-spec 1), saying 删除成功 or why it failed. Render
 * `prompt` once in the page.
 */
export function useDeletePrompt() {
  const { message } = AntdApp.useApp();
  const { confirm, prompt } = useTypedYesConfirm();
  const askDelete = (thing: string, remove: () => Promise<unknown>, onDeleted?: () => void) =>
    confirm({
      thing,
      onConfirm: () =>
        remove().then(
          () => {
            message.success('删除成功');
            onDeleted?.();
          },
          (error) => message.error(errorText(error, '删除失败')),
        ),
    });
  return { askDelete, prompt };
}
