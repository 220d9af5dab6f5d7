import { defineEndpoints } from '../endpoint.ts';

/**
 * The update-log notice's read state (spec section 4), kept per account on the server so it
 * follows the person to every browser: the time of the newest log the account closed or viewed.
 * The notice shows the newest entry of /config/updatelog.json until its time equals this time.
 */
export const updateLogApi = defineEndpoints({
  queryUpdateLogRead: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/queryUpdateLogRead',
    auth: 'session',
  },
  saveUpdateLogRead: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/saveUpdateLogRead',
    auth: 'session',
  },
});

/** An update log's time as updatelog.json writes it: 'YYYY-MM-DD HH:mm'. */
export const UPDATE_LOG_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export interface UpdateLogReadRow {
  /** null until the account closes or views a log. */
  readTime: string | null;
}

export interface SaveUpdateLogReadBody {
  readTime: string;
}
