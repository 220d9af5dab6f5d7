import { countsAsVerified, isMaster } from '@console/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useBusinessStatus } from '../../../shared/enterprise-auth/api/get-business-status.ts';
import { useFeeLack } from '../../../shared/fee/api/get-fee-lack.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

const EnterpriseAuthDialog = lazy(() =>
  import('../../../shared/enterprise-auth/enterprise-auth-dialog.tsx').then((m) => ({
    default: m.EnterpriseAuthDialog,
  })),
);

const NOT_VERIFIED_TEXT = '您的企业尚未完成认证，暂时无法发起外呼。';
/** Only the main account verifies the enterprise; a member is told whom to ask. */
export const ASK_MASTER_TEXT = '请联系主账号完成企业认证';
const FEE_LACK_TEXT = '您的企业通信费不足，外呼将无法进行。';

/** The top banners: enterprise not verified, communication fees used up; both as the server says. */
export function Banners() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const verifier = useSessionStore((state) => state.user !== null && isMaster(state.user));
  const [dialogOpen, setDialogOpen] = useState(false);
  const status = useBusinessStatus(businessId);
  const fee = useFeeLack(businessId);

  return (
    <div className="shell-banners">
      {status.data !== undefined && !countsAsVerified(status.data) && (
        <Alert
          banner
          type="warning"
          role="alert"
          title={
            <span>
              {NOT_VERIFIED_TEXT}
              <Link to="/setting/info">查看认证信息</Link>
              {verifier ? (
                <Button type="link" size="small" onClick={() => setDialogOpen(true)}>
                  立即认证
                </Button>
              ) : (
                <span className="shell-banner-hint">{ASK_MASTER_TEXT}</span>
              )}
            </span>
          }
        />
      )}
      {fee.data === true && (
        <Alert
          banner
          type="error"
          role="alert"
          title={
            <span>
              {FEE_LACK_TEXT}
              <Link to="/setting/recharge">去充值</Link>
            </span>
          }
        />
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <EnterpriseAuthDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
