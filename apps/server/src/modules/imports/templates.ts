import {
  BLACKLIST_IMPORT_HEADER,
  BLACKLIST_TEMPLATE_PATH,
  ErrorCode,
  QUESTION_IMPORT_HEADER,
  QUESTION_TEMPLATE_PATH,
  TERM_IMPORT_HEADER,
  TERM_TEMPLATE_PATH,
} from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { loadExcelJs } from '../../lib/exceljs.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Template {
  header: readonly string[];
  /** Shown on a second sheet; only the first sheet is imported. */
  notes: readonly string[];
  downloadName: string;
}

/** The import templates by their path below staticUrl (exportTemplate and exportKnow answer these paths). */
const TEMPLATES: Record<string, Template> = {
  [QUESTION_TEMPLATE_PATH]: {
    header: QUESTION_IMPORT_HEADER,
    notes: [
      '第一行是表头，请勿修改；从第二行起每行一个问题。',
      '分类：必填，最多10个字，只能是中文、字母、数字或下划线；知识点没有该分类时自动新建。',
      '主问法：必填，最多60个字；与知识点已有的问题重复的行不导入。',
      '相似问法：选填，每行一个或以 || 分隔，每个最多200个字，最多30个（超过30个的文件不能导入）。',
      '回答1、回答2、回答3：至少填一个，每个最多500个字。',
      '仅支持xls、xlsx文件，单个文件不得大于2M。',
    ],
    downloadName: '知识点问题导入模板.xlsx',
  },
  [TERM_TEMPLATE_PATH]: {
    header: TERM_IMPORT_HEADER,
    notes: [
      '第一行是表头，请勿修改；从第二行起每行一个标准词。',
      '标准词：必填，最多20个字，只能是中文、字母、数字或下划线；词库已有的标准词不导入。',
      '相似词：多个请以“，”逗号分隔，不区分半角圆角；最多100个，每个最多20个字。',
      '仅支持xls、xlsx文件，单个文件不得大于2M。',
    ],
    downloadName: '相近词导入模板.xlsx',
  },
  [BLACKLIST_TEMPLATE_PATH]: {
    header: BLACKLIST_IMPORT_HEADER,
    notes: [
      '第一行是表头，请勿修改；从第二行起每行一个号码。',
      '号码：必填，手机号或带区号的固话，可带空格、+86或全角数字；已在黑名单中的号码不重复添加。',
      '原因：选填，最多100个字；不填时使用导入时填写的原因。',
      '支持xlsx、xls、csv文件，单个文件不得大于2M，最多10000行。',
    ],
    downloadName: '黑名单导入模板.xlsx',
  },
};

async function workbookOf(template: Template): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入数据');
  sheet.columns = template.header.map((header) => ({ header, width: header.startsWith('回答') ? 40 : 20 }));
  sheet.getRow(1).font = { bold: true };
  const notes = workbook.addWorksheet('填写说明');
  notes.getColumn(1).width = 100;
  for (const line of template.notes) notes.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The import templates at staticUrl + their path, as the original's static files were: public
 * (they hold nothing of an enterprise), written once per process from the header constants the
 * imports check, so a template and its import cannot disagree.
 */
export function registerImportTemplates(app: FastifyInstance): void {
  const built = new Map<string, Promise<Buffer>>();
  app.get('/static/templates/:name', async (request, reply) => {
    const path = `/templates/${(request.params as { name: string }).name}`;
    const template = TEMPLATES[path];
    if (!template) throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    if (!built.has(path)) built.set(path, workbookOf(template));
    const content = await (built.get(path) as Promise<Buffer>);
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(template.downloadName)}`)
      .header('Cache-Control', 'public, max-age=3600')
      .send(content);
  });
}
