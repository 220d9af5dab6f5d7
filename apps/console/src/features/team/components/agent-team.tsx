import type { AcdGroupRow } from '@console/contracts';
import { lazy, Suspense, useState } from 'react';
import { ALL_MEMBERS, filterKey, type GroupFilter } from '../group-filter.ts';
import { AgentTable } from './agent-table.tsx';
import { GroupList } from './group-list.tsx';

// The dialogs load when first opened: the lists draw with less code.
const GroupDialog = lazy(() => import('./group-dialog.tsx').then((m) => ({ default: m.GroupDialog })));
const AgentDialog = lazy(() => import('./agent-dialog.tsx').then((m) => ({ default: m.AgentDialog })));

/** What a dialog is open for: nothing (null), adding (undefined) or editing one. */
type Editing<T> = T | undefined | null;

/** 成员管理 with the agent function (modules-spec 6.2): groups on the left, their members on the right. */
export function AgentTeam() {
  const [filter, setFilter] = useState<GroupFilter>(ALL_MEMBERS);
  const [group, setGroup] = useState<Editing<AcdGroupRow>>(null);
  const [member, setMember] = useState<Editing<number>>(null);

  return (
    <div className="agent-team">
      <GroupList filter={filter} onFilter={setFilter} onEdit={setGroup} />
      {/* A new filter is a new list: it starts at page 1. */}
      <AgentTable
        key={filterKey(filter)}
        filter={filter}
        onClearFilter={() => setFilter(ALL_MEMBERS)}
        onEdit={setMember}
      />
      <Suspense fallback={null}>
        {group !== null && <GroupDialog group={group} onClose={() => setGroup(null)} />}
        {member !== null && <AgentDialog userId={member} onClose={() => setMember(null)} />}
      </Suspense>
    </div>
  );
}
