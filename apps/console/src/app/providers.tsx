import AntdApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { SessionExpiredDialog } from '../shared/http/session-expired-dialog.tsx';
import { SessionExpiryMessages } from '../shared/http/session-expiry-messages.tsx';

dayjs.locale('zh-cn');

// antd spaces out two-character Chinese labels (登 录); the spec's texts are shown as written.
const BUTTON_CONFIG = { autoInsertSpace: false };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={BUTTON_CONFIG}>
      <AntdApp>
        <SessionExpiryMessages>{children}</SessionExpiryMessages>
        <SessionExpiredDialog />
      </AntdApp>
    </ConfigProvider>
  );
}
