import type * as SheetJs from '@e965/xlsx';

/**
 * SheetJS, loaded on first use: some 10 MB of script that a server at rest (no spreadsheet import
 * yet) would keep for nothing. Import its types with `import type`.
 */
export async function loadSheetJs(): Promise<typeof SheetJs> {
  return import('@e965/xlsx');
}
