import AntdApp from 'antd/es/app';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useSessionExpiredStore } from './session-expiry.ts';

const settled = Promise.resolve(true);
/** What message.error answers for a toast that is not shown: a closed message. */
const notShown: MessageType = Object.assign(() => undefined, {
  // biome-ignore lint/suspicious/noThenProperty: antd's MessageType is a thenable that settles when the toast closes.
  then: settled.then.bind(settled),
});

const dialogOpen = () => useSessionExpiredStore.getState().open;

function withoutErrorsBehindDialog(message: MessageInstance): MessageInstance {
  return {
    ...message,
    error: (...args) => (dialogOpen() ? notShown : message.error(...args)),
    open: (args) => (dialogOpen() && args.type === 'error' ? notShown : message.open(args)),
  };
}

/**
 * The one rule for failures behind the 登录失效 dialog: while it is open no error toast shows, and
 * the ones showing when it opens are removed. A call that fails with a session-expiry code
 * (709001-709006) opens the dialog before its caller learns of the failure, so whatever page or
 * dialog reports the failure with `message.error` (报表数据加载失败 and the like) says nothing of
 * its own: every part of the console takes its message API from antd's App, which this
 * component provides to everything below it.
 */
export function SessionExpiryMessages({ children }: { children: ReactNode }) {
  const app = AntdApp.useApp();
  const open = useSessionExpiredStore((state) => state.open);
  const guarded = useMemo<useAppProps>(() => ({ ...app, message: withoutErrorsBehindDialog(app.message) }), [app]);

  useEffect(() => {
    if (open) app.message.destroy();
  }, [open, app.message]);

  return <AppContext.Provider value={guarded}>{children}</AppContext.Provider>;
}
