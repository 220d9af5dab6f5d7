import type { FlowDocument } from '@console/contracts';
import { useCallback, useReducer } from 'react';

/** Undo steps kept; older ones drop off. */
const HISTORY_LIMIT = 100;

interface History {
  past: FlowDocument[];
  present: FlowDocument;
  future: FlowDocument[];
  /** Counts changes, so autosave knows there is something new to save. */
  changes: number;
}

type Action =
  | { type: 'change'; document: FlowDocument }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; document: FlowDocument };

function reducer(history: History, action: Action): History {
  switch (action.type) {
    case 'change':
      if (action.document === history.present) return history;
      return {
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: action.document,
        future: [],
        changes: history.changes + 1,
      };
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        changes: history.changes + 1,
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest, changes: history.changes + 1 };
    }
    case 'reset':
      return { past: [], present: action.document, future: [], changes: 0 };
  }
}

/** The document being edited with its undo and redo steps. */
export function useDocumentHistory(initial: FlowDocument) {
  const [history, dispatch] = useReducer(reducer, { past: [], present: initial, future: [], changes: 0 });
  return {
    document: history.present,
    changes: history.changes,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change: useCallback((document: FlowDocument) => dispatch({ type: 'change', document }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    reset: useCallback((document: FlowDocument) => dispatch({ type: 'reset', document }), []),
  };
}
