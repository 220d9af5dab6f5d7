import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useTemplateDetail } from '../api/get-template-detail.ts';
import { ScriptWorkspace } from '../editor/script-workspace.tsx';
import { scriptTypeText } from '../speech-paths.ts';
import '../speech.css';
import '../editor/editor.css';

/** /speech/template/:id: a template's flows, read-only, before it is used. */
export function TemplateViewPage() {
  const id = Number(useParams().id);
  const template = useTemplateDetail(id);
  if (template.isPending) return <Spin className="script-editor-loading" />;
  if (template.isError) return <Alert type="error" showIcon title={errorText(template.error, '话术模板加载失败')} />;
  const row = template.data;
  return (
    <div className="script-editor-page shell-page-fill">
      <ScriptWorkspace
        document={row.document}
        editable={false}
        onChange={() => {}}
        heading={
          <div className="script-heading">
            <Link to="/speech/speechtpl">
              <ArrowLeftOutlined /> 返回
            </Link>
            <h2>{row.name}</h2>
            <Tag>{scriptTypeText(row.type)}</Tag>
            <Tag color="blue">模板（只读）</Tag>
          </div>
        }
      />
    </div>
  );
}
