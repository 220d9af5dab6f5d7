import WarningFilled from '@ant-design/icons/WarningFilled';
import { countsAsVerified, isMaster } from '@console/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useBusinessStatus } from '../../../shared/enterprise-auth/api/get-business-status.ts';
import { useFeeLack } from '../../../shared/fee/api/get-fee-lack.ts';
import { ASK_FOR_RECHARGE_TEXT, RECHARGE_PATH, useMayRecharge } from '../../../shared/fee/may-recharge.ts';
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
/** What each banner says on the one line the collapsed banners keep. */
const NOT_VERIFIED_SHORT = '企业尚未认证';
const FEE_LACK_SHORT = '通信费不足';

/** Collapsed for the rest of the tab's session: the banners say the same on every page. */
const COLLAPSED_KEY = 'console.banners.collapsed';

function useCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => sessionStorage.getItem(COLLAPSED_KEY) === '1');
  const change = (next: boolean) => {
    if (next) sessionStorage.setItem(COLLAPSED_KEY, '1');
    else sessionStorage.removeItem(COLLAPSED_KEY);
    setCollapsed(next);
  };
  return [collapsed, change];
}

/**
 * The top banners: enterprise not verified, communication fees used up; both as the server says.
 * They collapse to one short line, which gives a tall page such as the script editor its room on
 * a small screen.
 */
export function Banners() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const verifier = useSessionStore((state) => state.user !== null && isMaster(state.user));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [collapsed, setCollapsed] = useCollapsed();
  const status = useBusinessStatus(businessId);
  const fee = useFeeLack(businessId);
  const mayRecharge = useMayRecharge();
  const notVerified = status.data !== undefined && !countsAsVerified(status.data);
  const feeLack = fee.data === true;

  const collapse = (
    <Button type="text" size="small" onClick={() => setCollapsed(true)}>
      收起
    </Button>
  );
  return (
    <div className="shell-banners">
      {collapsed && (notVerified || feeLack) && (
        <div className={`shell-banners-collapsed${feeLack ? ' is-error' : ''}`} role="alert">
          <WarningFilled className="shell-banners-icon" />
          {[notVerified && NOT_VERIFIED_SHORT, feeLack && FEE_LACK_SHORT].filter(Boolean).join('；')}
          <Button type="link" size="small" onClick={() => setCollapsed(false)}>
            展开提醒
          </Button>
        </div>
      )}
      {!collapsed && notVerified && (
        <Alert
          banner
          type="warning"
          role="alert"
          action={collapse}
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
      {!collapsed && feeLack && (
        <Alert
          banner
          type="error"
          role="alert"
          // One 收起 for both banners, on the first one shown.
          action={notVerified ? undefined : collapse}
          title={
            <span>
              {FEE_LACK_TEXT}
              {mayRecharge ? (
                <Link to={RECHARGE_PATH}>去充值</Link>
              ) : (
                <span className="shell-banner-hint">{ASK_FOR_RECHARGE_TEXT}</span>
              )}
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
