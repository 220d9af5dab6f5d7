import type ExcelJS from 'exceljs';

/**
 * exceljs, loaded on first use: it holds some 25 MB that a server at rest (no export, import or
 * template download yet) would keep for nothing. Import its types with `import type`.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
