import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import AntdApp from 'antd/es/app';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkPermission } from '../../../shared/access/access-store.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { headPhotoUrl } from '../../../shared/media/image-url.ts';
import { logout } from '../../../shared/session/api/logout.ts';
import { clearSession, useSessionStore } from '../../../shared/session/session-store.ts';
import { loginPath } from '../../../shared/session/stored-bid.ts';
import { useLinkedAgentCheck } from '../api/check-linked-agent.ts';

export const AGENT_FUNCTION_TIP =
  '开通坐席功能后，机器人通话可转接至人工坐席，由人工继续与客户沟通。如需开通该功能，请联系客服。';
export const AGENT_DENIED_TEXT = '权限不足，请联系管理员';

/** 坐席工作台: needs the agent function and an agent with an ACD group linked to this member. */
export function AgentDeskButton() {
  const navigate = useNavigate();
  const { message, modal } = AntdApp.useApp();
  const userId = useSessionStore((state) => state.user?.id);
  const linkedAgent = useLinkedAgentCheck();

  async function open() {
    if (!checkPermission('function.agent')) {
      modal.info({ title: '坐席工作台', content: AGENT_FUNCTION_TIP, okText: '知道了' });
      return;
    }
    if (userId === undefined) return;
    try {
      if (await linkedAgent.mutateAsync(userId)) navigate('/agentdesk');
      else message.warning(AGENT_DENIED_TEXT);
    } catch (error) {
      message.error(toApiError(error).message);
    }
  }

  return (
    <Button type="primary" ghost className="shell-agent-button" loading={linkedAgent.isPending} onClick={open}>
      坐席工作台
    </Button>
  );
}

/** Logout: ends the server session, clears the local one on success and returns to the brand's login. */
function useLogout() {
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  return async function signOut() {
    try {
      await logout();
      clearSession();
      navigate(loginPath(), { replace: true });
    } catch (error) {
      message.error(toApiError(error).message);
    }
  };
}

export function AvatarMenu() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const signOut = useLogout();
  // Controlled, so a choice closes the menu at once (退出 waits for the server before it leaves).
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <Dropdown
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          { key: 'info', label: '个人资料' },
          { key: 'logout', label: '退出' },
        ],
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'info') navigate('/setting/info');
          else void signOut();
        },
      }}
    >
      <button type="button" className="shell-avatar" aria-label="账号菜单">
        <Avatar size="small" src={headPhotoUrl(user)} icon={<UserOutlined />} />
        <span className="shell-avatar-text">
          <span className="shell-avatar-name">{user.surname || user.account}</span>
          <span className="shell-business" title={`企业ID ${user.business.id}`}>
            {user.business.name}
          </span>
        </span>
      </button>
    </Dropdown>
  );
}
