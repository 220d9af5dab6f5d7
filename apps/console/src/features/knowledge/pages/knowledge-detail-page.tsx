import { KnowledgeState, type QuestionRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../shared/http/api-error.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useDeleteQuestions } from '../api/delete-questions.ts';
import { useExportQuestions } from '../api/export-questions.ts';
import { useKnowledgeBaseName } from '../api/get-knowledge-base-name.ts';
import { useQuestionTemplatePath } from '../api/get-question-template.ts';
import { useQuestions } from '../api/get-questions.ts';
import { useRefreshKnowledgeBase } from '../api/refresh-knowledge-base.ts';
import { useStartQuestionImport } from '../api/start-question-import.ts';
import { useSubmitKnowledgeReview } from '../api/submit-knowledge-review.ts';
import { DictionaryLinkForm } from '../components/dictionary-link-form.tsx';
import { ExportAddedText } from '../components/export-added-text.tsx';
import { QuestionTable } from '../components/question-table.tsx';
import { knowledgePaths } from '../knowledge-paths.ts';
import { useDeletePrompt } from '../use-delete-prompt.tsx';
import '../knowledge.css';

// The dialogs are the larger part of the page and open on demand.
const QuestionDialog = lazy(() =>
  import('../components/question-dialog.tsx').then((m) => ({ default: m.QuestionDialog })),
);
const BatchImportDialog = lazy(() =>
  import('../components/batch-import-dialog.tsx').then((m) => ({ default: m.BatchImportDialog })),
);

export const SUBMIT_CONFIRM_TEXT = '是否将该知识点提交审核？我们将在24小时内对您的知识点进行审核！';
export const QUESTION_IMPORT_HINT = '支持xls,xlsx文件上传，单个文件不得大于2M';

/** Which question the dialog is for: a new one, or the one to edit. */
type Editing = { questionId?: number } | null;

/**
 * /knowinfo/{id}/{state} (modules-spec 3.4): a base's dictionary links and questions. A base under
 * review (state 2) is read-only until the platform has reviewed it.
 */
export function KnowledgeDetailPage() {
  const { message, modal } = AntdApp.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const kbId = Number(params.id);
  const locked = Number(params.state) === KnowledgeState.reviewing;
  const list = useServerList<'tagName'>({ sortName: 'tagName', sortOrder: 'desc' });
  const { pageIndex, pageSize, sortName, sortOrder } = list.state;
  const { data, isFetching, isError } = useQuestions({ kbId, pageIndex, pageSize, sortName, sortRule: sortOrder });
  const remove = useDeleteQuestions();
  const refresh = useRefreshKnowledgeBase();
  const submitReview = useSubmitKnowledgeReview();
  const exportQuestions = useExportQuestions();
  const startImport = useStartQuestionImport();
  const templatePath = useQuestionTemplatePath();
  const { askDelete, prompt } = useDeletePrompt();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const { data: name } = useKnowledgeBaseName(kbId);
  const hasRows = (data?.totalCount ?? 0) > 0;

  const deleteQuestions = (ids: number[]) =>
    askDelete(
      '问题',
      () => remove.mutateAsync({ kbId, ids }),
      () => setSelected((current) => current.filter((id) => !ids.includes(id))),
    );

  const reload = () =>
    refresh.mutate(kbId, {
      onSuccess: () => message.success('刷新成功'),
      onError: () => message.error('刷新失败'),
    });

  const askSubmit = () =>
    modal.confirm({
      title: '提示',
      content: SUBMIT_CONFIRM_TEXT,
      okText: '确定',
      cancelText: '取消',
      onOk: () =>
        submitReview.mutateAsync(kbId).then(
          () => {
            message.success('提交审核成功');
            navigate(knowledgePaths.bases);
          },
          (error) => message.error(errorText(error, '提交审核失败')),
        ),
    });

  const addExport = () =>
    exportQuestions.mutate(kbId, {
      onSuccess: () => message.success(<ExportAddedText />),
      onError: (error) => message.error(errorText(error, '导出失败')),
    });

  return (
    <Card
      className="knowledge-page"
      title={
        <span className="knowledge-heading">
          <Link to={knowledgePaths.bases}>&lt;返回</Link>
          <span>{name ?? '知识详情'}</span>
          {locked && <Tag color="orange">审核中，不能修改</Tag>}
        </span>
      }
    >
      <DictionaryLinkForm kbId={kbId} locked={locked} />
      <div className="knowledge-toolbar">
        <span className="knowledge-toolbar-actions">
          {selected.length > 0 && (
            <>
              <Button danger disabled={locked} onClick={() => deleteQuestions(selected)}>
                删除
              </Button>
              <span className="knowledge-selected">已选择{selected.length}项</span>
            </>
          )}
          <Button loading={refresh.isPending} onClick={reload}>
            刷新
          </Button>
        </span>
        <span className="knowledge-toolbar-actions">
          {hasRows && (
            <Button disabled={locked} onClick={askSubmit}>
              提交审核
            </Button>
          )}
          <Button type="primary" disabled={locked} onClick={() => setEditing({})}>
            添加问题
          </Button>
          <Button disabled={locked} onClick={() => setImporting(true)}>
            批量添加
          </Button>
          {hasRows && (
            <Button loading={exportQuestions.isPending} onClick={addExport}>
              导出问题
            </Button>
          )}
        </span>
      </div>
      {isError && <Alert type="error" showIcon title="问题列表加载失败" />}
      <QuestionTable
        kbId={kbId}
        locked={locked}
        rows={data?.rows ?? []}
        total={data?.totalCount ?? 0}
        loading={isFetching}
        selected={selected}
        onSelect={setSelected}
        list={list}
        onEdit={(row: QuestionRow) => setEditing({ questionId: row.id })}
        onDelete={(row: QuestionRow) => deleteQuestions([row.id])}
      />
      <Suspense fallback={null}>
        {editing && <QuestionDialog kbId={kbId} questionId={editing.questionId} onClose={() => setEditing(null)} />}
        {importing && (
          <BatchImportDialog
            hint={QUESTION_IMPORT_HINT}
            start={(file) => startImport.mutateAsync({ kbId, file })}
            templatePath={() => templatePath.mutateAsync()}
            onClose={() => setImporting(false)}
          />
        )}
      </Suspense>
      {prompt}
    </Card>
  );
}
