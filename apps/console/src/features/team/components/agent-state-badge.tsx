import { AGENT_STATE_LABELS, type AgentState } from '@console/contracts';
import Badge, { type BadgeProps } from 'antd/es/badge';

const BADGE_STATUS: Record<AgentState, BadgeProps['status']> = {
  offline: 'default',
  idle: 'success',
  busy: 'processing',
};

/** 状态: whether routing can give the agent a call now. */
export function AgentStateBadge({ state }: { state: AgentState | undefined }) {
  if (!state) return <span>--</span>;
  return <Badge status={BADGE_STATUS[state]} text={AGENT_STATE_LABELS[state]} />;
}
