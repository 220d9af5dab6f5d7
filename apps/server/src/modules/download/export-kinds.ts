import type { SessionContext } from '../account/index.ts';
import type { Exporter } from './export-run.ts';

/** What a check answers: the query to store on the task and the file's name when none was given. */
export interface CheckedExport {
  query: Record<string, unknown>;
  defaultFileName: string;
}

/** What the download centre lends the checks of the features. */
export interface ExportGuard {
  /**
   * Whether the member's export of this download type whose stored query has these values is
   * still queued or running: a second would only write the same file again (30051).
   */
  unfinished(values: Record<string, string | number>): Promise<boolean>;
}

/**
 * One download type of a feature: how its file is written and, for a type a person adds with
 * addDownloadTask, how the query is checked when it is added (the same rules as the page's own
 * list, so a bad query is refused at once instead of leaving a failed task). A type without a
 * check is queued by its feature itself (DownloadService.queue).
 */
export interface ExportKind {
  check?(session: SessionContext, query: Record<string, unknown>, guard: ExportGuard): Promise<CheckedExport>;
  run: Exporter;
}

/** The features' download types; the composition root hands them to the service and the worker. */
export type ExportKinds = Partial<Record<number, ExportKind>>;

/** One download type that two features share, told apart by the stored query (type 10). */
export function kindByQuery(
  isFirst: (query: Record<string, unknown>) => boolean,
  first: ExportKind,
  second: ExportKind,
): ExportKind {
  const pick = (query: unknown) => (isFirst(query as Record<string, unknown>) ? first : second);
  return {
    check: async (session, query, guard) => {
      const check = pick(query).check;
      if (!check) throw new Error('an export kind without a check was added');
      return check(session, query, guard);
    },
    run: (run) => pick(run.query).run(run),
  };
}
