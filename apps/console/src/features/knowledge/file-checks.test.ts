import { describe, expect, it } from 'vitest';
import { checkFile, DIALOG_RECORDING_RULE, SPREADSHEET_RULE, TABLE_RECORDING_RULE } from './file-checks.ts';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const MB = 1024 * 1024;

describe('the knowledge pages’ file checks', () => {
  it('takes .xls and .xlsx of 2 MB at most for imports', () => {
    expect(checkFile(file('问题.XLSX', 2 * MB), SPREADSHEET_RULE)).toBeNull();
    expect(checkFile(file('问题.xls', 10), SPREADSHEET_RULE)).toBeNull();
    expect(checkFile(file('问题.csv', 10), SPREADSHEET_RULE)).toBe('请选择正确的文件格式！');
    expect(checkFile(file('问题.xlsx', 2 * MB + 1), SPREADSHEET_RULE)).toBe('文件大小不能超过2MB！');
  });

  it('takes .wav and .vox of 2 MB in the dialog, and also .zip up to 10 MB in the table', () => {
    expect(checkFile(file('a.vox', 2 * MB), DIALOG_RECORDING_RULE)).toBeNull();
    expect(checkFile(file('a.zip', 10), DIALOG_RECORDING_RULE)).toBe('请选择正确的文件格式！');
    expect(checkFile(file('a.wav', 2 * MB + 1), DIALOG_RECORDING_RULE)).toBe('文件大小不能超过2MB！');
    expect(checkFile(file('a.zip', 10 * MB), TABLE_RECORDING_RULE)).toBeNull();
    expect(checkFile(file('a.wav', 10 * MB + 1), TABLE_RECORDING_RULE)).toBe('文件大小不能超过10MB！');
    expect(checkFile(file('a.wav', 0), TABLE_RECORDING_RULE)).toBe('文件不可为空');
  });
});
