/** The simulator's scan, outside production only (GET, query `ticket`). */
export const WEIXIN_SCAN_PATH = '/dev/wechat/scan';
