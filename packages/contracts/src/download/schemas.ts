import { z } from 'zod';
import { idLike, integer, optionalInteger, optionalText, paging, text } from '../schemas/fields.ts';
import { DownloadTaskStatus } from './constants.ts';

export const downloadTaskRow = z.object({
  id: z.number().int(),
  /** The name the file is downloaded under, with .xlsx (.zip for a task's recordings). */
  fileName: z.string(),
  /**
   * The file's signed link below config downUrl: /<taskId>/<fileName>?expires=&sig=, opened
   * without the token and good for half an hour from this answer; '' until done.
   */
  filePath: z.string(),
  /** Bytes; 0 until done. */
  fileSize: z.number().int().nonnegative(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  createTime: z.string(),
  taskStatus: z.enum(DownloadTaskStatus),
  /** 0-100. */
  progress: z.number().int().min(0).max(100),
  /**
   * Running, but its server has stopped beating: the task is being queued again (at once when
   * that server restarts, within a minute on another), and its progress is stale.
   */
  recovering: z.boolean(),
  downloadType: z.number().int(),
  userId: z.number().int(),
  userAccount: z.string(),
});

/**
 * What a task's recordings export (download type 4, 录音下载) stores: the task, and the 外呼时间
 * range (ms, both ends included) that a 长期任务 needs (30050 without one).
 */
export const taskRecordingsQuery = z
  .object(
    {
      taskId: integer('任务ID', { positive: true }),
      channelCode: idLike('渠道'),
      businessId: idLike('企业ID'),
      callOutBeginTime: optionalInteger('外呼开始时间', { positive: true, column: 'timestamp' }),
      callOutEndTime: optionalInteger('外呼结束时间', { positive: true, column: 'timestamp' }),
    },
    { error: '导出条件格式错误' },
  )
  .refine(
    (query) =>
      query.callOutBeginTime === undefined ||
      query.callOutEndTime === undefined ||
      query.callOutBeginTime <= query.callOutEndTime,
    { message: '外呼开始时间不能大于结束时间', path: ['callOutBeginTime'] },
  );

export const downloadSchemas = {
  queryDownloadTask: {
    body: z.object({ ...paging(10), businessId: idLike('企业ID'), sysType: idLike('系统类型') }),
    row: downloadTaskRow,
  },
  addDownloadTask: {
    body: z.object({
      businessId: idLike('企业ID'),
      sysType: idLike('系统类型'),
      channelCode: idLike('渠道'),
      downloadType: integer('下载类型', { positive: true }),
      // Checked against the download type's own schema by the server (the report query for 9 and 10).
      query: z.record(z.string(), z.unknown(), { error: '导出条件格式错误' }),
      /** Shown in the list; the server names the file when absent. */
      fileName: optionalText('文件名', 100),
    }),
    row: downloadTaskRow,
  },
  deleteDownloadTask: { body: z.object({ id: integer('任务ID', { positive: true }) }) },
  downloadFile: {
    query: z.object({ id: integer('任务ID', { positive: true }), token: optionalText('令牌', 200) }),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  signedDownloadFile: {
    query: z.object({ expires: integer('链接有效期', { positive: true }), sig: text('链接签名', 128) }),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};
