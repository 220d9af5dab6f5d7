import { knowledgeLimits } from '@console/contracts';

/** What a picked file must be: its extensions, its size, and the spec's messages. */
export interface FileRule {
  extensions: readonly string[];
  maxBytes: number;
  sizeText: string;
}

export const FILE_TYPE_TEXT = '请选择正确的文件格式！';
export const EMPTY_FILE_TEXT = '文件不可为空';
const MB = 1024 * 1024;

/** 批量添加 (modules-spec 3.5). */
export const SPREADSHEET_RULE: FileRule = {
  extensions: ['.xls', '.xlsx'],
  maxBytes: knowledgeLimits.fileMaxBytes,
  sizeText: '文件大小不能超过2MB！',
};

/** 录音上传 in the question dialog (modules-spec 3.4). */
export const DIALOG_RECORDING_RULE: FileRule = {
  extensions: ['.wav', '.vox'],
  maxBytes: knowledgeLimits.fileMaxBytes,
  sizeText: '文件大小不能超过2MB！',
};

/**
 * The table's upload of a recording (modules-spec 3.4). The server takes .wav and .vox of 2 MB at
 * most and says so when it refuses a file this lets through.
 */
export const TABLE_RECORDING_RULE: FileRule = {
  extensions: ['.wav', '.vox', '.zip'],
  maxBytes: 10 * MB,
  sizeText: '文件大小不能超过10MB！',
};

/** The message to show for a picked file, or null when it may be sent. */
export function checkFile(file: File, rule: FileRule): string | null {
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return FILE_TYPE_TEXT;
  if (file.size > rule.maxBytes) return rule.sizeText;
  if (file.size === 0) return EMPTY_FILE_TEXT;
  return null;
}

/** The accept attribute of a file input for the rule. */
export const acceptOf = (rule: FileRule) => rule.extensions.join(',');
