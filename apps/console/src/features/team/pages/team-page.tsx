import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense } from 'react';
import { AgentTeam } from '../components/agent-team.tsx';
import { MemberList } from '../components/member-list.tsx';
import { hasAgentFunction } from '../team-viewer.ts';
import '../team.css';

// The log (with its date picker) loads when its tab is first opened.
const AuditLog = lazy(() => import('../components/audit-log.tsx').then((m) => ({ default: m.AuditLog })));

/** /team/team (modules-spec 6): the members, with groups and agents when the enterprise has the agent function, and the audit log. */
export function TeamPage() {
  const agentFunction = hasAgentFunction();
  return (
    <Card title="团队管理" className="team-page">
      <Tabs
        items={[
          { key: 'members', label: '成员管理', children: agentFunction ? <AgentTeam /> : <MemberList /> },
          {
            key: 'audit',
            label: '操作日志',
            children: (
              <Suspense fallback={<Spin />}>
                <AuditLog />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
