import { useViewedMarks } from '../../shared/table/viewed-marks.ts';

/** Where the viewed 识别详情 are remembered, as the original console kept them: task_data_ids. */
const STORAGE_KEY = 'checkedIds';

const taskDataId = (value: unknown) => {
  const id = Number(value);
  return Number.isFinite(id) ? id : undefined;
};

/** The task's numbers whose 识别详情 was opened on this browser, and the way to add one. */
export function useCheckedIds() {
  return useViewedMarks(STORAGE_KEY, taskDataId);
}
