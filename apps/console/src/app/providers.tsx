import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AntdApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { ApiError } from '../shared/http/api-error.ts';
import { SessionExpiredDialog } from '../shared/http/session-expired-dialog.tsx';

dayjs.locale('zh-cn');

// antd spaces out two-character Chinese labels (登 录); the spec's texts are shown as written.
const BUTTON_CONFIG = { autoInsertSpace: false };

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A business error (wrong input, expired login) will not change on retry; a dropped connection may.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && typeof error.code === 'number'),
      refetchOnWindowFocus: false,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} button={BUTTON_CONFIG}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <SessionExpiredDialog />
      </AntdApp>
    </ConfigProvider>
  );
}
