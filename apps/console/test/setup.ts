import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when test globals are enabled; they are not here.
afterEach(() => cleanup());

// The pages talk to a real HTTP server and render antd; on a busy 2-core machine an answer can
// take longer than Testing Library's default wait of 1 s.
configure({ asyncUtilTimeout: 8_000 });

// The stubs below are for jsdom. Files in the node environment (e.g. the realtime client against
// a real server) have no window at all, so every stub checks for one first.

// antd's responsive helpers call matchMedia, which jsdom does not implement.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's popups and menus observe their size; jsdom has no ResizeObserver and lays nothing out.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}
