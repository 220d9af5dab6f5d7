import { ErrorMessage, knowledgeLimits } from '@console/contracts';

/** What a picked file must be: its extensions, its size, and the spec's messages. */
export interface FileRule {
  extensions: readonly string[];
  maxBytes: number;
  sizeText: string;
}

const MB = 1024 * 1024;

/** 批量添加 (modules-spec 3.5). */
export const SPREADSHEET_RULE: FileRule = {
  extensions: ['.xls', '.xlsx'],
  maxBytes: knowledgeLimits.fileMaxBytes,
  sizeText: ErrorMessage.fileOver2Mb,
};

/** 录音上传 in the question dialog (modules-spec 3.4). */
export const DIALOG_RECORDING_RULE: FileRule = {
  extensions: ['.wav', '.vox'],
  maxBytes: knowledgeLimits.fileMaxBytes,
  sizeText: ErrorMessage.fileOver2Mb,
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
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return ErrorMessage.fileTypeInvalid;
  if (file.size > rule.maxBytes) return rule.sizeText;
  if (file.size === 0) return ErrorMessage.fileEmpty;
  return null;
}

/** The accept attribute of a file input for the rule. */
export const acceptOf = (rule: FileRule) => rule.extensions.join(',');
