import { useCallback, useState } from 'react';

/** The most marks kept: the newest views. */
export const VIEWED_MARKS_KEPT = 100;

type Mark = string | number;

/** The marks kept under `storageKey`, as `parse` reads each one; unreadable ones are dropped. */
function readMarks<T extends Mark>(storageKey: string, parse: (value: unknown) => T | undefined): T[] {
  try {
    const marks = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(marks) ? marks.map(parse).filter((mark): mark is T => mark !== undefined) : [];
  } catch {
    return [];
  }
}

/** The marks with `mark` as the newest view, at most VIEWED_MARKS_KEPT. */
export function withViewed<T extends Mark>(marks: readonly T[], mark: T): T[] {
  return [...marks.filter((kept) => kept !== mark), mark].slice(-VIEWED_MARKS_KEPT);
}

/**
 * The rows whose 识别详情 was opened on this browser (a row is marked as viewed), and the way to
 * add one; kept across visits in local storage under the original console's key.
 */
export function useViewedMarks<T extends Mark>(storageKey: string, parse: (value: unknown) => T | undefined) {
  const [marks, setMarks] = useState(() => readMarks(storageKey, parse));
  const check = useCallback(
    (mark: T) => {
      const next = withViewed(readMarks(storageKey, parse), mark);
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // A full or disabled storage only loses the marks of later visits.
      }
      setMarks(next);
    },
    [storageKey, parse],
  );
  return { checked: new Set(marks), check };
}
