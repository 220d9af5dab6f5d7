import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { updateLogReadRow, updateLogSchemas } from './schemas.ts';

/**
 * The update-log notice's read state (spec section 4), kept per account on the server so it
 * follows the person to every browser: the time of the newest log the account closed or viewed.
 * The notice shows the newest entry of /config/updatelog.json until its time equals this time.
 */
export const updateLogApi = defineEndpoints<typeof updateLogSchemas>()({
  queryUpdateLogRead: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/queryUpdateLogRead',
    auth: 'session',
    summary: '更新日志阅读状态',
  },
  saveUpdateLogRead: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/saveUpdateLogRead',
    auth: 'session',
    summary: '记录已阅读的更新日志',
  },
});

export type UpdateLogReadRow = z.output<typeof updateLogReadRow>;
