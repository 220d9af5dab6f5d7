import { z } from 'zod';
import { UPDATE_LOG_TIME_PATTERN, updateLogApi } from '../api/update-log.ts';
import { withSchemas } from './endpoint.ts';
import { text } from './fields.ts';

export const updateLogReadRow = z.object({
  /** null until the account closes or views a log. */
  readTime: z.string().nullable(),
});

export const updateLogSchemas = {
  queryUpdateLogRead: { row: updateLogReadRow },
  saveUpdateLogRead: {
    body: z.object({ readTime: text('阅读时间', 16).regex(UPDATE_LOG_TIME_PATTERN, '阅读时间格式错误') }),
  },
};

export const updateLogEndpoints = withSchemas(updateLogApi, updateLogSchemas);
