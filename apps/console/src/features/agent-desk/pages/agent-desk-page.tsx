import type { RuntimeConfig } from '@console/contracts';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useOwnAgent } from '../api/get-own-agent.ts';
import { AgentStatusCard } from '../components/agent-status-card.tsx';
import { CallCard } from '../components/call-card.tsx';
import { CallHistoryCard } from '../components/call-history-card.tsx';
import { DialPadCard } from '../components/dial-pad-card.tsx';
import { TranscriptCard } from '../components/transcript-card.tsx';
import { isCallActive } from '../desk-state.ts';
import { type DeskSession, useAgentDesk } from '../hooks/use-agent-desk.ts';
import { useMediaStats } from '../hooks/use-media-stats.ts';
import { type LoadSoftphone, loadBrowserSoftphone } from '../softphone-port.ts';
import '../agent-desk.css';

export const PHONE_UNAVAILABLE_TEXT = '当前部署未开通电话功能，坐席工作台不可用';
export const SIMULATOR_TEXT = '当前为电话模拟环境：通话由服务器模拟，不会拨打真实号码';

interface AgentDeskProps {
  loadSoftphone: LoadSoftphone;
  config: RuntimeConfig;
  session: DeskSession;
  userId: number;
}

function AgentDesk({ loadSoftphone, config, session, userId }: AgentDeskProps) {
  const desk = useAgentDesk(loadSoftphone, config, session);
  const { data: agent } = useOwnAgent(userId);
  const { state, busy } = desk;
  const inCall = isCallActive(state.call);
  const media = useMediaStats(desk.phone, state.call?.status === 'established');
  const lines = state.login.status === 'ok' ? state.login.user.outshowtel : [];
  return (
    <div className="agent-desk-page">
      {config.sip.simulator && (
        <Alert
          className="agent-desk-wide"
          type="warning"
          showIcon
          title={SIMULATOR_TEXT}
          data-testid="simulator-notice"
        />
      )}
      <div className="agent-desk-column">
        <AgentStatusCard
          agent={{ code: agent?.agentCode ?? '', groups: agent?.acdName ?? '' }}
          login={state.login}
          phone={state.phone}
          closing={busy === 'close'}
          inCall={inCall}
          onOpen={() => void desk.openPhone()}
          onClose={() => void desk.closePhone()}
        />
        <DialPadCard
          lines={lines}
          enabled={state.phone === 'open' && !inCall}
          calling={busy === 'callOut'}
          onCall={(phoneNum, lineNum) => desk.callOut({ phoneNum, lineNum })}
        />
      </div>
      <div className="agent-desk-column">
        <CallCard
          call={state.call}
          media={media}
          busy={busy === 'answer' || busy === 'hangup' ? busy : null}
          onAnswer={() => void desk.answer()}
          onHangup={() => void desk.hangup()}
        />
        <TranscriptCard lines={state.transcript} />
      </div>
      {/* A third column on wide screens, below the others on narrow ones. */}
      <div className="agent-desk-column">
        <CallHistoryCard history={state.history} />
      </div>
      <Modal
        open={state.conflict !== null}
        title="提示"
        okText="知道了"
        cancelButtonProps={{ style: { display: 'none' } }}
        closable={false}
        mask={{ closable: false }}
        onOk={desk.dismissConflict}
        onCancel={desk.dismissConflict}
      >
        <p data-testid="conflict-message">{state.conflict}</p>
      </Modal>
    </div>
  );
}

/**
 * /agentdesk (坐席工作台): the agent's softphone. The SDK is loaded when the page mounts and logs
 * in with the console session; `loadSoftphone` is the seam where tests pass a fake SDK.
 */
export function AgentDeskPage({ loadSoftphone = loadBrowserSoftphone }: { loadSoftphone?: LoadSoftphone }) {
  const config = getRuntimeConfig();
  const user = useSessionStore((state) => state.user);
  if (!config.sip.enabled) {
    return <Result status="info" title="坐席工作台" subTitle={PHONE_UNAVAILABLE_TEXT} />;
  }
  // The shell's guard lets no one here without a session.
  if (!user) return null;
  return (
    <AgentDesk
      loadSoftphone={loadSoftphone}
      config={config}
      session={{ businessId: user.business.id, token: user.token }}
      userId={user.id}
    />
  );
}
