import type { TaskRow } from '@console/contracts';

/**
 * The sample row the history shows while an enterprise has no task yet (example-task-history.json
 * of the original): how a finished task reads. It is not a task, so it links nowhere.
 */
export const EXAMPLE_TASK: TaskRow = {
  taskId: 0,
  businessId: 0,
  name: '测试示例',
  status: 4,
  deleted: 0,
  reason: '',
  speechSkillId: 0,
  speechSkillName: '会议邀约',
  accountId: null,
  accountName: '',
  telNum: '',
  beginTime: 0,
  endTime: 0,
  timeRange: '[]',
  recallMaxCount: 0,
  recallWaitTime: 0,
  recallCount: 0,
  pushIntention: '[]',
  isRecord: 1,
  uploadFileName: '',
  fileName: '',
  numberCount: 1,
  processCount: 1,
  totalCount: 1,
  processTelCount: 1,
  completionCount: 1,
  completionRate: 1,
  createTime: '2019-06-20 10:00:00',
  finishTime: '2019-06-20 10:05:00',
};
