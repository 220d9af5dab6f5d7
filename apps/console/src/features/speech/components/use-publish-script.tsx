import AntdApp from 'antd/es/app';
import { errorText } from '../../../shared/http/api-error.ts';
import { usePublishSpeechSkill } from '../api/publish-speech-skill.ts';
import type { LocatedMessage } from '../editor/problem-list.tsx';

/** What a publication answered: transfers of the version that would find nobody now. */
type Published = { warnings: LocatedMessage[] };

/**
 * 发布 as the editor and the script list both offer it: asked once more (tasks go on to run the
 * approved version), then published, or the server's reason said. A page that lists the warnings
 * itself (the editor, under its validation result) takes the answer in `onPublished`; otherwise
 * they are shown here, since they name what to fix before the calls need it.
 */
export function usePublishScript() {
  const { message, modal } = AntdApp.useApp();
  const publish = usePublishSpeechSkill();

  const announce = ({ warnings }: Published) => {
    if (warnings.length === 0) {
      message.success('发布成功');
      return;
    }
    modal.warning({
      title: '发布成功',
      content: (
        <>
          <p>{warnings.length} 条转人工提醒（不影响发布）：</p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning.message}>{warning.message}</li>
            ))}
          </ul>
        </>
      ),
      okText: '知道了',
    });
  };

  const ask = (id: number, onPublished: (answer: Published) => void = announce) =>
    modal.confirm({
      title: '发布话术',
      content: '发布后，外呼任务将使用审核通过的这一版话术。确定发布吗？',
      okText: '发布',
      cancelText: '取消',
      onOk: () => publish.mutateAsync(id).then(onPublished, (error) => message.error(errorText(error, '发布失败'))),
    });

  /** The script being published, for its button's spinner. */
  const publishing = publish.isPending ? publish.variables : undefined;
  return { ask, publishing };
}
