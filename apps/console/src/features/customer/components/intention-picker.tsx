import Tag from 'antd/es/tag';

/**
 * 客户意向分类's labels as tags: AI分类 shows the robot's (read-only), 人工分类 takes a click; a
 * click on the chosen label takes it away.
 */
export function IntentionPicker({
  label,
  labels,
  value,
  onPick,
}: {
  label: string;
  labels: readonly string[];
  value: string;
  /** Absent: read-only. */
  onPick?: (value: string) => void;
}) {
  return (
    <fieldset className="customer-intention" aria-label={label}>
      <span className="customer-intention-label">{label}：</span>
      <span className="customer-intention-tags">
        {labels.length === 0 && <span className="customer-muted">--</span>}
        {labels.map((name) =>
          onPick ? (
            <Tag.CheckableTag key={name} checked={name === value} onChange={(checked) => onPick(checked ? name : '')}>
              {name}
            </Tag.CheckableTag>
          ) : (
            <Tag key={name} color={name === value ? 'blue' : undefined} className="customer-intention-readonly">
              {name}
            </Tag>
          ),
        )}
      </span>
    </fieldset>
  );
}
