/**
 * A task's display lines (外显号码) travel as one text, the numbers joined by ";" (telNum of the
 * task's config and of TaskRow), while the dialog and the server hold them as a list.
 */

export function displayLinesText(lines: readonly string[]): string {
  return lines.join(';');
}

/** The lines of a telNum text; empty parts (a trailing ";") are none. */
export function displayLinesOf(text: string): string[] {
  return text.split(';').filter(Boolean);
}
