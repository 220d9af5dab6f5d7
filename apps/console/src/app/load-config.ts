import type { RuntimeConfig } from '@console/contracts';
import { withDefaults } from '../shared/config/runtime-config.ts';

/**
 * Reads /config/config.json, which operators edit on the server without rebuilding the console.
 * The t parameter defeats caches so an edit takes effect on the next page load. Missing keys get
 * the defaults of the default install, so an older config file keeps working.
 */
export async function loadRuntimeConfig(origin = ''): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(`${origin}/config/config.json?t=${Date.now()}`, { cache: 'no-store' });
  } catch (error) {
    console.error('config load error', error);
    throw error;
  }
  if (!response.ok) {
    const error = new Error(`config load error: HTTP ${response.status}`);
    console.error('config load error', error);
    throw error;
  }
  const text = await response.text();
  let parsed: unknown = null;
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      console.error('config parse error', error);
      throw error;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Object.keys(parsed).length === 0) {
    console.error('config is null');
    throw new Error('config is null');
  }
  return withDefaults(parsed as Partial<RuntimeConfig>);
}
