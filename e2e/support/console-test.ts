import { test as base, expect } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    reportPolicyViolation?: (text: string) => void;
  }
}

/**
 * Playwright's test, failing also when a page of the test's browser context breaks the server's
 * Content-Security-Policy: the console must load everything it needs within it.
 */
export const test = base.extend<{ policyViolations: string[]; toleratedViolations: RegExp[] }>({
  /** Violations a page is known to cause and recover from; none for the console. */
  toleratedViolations: [[], { option: true }],
  policyViolations: [
    async ({ context, toleratedViolations }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.reportPolicyViolation?.(`${event.effectiveDirective} ${event.blockedURI}`);
        });
      });
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      const unexpected = violations.filter((text) => !toleratedViolations.some((pattern) => pattern.test(text)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
