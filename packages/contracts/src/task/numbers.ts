/**
 * A calling task's number upload (modules-spec 4.3): why a row of the file was not taken, the
 * texts of a file refused whole, and the error-rate dialog. One place for the server's import,
 * the rejected-rows file and the console.
 */

/** Why one row was rejected; the text is what the rejected-rows file's 错误原因 column shows. */
export const NumberRejectReason = {
  empty: '号码为空',
  malformed: '号码格式错误',
  wrongLength: '号码位数不正确',
  notMainland: '非大陆号码',
  serviceNumber: '不支持400/800号码',
  duplicate: '重复号码',
  blacklisted: '黑名单号码',
  suppressed: '已被屏蔽（拒接）',
} as const;
export type NumberRejectReasonText = (typeof NumberRejectReason)[keyof typeof NumberRejectReason];

/** Why a whole file was refused (nothing of it is imported). */
export const NumberFileRefusal = {
  format: '文件格式不正确',
  empty: '外呼数据为空',
  tooManyRows: '外呼数据不能超过1000000行',
  tooLarge: '外呼数据不能超过100MB',
  noPhoneColumn: '未找到号码列，请使用模板上传',
  missingColumns: '外呼数据缺少模板中的列：',
} as const;

/** Rows one task's file may hold below its header. */
export const NUMBER_IMPORT_MAX_ROWS = 1_000_000;

/** File endings the upload takes; the content decides how a file is read. */
export const NUMBER_FILE_EXTENSIONS = ['.csv', '.xlsx', '.xls'] as const;

/** Header names a file's phone column may carry besides the template's own. */
export const PHONE_COLUMN_ALIASES = [
  '手机号码',
  '手机号',
  '电话号码',
  '电话',
  '号码',
  '联系电话',
  'phone',
  'mobile',
] as const;

/** The column the rejected-rows file adds after the file's own. */
export const REJECTED_REASON_HEADER = '错误原因';

/** From this share of rejected rows on, the upload asks before going on (4.3). */
export const NUMBER_ERROR_RATE_ALERT = 0.05;

export function isErrorRateAlarming(errorRate: number): boolean {
  return errorRate >= NUMBER_ERROR_RATE_ALERT;
}

/** The upload field's texts and the inner 提示 dialog shown when the error rate is alarming. */
export const NumberUploadText = {
  checking: '上传校验中...',
  upload: '点击上传',
  reupload: '重新上传',
  failed: '上传失败',
  fieldError: '上传数据有误',
  alertTitle: '提示',
  alertMessage: '您上传的外呼数据，超过5%的号码格式错误！请检验您的外呼数据',
  errorListLink: '错误名单',
  ignoreErrors: '忽略错误号码',
} as const;
