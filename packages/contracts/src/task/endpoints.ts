import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { taskRecordRow } from './record-schemas.ts';
import type { callResultRow, lineRow, taskRow, taskSchemas, taskStatisticsRow, taskUploadRow } from './schemas.ts';

/** Calling tasks and their resources (service outboundManage, modules-spec 4). */
export const taskApi = defineEndpoints<typeof taskSchemas>()({
  /** The current tasks (status 4 and deleted ones are history's), or one task (taskId) for editing. */
  searchTaskList: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskquery/{businessId}/searchTaskList',
    auth: 'session',
    access: 'task',
    summary: '当前任务',
  },
  searchHistoryTaskList: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskquery/{businessId}/searchHistoryTaskList',
    auth: 'session',
    access: 'task',
    summary: '历史任务',
  },
  /** GET-like lookup of the call results a record can have (通话结果 filter). */
  searchCallResultList: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskquery/searchCallResultList',
    auth: 'session',
    summary: '通话结果',
  },
  /**
   * multipart/form-data: the numbers file as field OBJECT (csv, xls or xlsx), with fileSuffix and
   * speechSkillId. Answers the stored file's name for createTaskWithFile, the share of rejected
   * rows and the file listing them (below staticUrl).
   */
  uploadTaskFile: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskmanage/{businessId}/uploadTaskFile',
    auth: 'session',
    access: 'task',
    summary: '上传外呼数据',
  },
  createTaskWithFile: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskmanage/{businessId}/createTaskWithFile',
    auth: 'session',
    access: 'task',
    summary: '创建任务',
  },
  /** Only the display lines, the end time and the work windows change after creation. */
  modifyTask: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskmanage/{businessId}/modifyTask',
    auth: 'session',
    access: 'task',
    summary: '编辑任务',
  },
  pauseTask: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskmanage/{businessId}/pauseTask',
    auth: 'session',
    access: 'task',
    summary: '暂停任务',
  },
  /** 继续: answers the task's new status, 2 when its begin time has passed, else 1. */
  runTask: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskmanage/{businessId}/runTask',
    auth: 'session',
    access: 'task',
    summary: '继续任务',
  },
  /** The task detail's tiles (modules-spec 4.5): 号码量, 已外呼次数, 已外呼号码, 接通量, 接通率. */
  taskStatistics: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/outbound/{businessId}/taskStatistics',
    auth: 'session',
    access: 'task',
    summary: '任务统计',
  },
  /**
   * A task's calls on the detail page (modules-spec 4.6) with the page's filters, a page of them
   * and totalCount. order names only TASK_RECORD_SORT_FIELDS.
   */
  queryTaskDataReport: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/outbound/{businessId}/queryTaskDataReport',
    auth: 'session',
    access: 'task',
    summary: '任务通话记录',
  },
  deleteTask: {
    service: 'outboundManage',
    method: 'POST',
    path: '/api/v1/outbound/taskmanage/{businessId}/deleteTask',
    auth: 'session',
    access: 'task',
    summary: '删除任务',
  },
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
export type TaskRow = z.output<typeof taskRow>;
export type TaskUploadRow = z.output<typeof taskUploadRow>;
export type TaskStatisticsRow = z.output<typeof taskStatisticsRow>;
export type CallResultRow = z.output<typeof callResultRow>;
export type TaskRecordRow = z.output<typeof taskRecordRow>;
