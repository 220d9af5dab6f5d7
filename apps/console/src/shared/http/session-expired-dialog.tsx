import { CONFLICT_MESSAGE, FallbackText } from '@console/contracts';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { confirmSessionExpired, useSessionExpiredStore } from './session-expiry.ts';

/**
 * The 登录失效 dialog; it can only be confirmed, since nothing works without a new login. A
 * session ended by a login elsewhere says so (spec section 8's conflict message) instead of
 * 长时间未操作.
 */
export function SessionExpiredDialog() {
  const open = useSessionExpiredStore((state) => state.open);
  const reason = useSessionExpiredStore((state) => state.reason);
  return (
    <Modal
      open={open}
      title={FallbackText.sessionExpiredTitle}
      centered
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={400}
      footer={
        <Button type="primary" onClick={confirmSessionExpired} autoFocus>
          确定
        </Button>
      }
    >
      {reason === 'replaced' ? CONFLICT_MESSAGE : FallbackText.sessionExpiredContent}
    </Modal>
  );
}
