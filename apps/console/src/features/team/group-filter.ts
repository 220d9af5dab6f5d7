/** What the left column filters the member table by: every member, those in no group, or one group. */
export type GroupFilter = { kind: 'all' } | { kind: 'ungrouped' } | { kind: 'group'; id: number; name: string };

export const ALL_MEMBERS: GroupFilter = { kind: 'all' };

/** The table's query for a filter: isDefault 1 is 未分组 (modules-spec 6.2). */
export function membersQueryOf(filter: GroupFilter): { isDefault: 0 | 1; acdId?: number } {
  if (filter.kind === 'ungrouped') return { isDefault: 1 };
  if (filter.kind === 'group') return { isDefault: 0, acdId: filter.id };
  return { isDefault: 0 };
}

/** A filter as a key: the table starts again at page 1 whenever it changes. */
export function filterKey(filter: GroupFilter): string {
  return filter.kind === 'group' ? `group-${filter.id}` : filter.kind;
}
