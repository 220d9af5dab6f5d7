import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import QRCode from 'antd/es/qr-code';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useCreateWeixinBindTicket } from '../api/create-weixin-bind-ticket.ts';
import { useRecheckWeixinBinding } from '../api/get-user-info.ts';
import { useUnbindWeixin } from '../api/unbind-weixin.ts';

/** The word the user types to confirm the unbinding. */
const UNBIND_CONFIRM_WORD = 'yes';

interface UnbindDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 解除绑定, confirmed by typing yes: the OK button is enabled only then. */
function UnbindDialog({ open, onClose }: UnbindDialogProps) {
  const { message } = AntdApp.useApp();
  const [typed, setTyped] = useState('');
  const unbind = useUnbindWeixin();

  async function confirm() {
    try {
      await unbind.mutateAsync();
      message.success('已解除绑定');
      setTyped('');
      onClose();
    } catch (error) {
      message.error(toApiError(error).message || '解除绑定失败');
    }
  }

  return (
    <Modal
      title="解除微信绑定"
      open={open}
      onCancel={() => {
        setTyped('');
        onClose();
      }}
      onOk={confirm}
      okText="确认解除"
      cancelText="取消"
      okButtonProps={{ danger: true, disabled: typed !== UNBIND_CONFIRM_WORD }}
      confirmLoading={unbind.isPending}
      destroyOnHidden
    >
      <p>解除绑定后将无法通过微信接收通知。请输入 {UNBIND_CONFIRM_WORD} 确认解除绑定。</p>
      <Input
        aria-label="确认解除绑定"
        placeholder={`请输入 ${UNBIND_CONFIRM_WORD}`}
        value={typed}
        onChange={(event) => setTyped(event.target.value.trim())}
      />
    </Modal>
  );
}

interface BindDialogProps {
  scanUrl: string | null;
  onClose: () => void;
}

/** The WeChat binding simulator: a QR code of the scan URL and a link that opens it. */
function BindDialog({ scanUrl, onClose }: BindDialogProps) {
  const { message } = AntdApp.useApp();
  const recheck = useRecheckWeixinBinding();
  const absolute = scanUrl ? new URL(scanUrl, window.location.origin).href : '';

  async function checkBound() {
    try {
      const info = await recheck.mutateAsync();
      if (info.bindStatus === 1) onClose();
      else message.info('尚未完成绑定');
    } catch (error) {
      message.error(toApiError(error).message);
    }
  }

  return (
    <Modal
      title="绑定微信（微信绑定模拟器）"
      open={scanUrl !== null}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="done" type="primary" loading={recheck.isPending} onClick={checkBound}>
          我已完成绑定
        </Button>,
      ]}
    >
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        <QRCode value={absolute} aria-label="微信绑定二维码" />
        <span>微信绑定模拟器：用手机扫描二维码，或打开下面的链接模拟扫码完成绑定。</span>
        <a href={absolute} target="_blank" rel="noreferrer">
          打开模拟扫码链接
        </a>
      </Space>
    </Modal>
  );
}

/** 微信绑定: the status from the session store, so a pushed change shows at once. */
export function WeixinCard() {
  const bindStatus = useSessionStore((state) => state.user?.bindStatus ?? 0);
  const { message } = AntdApp.useApp();
  const [unbindOpen, setUnbindOpen] = useState(false);
  const [scanUrl, setScanUrl] = useState<string | null>(null);
  const ticket = useCreateWeixinBindTicket();

  // A ticket is used up once the member is bound (by its scan or elsewhere): a later unbinding
  // must not bring its QR code back.
  useEffect(() => {
    if (bindStatus === 1) setScanUrl(null);
  }, [bindStatus]);

  async function startBinding() {
    try {
      setScanUrl((await ticket.mutateAsync()).scanUrl);
    } catch (error) {
      message.error(toApiError(error).message);
    }
  }

  return (
    <Card title="微信绑定">
      <Space>
        <span>绑定状态：</span>
        {bindStatus === 1 ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>}
        {bindStatus === 1 ? (
          <Button danger onClick={() => setUnbindOpen(true)}>
            解除绑定
          </Button>
        ) : (
          <Button type="primary" loading={ticket.isPending} onClick={startBinding}>
            绑定微信
          </Button>
        )}
      </Space>
      <UnbindDialog open={unbindOpen} onClose={() => setUnbindOpen(false)} />
      {scanUrl !== null && bindStatus === 0 && <BindDialog scanUrl={scanUrl} onClose={() => setScanUrl(null)} />}
    </Card>
  );
}
