import { createBrowserSoftphone } from '../browser.ts';
import { loadPlatformConfig } from './platform-config.ts';
import { createXiaoman, type Xiaoman } from './xiaoman.ts';

/**
 * The entry of the compatibility script (dist/browser/xiaoman.js): defines the global `xiaoman`
 * of the original product. The platform is where the script came from, so a page only swaps the
 * script's address; the script reads the platform's config.json on the first call.
 */
declare global {
  var xiaoman: Xiaoman;
}

const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const baseUrl = script?.src ? new URL(script.src).origin : globalThis.location.origin;

globalThis.xiaoman = createXiaoman(async () => createBrowserSoftphone(await loadPlatformConfig(baseUrl)));
