import type { FlowVariable } from '@console/contracts';
import { loadExcelJs } from '../../lib/exceljs.ts';

/** The first column of every number upload. */
export const PHONE_COLUMN = '手机号码';

/**
 * The number-upload template of a script (templateFileUrl): the phone column, then one column per
 * variable of the script (a dynamic script fills its lines from them), with a sheet explaining
 * each column and giving its sample value.
 */
export async function numberTemplate(variables: readonly FlowVariable[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('号码');
  sheet.columns = [PHONE_COLUMN, ...variables.map((v) => v.name)].map((header) => ({ header, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  if (variables.some((v) => v.sample)) sheet.addRow(['13800000000', ...variables.map((v) => v.sample)]);
  const notes = workbook.addWorksheet('填写说明');
  notes.getColumn(1).width = 20;
  notes.getColumn(2).width = 60;
  notes.addRow(['列', '说明']);
  notes.addRow([PHONE_COLUMN, '必填，手机号或带区号的固定电话；第一行是表头，请勿修改。']);
  for (const variable of variables) {
    notes.addRow([
      variable.name,
      `${variable.description || '话术变量'}${variable.sample ? `，例如：${variable.sample}` : ''}`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
