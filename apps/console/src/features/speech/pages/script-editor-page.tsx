import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { ErrorCode, ErrorMessage, SCRIPT_STATUS_TEXT, ScriptStatus, type SpeechDraftRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../../shared/http/api-error.ts';
import { useDraft } from '../api/get-draft.ts';
import { useVersion } from '../api/get-versions.ts';
import { useReloadDraft } from '../api/reload-draft.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { usePublishScript } from '../components/use-publish-script.tsx';
import type { LocatedMessage } from '../editor/problem-list.tsx';
import { ScriptWorkspace } from '../editor/script-workspace.tsx';
import { type SaveState, useAutosave } from '../editor/use-autosave.ts';
import { useDocumentHistory } from '../editor/use-document-history.ts';
import { speechPaths } from '../speech-paths.ts';
import '../speech.css';
import '../editor/editor.css';

// Opened on demand, so the editor's first load carries neither.
const ExperiencePanel = lazy(() =>
  import('../editor/experience-panel.tsx').then((m) => ({ default: m.ExperiencePanel })),
);
const VersionsDrawer = lazy(() => import('../editor/versions-drawer.tsx').then((m) => ({ default: m.VersionsDrawer })));

const SAVE_TEXT: Record<SaveState, string> = {
  saved: '已保存',
  pending: '有修改，即将保存…',
  saving: '保存中…',
  failed: '保存失败，稍后会再试',
  conflict: '草稿已在其它页面修改，请刷新页面后再编辑',
};

/** The draft being edited: undo history, autosave, submit and publish. */
function DraftEditor({
  draft,
  editable,
  talk,
  heading,
}: {
  draft: SpeechDraftRow;
  editable: boolean;
  talk: boolean;
  heading: ReactNode;
}) {
  const { message, modal } = AntdApp.useApp();
  const history = useDocumentHistory(draft.document);
  const autosave = useAutosave({
    id: draft.id,
    revision: draft.revision,
    document: history.document,
    changes: history.changes,
    enabled: editable,
  });
  const submit = useSubmitReview();
  const publish = usePublishScript();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [talking, setTalking] = useState(talk);
  const [warnings, setWarnings] = useState<LocatedMessage[]>([]);

  const reload = useReloadDraft(draft.id);

  /** A submit or publication went through: it may still warn of transfers that would find nobody. */
  const succeeded = (done: string) => (row: { warnings: LocatedMessage[] }) => {
    setWarnings(row.warnings);
    if (row.warnings.length > 0) message.warning(`${done}，请留意校验结果中的 ${row.warnings.length} 条转人工提醒`);
    else message.success(done);
    void reload();
  };

  const askSubmit = () =>
    modal.confirm({
      title: '提交审核',
      content: '提交后话术进入审核，审核期间不能编辑。我们将尽快完成审核。确定提交吗？',
      okText: '提交',
      cancelText: '取消',
      onOk: () =>
        submit
          .mutateAsync(draft.id)
          .then(succeeded('提交审核成功'), (error) => message.error(errorText(error, '提交审核失败'))),
    });

  const actions = (
    <>
      {editable && (
        <span className={`save-state save-state-${autosave.state}`} role="status">
          {SAVE_TEXT[autosave.state]}
          {autosave.state === 'saved' && autosave.savedAt ? ` ${autosave.savedAt.slice(11)}` : ''}
        </span>
      )}
      <Button onClick={() => setTalking(!talking)}>{talking ? '关闭体验' : '体验'}</Button>
      <Button onClick={() => setVersionsOpen(true)}>版本历史</Button>
      {editable && (
        <Button type="primary" onClick={askSubmit} disabled={autosave.state !== 'saved'} loading={submit.isPending}>
          提交审核
        </Button>
      )}
      {draft.status === ScriptStatus.approved && (
        <Button
          type="primary"
          loading={publish.publishing === draft.id}
          onClick={() => publish.ask(draft.id, succeeded('发布成功'))}
        >
          发布
        </Button>
      )}
    </>
  );

  return (
    <>
      {autosave.state === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          title={SAVE_TEXT.conflict}
          action={
            <Button size="small" onClick={() => window.location.reload()}>
              刷新
            </Button>
          }
        />
      )}
      <ScriptWorkspace
        scriptId={draft.id}
        document={history.document}
        editable={editable && autosave.state !== 'conflict'}
        onChange={history.change}
        heading={heading}
        actions={actions}
        undo={history}
        warnings={warnings}
        aside={
          talking ? (
            <Suspense fallback={<Spin />}>
              <ExperiencePanel
                id={draft.id}
                document={history.document}
                saving={editable && autosave.state !== 'saved'}
              />
            </Suspense>
          ) : undefined
        }
      />
      {versionsOpen && (
        <Suspense fallback={null}>
          <VersionsDrawer
            id={draft.id}
            open
            onClose={() => setVersionsOpen(false)}
            revision={editable ? autosave.revision.current : undefined}
            onRestored={() => {
              setVersionsOpen(false);
              void reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function Heading({ name, status, extra }: { name: string; status?: number; extra?: string }) {
  return (
    <div className="script-heading">
      <Link to={speechPaths.myScripts}>
        <ArrowLeftOutlined /> 返回
      </Link>
      <h2>{name}</h2>
      {status !== undefined && (
        <Tag color={status === ScriptStatus.published ? 'green' : 'default'}>
          {SCRIPT_STATUS_TEXT[status as keyof typeof SCRIPT_STATUS_TEXT]}
        </Tag>
      )}
      {extra && <Tag color="blue">{extra}</Tag>}
    </div>
  );
}

/** A frozen version, read-only, with its experience. */
function VersionView({ id, version, name }: { id: number; version: number; name: string }) {
  const found = useVersion(id, version);
  const [talking, setTalking] = useState(false);
  if (found.isPending) return <Spin />;
  if (found.isError) return <Alert type="error" showIcon title={errorText(found.error, '版本加载失败')} />;
  return (
    <ScriptWorkspace
      scriptId={id}
      document={found.data.document}
      editable={false}
      onChange={() => {}}
      heading={<Heading name={name} extra={`第 ${version} 版（只读）`} />}
      actions={<Button onClick={() => setTalking(!talking)}>{talking ? '关闭体验' : '体验'}</Button>}
      aside={
        talking ? (
          <Suspense fallback={<Spin />}>
            <ExperiencePanel id={id} version={version} document={found.data.document} />
          </Suspense>
        ) : undefined
      }
    />
  );
}

/**
 * /speech/editor/:id: the script in the editor. ?mode=edit edits the draft (not while it is under
 * review); without it, or with ?version=N, the content is only shown; ?talk=1 opens 体验.
 */
export function ScriptEditorPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const draft = useDraft(id);
  const version = params.get('version') ? Number(params.get('version')) : undefined;

  if (draft.isPending) return <Spin className="script-editor-loading" />;
  if (draft.isError) {
    const missing = draft.error instanceof ApiError && draft.error.code === ErrorCode.NotFound;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? ErrorMessage.scriptNotFound : errorText(draft.error, '话术加载失败')}
        extra={<Link to={speechPaths.myScripts}>返回我的话术</Link>}
      />
    );
  }
  const row = draft.data;
  if (version !== undefined) {
    return (
      <div className="script-editor-page shell-page-fill">
        <VersionView id={id} version={version} name={row.name} />
      </div>
    );
  }
  const wantsEdit = params.get('mode') === 'edit';
  const editable = wantsEdit && row.status !== ScriptStatus.reviewing;
  return (
    <div className="script-editor-page shell-page-fill">
      {wantsEdit && !editable && <Alert type="info" showIcon title={ErrorMessage.scriptReviewingUneditable} />}
      <DraftEditor
        key={`${row.id}@${row.revision}`}
        draft={row}
        editable={editable}
        talk={params.get('talk') === '1'}
        heading={<Heading name={row.name} status={row.status} extra={editable ? '编辑草稿' : '查看'} />}
      />
    </div>
  );
}
