import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '../shared/config/runtime-config.ts';
import { rememberBidOf } from '../shared/session/stored-bid.ts';
import { loadRuntimeConfig } from './load-config.ts';

/**
 * Renders nothing until the runtime config has loaded: every call's URL depends on it. The app's
 * code is fetched at the same time, so the config costs no extra round trip.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  rememberBidOf(window.location.pathname);
  const root = createRoot(container);
  const appModule = import('./app-root.tsx');
  try {
    setRuntimeConfig(await loadRuntimeConfig());
    const { AppRoot } = await appModule;
    root.render(<AppRoot />);
  } catch {
    appModule.catch(() => undefined);
    const { ConfigError } = await import('./config-error.tsx');
    root.render(<ConfigError />);
  }
}
