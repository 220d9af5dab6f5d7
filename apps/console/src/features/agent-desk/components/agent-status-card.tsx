import { AGENT_STATE_LABELS, type AgentState } from '@console/contracts';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import type { LoginState, PhoneStatus } from '../desk-state.ts';

const AGENT_STATE_COLORS: Record<AgentState, string> = { offline: 'default', idle: 'success', busy: 'warning' };

const PHONE_STATUS_LABELS: Record<PhoneStatus, string> = {
  closed: '未打开',
  connecting: '连接中',
  open: '已打开',
};

const PHONE_STATUS_COLORS: Record<PhoneStatus, string> = {
  closed: 'default',
  connecting: 'processing',
  open: 'success',
};

function LoginTag({ login }: { login: LoginState }) {
  if (login.status === 'pending') return <Tag color="processing">登录中</Tag>;
  if (login.status === 'ok') return <Tag color="success">已登录</Tag>;
  return (
    <Space size={4} wrap>
      <Tag color="error">登录失败</Tag>
      <span className="agent-desk-error">{login.desc}</span>
    </Space>
  );
}

interface AgentStatusCardProps {
  /** 工号 and the groups' names, '' while unknown. */
  agent: { code: string; groups: string };
  login: LoginState;
  phone: PhoneStatus;
  closing: boolean;
  inCall: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** Who is logged in to the softphone, the phone's state and its open / close buttons. */
export function AgentStatusCard({ agent, login, phone, closing, inCall, onOpen, onClose }: AgentStatusCardProps) {
  const user = login.status === 'ok' ? login.user : undefined;
  // What a transfer to the agent's group sees: only an open, free phone can be rung.
  const agentState: AgentState = phone !== 'open' ? 'offline' : inCall ? 'busy' : 'idle';
  const actions = (
    <Space>
      <Button type="primary" disabled={!user || phone !== 'closed'} loading={phone === 'connecting'} onClick={onOpen}>
        打开电话
      </Button>
      <Button disabled={!user || phone !== 'open' || inCall} loading={closing} onClick={onClose}>
        关闭电话
      </Button>
    </Space>
  );
  return (
    <Card title="坐席信息" extra={actions}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="登录状态">
          <span data-testid="login-state">
            <LoginTag login={login} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="账号">
          <span data-testid="agent-account">{user?.account || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="工号">
          <span data-testid="agent-code">{agent.code || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="分机号">
          <span data-testid="agent-dn">{user?.dn || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="所属分组">
          <span data-testid="agent-groups">{agent.groups || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="坐席状态">
          <Tag color={AGENT_STATE_COLORS[agentState]} data-testid="agent-state">
            {AGENT_STATE_LABELS[agentState]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="外显号码">
          <span data-testid="agent-lines">{user?.outshowtel.length ? user.outshowtel.join('、') : '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="电话状态">
          <Tag color={PHONE_STATUS_COLORS[phone]} data-testid="phone-state">
            {PHONE_STATUS_LABELS[phone]}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
