import { FallbackText, type LoginResult } from '@console/contracts';
import AntdApp from 'antd/es/app';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toApiError } from '../../../shared/http/api-error.ts';
import { getAccountSession } from '../../../shared/session/api/get-account-session.ts';
import { logout } from '../../../shared/session/api/logout.ts';
import { clearSession, useSessionStore } from '../../../shared/session/session-store.ts';
import { DEFAULT_BID, loginPath, storeBid } from '../../../shared/session/stored-bid.ts';
import { verifyChannelCode } from '../api/verify-channel-code.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { RegisterSuccess } from '../components/register-success.tsx';

/** Ends a token's server session without bothering the user if that fails. */
async function endSession(token: string): Promise<void> {
  await logout(token, { handleSessionExpiry: false, timeoutMs: 5_000 }).catch(() => undefined);
}

export function RegisterPage() {
  const { bid = DEFAULT_BID, code } = useParams();
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const signIn = useSessionStore((state) => state.signIn);
  const [registeredToken, setRegisteredToken] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => storeBid(bid), [bid]);

  // A channel code in the link must be valid; an invalid one sends the visitor to the default login.
  useEffect(() => {
    if (!code) return;
    let current = true;
    verifyChannelCode(code).catch((error: unknown) => {
      if (!current) return;
      const apiError = toApiError(error);
      message.error(apiError.messageExt || apiError.message);
      navigate(loginPath(DEFAULT_BID), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [code, message, navigate]);

  /** The new account is signed in at once, so the success view can offer what needs a session. */
  async function completeRegistration(result: LoginResult) {
    const token = result.token.access_token;
    try {
      signIn(await getAccountSession(token, result.business.id));
      setRegisteredToken(token);
    } catch {
      message.error(FallbackText.autoLoginAfterRegister);
      void endSession(token);
      navigate(loginPath(bid), { replace: true });
    }
  }

  // Leaving for the login ends the new account's session first, so no live session is left behind
  // and logging in right away is not taken for a login elsewhere.
  const leaveToLogin = useCallback(async () => {
    if (leaving.current || !registeredToken) return;
    leaving.current = true;
    await endSession(registeredToken);
    clearSession();
    navigate(loginPath(bid), { replace: true });
  }, [registeredToken, bid, navigate]);

  return (
    <AuthLayout bid={bid} title="账号注册">
      {registeredToken ? (
        <RegisterSuccess onLeave={leaveToLogin} />
      ) : (
        <RegisterForm bid={bid} channelCode={code} onRegistered={completeRegistration} />
      )}
    </AuthLayout>
  );
}
