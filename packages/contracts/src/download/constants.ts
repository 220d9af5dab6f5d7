/** config.json downUrl below the download service's prefix: downUrl + a row's filePath is its file. */
export const DOWNLOAD_FILES_PATH = '/files';

/** taskStatus of a download task. */
export const DownloadTaskStatus = {
  /** Waiting for the worker. */
  queued: 0,
  /** Reading the data. */
  querying: 1,
  /** Writing the file. */
  writing: 2,
  done: 3,
  failed: 4,
  /** Done, but the file is gone (removed at the end of the 7 days, or lost). */
  expired: 5,
} as const;
export type DownloadTaskStatusValue = (typeof DownloadTaskStatus)[keyof typeof DownloadTaskStatus];

/**
 * downloadType values the console uses. 9 and 10 are the report of the AI外呼 and AI接待 tabs;
 * 20 and 21 are added by exportKbQuestion and exportDic (not through addDownloadTask); 22 is the
 * rows an import rejected, with the reason of each (a finished task the import adds itself, see
 * queryTask's rejectedRowsTaskId); 23 is the enterprise's blacklist, added by exportBlacklist.
 */
export const DownloadType = {
  /** A task's call records (/taskhistory 导出报表, /taskinfo 下载报表). */
  taskReport: 1,
  /** The customer centre's list with 全部 selected. */
  customers: 3,
  /** A task's recordings (/taskhistory 录音下载). */
  taskRecordings: 4,
  /** A task's called or waiting numbers (/taskinfo 下载名单). */
  taskNumbers: 5,
  reportOutbound: 9,
  reportInbound: 10,
  knowledgeQuestions: 20,
  dictionaryTerms: 21,
  importRejectedRows: 22,
  blacklist: 23,
} as const;

/** sysType of this console (config.json system.id). */
export const DOWNLOAD_SYS_TYPE = 2;
/** Rows per page of the dropdown list. */
export const DOWNLOAD_PAGE_SIZE = 10;
/** How often the open dropdown refreshes the list, in ms. */
export const DOWNLOAD_POLL_MS = 3_000;
/** How long tasks and their files are kept. */
export const DOWNLOAD_KEEP_DAYS = 7;
