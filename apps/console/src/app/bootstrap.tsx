import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '../shared/config/runtime-config.ts';
import { hasStoredSession } from '../shared/session/session-key.ts';
import { rememberBidOf } from '../shared/session/stored-bid.ts';
import { askOpenTabs, openTabChannel } from '../shared/session/tab-session.ts';
import { loadRuntimeConfig } from './load-config.ts';

/**
 * Renders nothing until the runtime config has loaded: every call's URL depends on it. The app's
 * code is fetched at the same time, so the config costs no extra round trip; so is the answer of
 * the browser's open tabs to a tab without a session, before the router's guard decides on it.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  rememberBidOf(window.location.pathname);
  const root = createRoot(container);
  const appModule = import('./app-root.tsx');
  const channel = openTabChannel();
  const handed = channel && !hasStoredSession() ? askOpenTabs(channel) : Promise.resolve(null);
  try {
    setRuntimeConfig(await loadRuntimeConfig());
    const { AppRoot, shareSignInWithTabs } = await appModule;
    if (channel) shareSignInWithTabs(channel, await handed);
    root.render(<AppRoot />);
  } catch {
    appModule.catch(() => undefined);
    const { ConfigError } = await import('./config-error.tsx');
    root.render(<ConfigError />);
  }
}
