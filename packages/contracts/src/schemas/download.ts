import { z } from 'zod';
import { downloadApi } from '../api/download.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText } from './fields.ts';

const idLike = (label: string) => z.union([z.number(), z.string()], { error: `${label}格式错误` }).optional();

export const downloadEndpoints = withSchemas(downloadApi, {
  queryDownloadTask: {
    body: z.object({
      pageIndex: integer('页码', { positive: true }).default(1),
      pageSize: integer('每页条数', { positive: true }).pipe(z.number().max(100, '每页条数不能超过100')).default(10),
      businessId: idLike('企业ID'),
      sysType: idLike('系统类型'),
    }),
  },
  addDownloadTask: {
    body: z.object({
      businessId: idLike('企业ID'),
      sysType: idLike('系统类型'),
      channelCode: idLike('渠道'),
      downloadType: integer('下载类型', { positive: true }),
      // Checked against the download type's own schema by the server (the report query for 9 and 10).
      query: z.record(z.string(), z.unknown(), { error: '导出条件格式错误' }),
      fileName: optionalText('文件名', 100),
    }),
  },
  deleteDownloadTask: { body: z.object({ id: integer('任务ID', { positive: true }) }) },
  downloadFile: { query: z.object({ id: integer('任务ID', { positive: true }), token: optionalText('令牌', 200) }) },
});
