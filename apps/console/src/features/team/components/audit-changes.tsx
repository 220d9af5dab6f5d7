import { AUDIT_FIELD_LABELS, type AuditRow } from '@console/contracts';

const KNOWN_FIELDS = Object.keys(AUDIT_FIELD_LABELS);

/** The fields either side names, in the labels' order; a field the page has no label for comes last, by its key. */
function fieldsOf(before: AuditRow['before'], after: AuditRow['after']): string[] {
  const named = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...KNOWN_FIELDS.filter((field) => named.has(field)), ...[...named].filter((f) => !(f in AUDIT_FIELD_LABELS))];
}

const shown = (value: string | undefined) => (value === undefined || value === '' ? '--' : value);

/** What a value was and became; a creation has no before and a deletion no after. */
function change(field: string, before: AuditRow['before'], after: AuditRow['after']): string {
  if (before === null) return shown(after?.[field]);
  if (after === null) return shown(before[field]);
  return `${shown(before[field])} → ${shown(after[field])}`;
}

/** 变更: a line per field, 标签：旧值 → 新值. */
export function AuditChanges({ row }: { row: AuditRow }) {
  const fields = fieldsOf(row.before, row.after);
  if (fields.length === 0) return <span>--</span>;
  return (
    <ul className="audit-changes">
      {fields.map((field) => (
        <li key={field}>
          <span className="audit-field">{AUDIT_FIELD_LABELS[field] ?? field}：</span>
          {change(field, row.before, row.after)}
        </li>
      ))}
    </ul>
  );
}
