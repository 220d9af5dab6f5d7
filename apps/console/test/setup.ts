import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { keepOnlyVisibilityRules } from './antd-styles.ts';

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

// jsdom keeps an element's cascade until the document changes, but answers every repeated
// getComputedStyle by copying and resolving each of its declarations again: an antd component
// carries hundreds of CSS variables, so a repeat costs up to 0.2 s, and a role query or a
// user-event click asks thousands of times. The answer is kept here until the next mutation of
// the document (styles included), after which jsdom computes it afresh as it would have.
const KEPT_ANSWERS = Symbol.for('console-test.computed-style-kept');
if (typeof window !== 'undefined' && !(KEPT_ANSWERS in window.getComputedStyle)) {
  const computed = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    answers = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return computed(element, pseudoElement);
    if (changes.takeRecords().length > 0) answers = new WeakMap();
    let style = answers.get(element);
    if (!style) {
      style = computed(element);
      answers.set(element, style);
    }
    return style;
  };
  Object.assign(window.getComputedStyle, { [KEPT_ANSWERS]: true });
}

if (typeof window !== 'undefined') keepOnlyVisibilityRules();
