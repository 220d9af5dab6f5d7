import type { RuntimeConfig } from '@console/contracts';

/**
 * The runtime configuration loaded at start-up. The app renders only after it is set, so code
 * running inside the app may read it synchronously.
 */
let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config is not loaded yet');
  return current;
}

export function isDebug(): boolean {
  return current?.debug === true;
}
