import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { lineRow, taskSchemas } from '../schemas/task.ts';

/** Calling tasks and their resources (service outboundManage, modules-spec 4). */
export const taskApi = defineEndpoints<typeof taskSchemas>()({
  /** The enterprise's outbound lines for the task dialog's 外显号码. */
  searchTel: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/resource/{businessId}/searchTel',
    auth: 'session',
    summary: '外显号码（线路）',
  },
  /** Platform operator only (inner login): adds a line to the enterprise or changes one. */
  saveLine: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/resource/{businessId}/saveLine',
    auth: 'session',
    summary: '新增或修改线路（平台运营）',
  },
});

export type LineRow = z.output<typeof lineRow>;
