import { useCallback, useState } from 'react';

/** Where the viewed 识别详情 are remembered, as the original console kept them. */
const STORAGE_KEY = 'checkedIds';
/** The most task_data_ids kept: the newest views. */
export const CHECKED_IDS_KEPT = 100;

export function readCheckedIds(): number[] {
  try {
    const ids = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isFinite) : [];
  } catch {
    return [];
  }
}

/** The ids with `id` as the newest view, at most CHECKED_IDS_KEPT. */
export function withChecked(ids: readonly number[], id: number): number[] {
  return [...ids.filter((kept) => kept !== id), id].slice(-CHECKED_IDS_KEPT);
}

/**
 * The numbers whose 识别详情 was opened on this browser (a row is marked as viewed), and the way
 * to add one; kept across visits.
 */
export function useCheckedIds() {
  const [ids, setIds] = useState(readCheckedIds);
  const check = useCallback((id: number) => {
    const next = withChecked(readCheckedIds(), id);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full or disabled storage only loses the marks of later visits.
    }
    setIds(next);
  }, []);
  return { checked: new Set(ids), check };
}
