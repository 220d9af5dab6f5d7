import { DEFAULT_TASK_RECORD_ORDER, type TaskRecordSortField } from '@console/contracts';
import { instantIn } from '../../shared/date-range/zoned-day.ts';
import { TASK_CHANNEL_CODE } from './api/task-owner.ts';

/** The record filters of the detail page (modules-spec 4.6) as the form holds them. */
export interface RecordFilters {
  callResult: string[];
  tagIntention: string[];
  label: string[];
  /** 通话时长 in seconds; null when left blank. */
  minCallDuration: number | null;
  maxCallDuration: number | null;
  telNumber: string;
  /** 外呼时间: YYYY-MM-DD HH:mm:ss in the report's time zone, or [] for any time. */
  range: [] | [string, string];
}

export const NO_RECORD_FILTERS: RecordFilters = {
  callResult: [],
  tagIntention: [],
  label: [],
  minCallDuration: null,
  maxCallDuration: null,
  telNumber: '',
  range: [],
};

/** The times a picked day starts with: the working day the robot usually calls in. */
export const DEFAULT_RANGE_TIMES = ['09:00:00', '21:00:00'] as const;

/** The ids the page's query string carries (shared/links/task-info-path.ts). */
export interface TaskInfoIds {
  businessId: number;
  taskId: number;
  speechSkillId: number;
}

function positiveId(value: string | null): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The task of /taskinfo?businessId=&taskId=&speechSkillId=; 0 for an id that is missing or not one. */
export function taskInfoIds(search: URLSearchParams): TaskInfoIds {
  return {
    businessId: positiveId(search.get('businessId')),
    taskId: positiveId(search.get('taskId')),
    speechSkillId: positiveId(search.get('speechSkillId')),
  };
}

/**
 * The filters as queryTaskDataReport and the exports take them: results joined by ",", grades
 * each in single quotes joined by ",", labels joined by a space (always sent), blanks as ''.
 */
export function recordFilterBody(filters: RecordFilters, timeZone: string) {
  const [begin, end] = filters.range;
  return {
    callResult: filters.callResult.join(','),
    tagIntention: filters.tagIntention.map((name) => `'${name}'`).join(','),
    label: filters.label.join(' '),
    minCallDuration: filters.minCallDuration ?? '',
    maxCallDuration: filters.maxCallDuration ?? '',
    telNumber: filters.telNumber.trim(),
    callOutBeginTime: begin ? instantIn(begin, timeZone) : '',
    callOutEndTime: end ? instantIn(end, timeZone) : '',
  };
}

/** order: the newest call first, or the sorted column with task_data_id as the tie-break. */
export function recordOrder(sortName?: TaskRecordSortField, sortOrder?: 'asc' | 'desc'): string {
  return sortName ? `${sortName} ${sortOrder ?? 'desc'}, task_data_id asc` : DEFAULT_TASK_RECORD_ORDER;
}

/** What every record query and export names: the task and its owning business. */
export function taskOf(ids: TaskInfoIds) {
  return { taskId: ids.taskId, channelCode: TASK_CHANNEL_CODE, businessId: ids.businessId };
}
