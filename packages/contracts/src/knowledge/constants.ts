/** A knowledge base's state (modules-spec 3.2); the client reads only 2 (locked) and 4 (reason). */
export const KnowledgeState = { draft: 0, reviewing: 2, approved: 3, rejected: 4 } as const;
export type KnowledgeStateValue = (typeof KnowledgeState)[keyof typeof KnowledgeState];

export const KNOWLEDGE_STATE_TEXT: Record<KnowledgeStateValue, string> = {
  0: '未提交',
  2: '审核中',
  3: '已通过',
  4: '未通过',
};

/**
 * The status of an import task (modules-spec 3.5). 2 (加载文件成功) is what the original's client
 * stops on; this server never answers it: a task goes from 1 straight to its final status.
 */
export const ImportStatus = {
  running: 1,
  loaded: 2,
  success: 6,
  uploadFailed: 7,
  loadFailed: 8,
  templateInvalid: 9,
  templateEmpty: 10,
  partial: 11,
  tooManySimilar: 12,
  notFound: -1,
} as const;
export type ImportStatusValue = (typeof ImportStatus)[keyof typeof ImportStatus];

export const IMPORT_STATUS_TEXT: Record<ImportStatusValue, string> = {
  1: '导入中',
  2: '加载文件成功',
  6: '导入成功',
  7: '上传失败',
  8: '加载文件失败',
  9: '模板格式错误',
  10: '模板为空',
  11: '部分导入失败',
  12: '超过30个相似问法，不能导入',
  [-1]: '任务不存在',
};

/** Limits of the question dialog (modules-spec 3.4) and of the imports (3.5). */
export const knowledgeLimits = {
  baseName: 10,
  tagName: 10,
  question: 60,
  similarQuestions: 30,
  similarQuestion: 200,
  answers: 3,
  answer: 500,
  smsTemplateCode: 64,
  /** A line typed in 体验. */
  experienceLine: 200,
  /** Recordings and import spreadsheets alike. */
  fileMaxBytes: 2 * 1024 * 1024,
} as const;

/** A question's answers by the names the dialog's tabs, the import's columns and the errors give them. */
export const ANSWER_NAMES = ['回答1', '回答2', '回答3'] as const;
/** The columns of the question import template and of the question export, in order. */
export const QUESTION_IMPORT_HEADER = ['分类', '主问法', '相似问法', ...ANSWER_NAMES] as const;
/** Where the templates are, below config staticUrl (exportTemplate and exportKnow answer these). */
export const QUESTION_TEMPLATE_PATH = '/templates/knowledge-import.xlsx';
export const TERM_TEMPLATE_PATH = '/templates/dictionary-import.xlsx';
