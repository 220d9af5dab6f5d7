import { z } from 'zod';
import { text } from '../schemas/fields.ts';
import { UPDATE_LOG_TIME_PATTERN } from './constants.ts';

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
