/** An update log's time as updatelog.json writes it: 'YYYY-MM-DD HH:mm'. */
export const UPDATE_LOG_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
