import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('.ci/run', () => {
  it('exports CI=1 before it installs and tests', () => {
    const lines = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8').split('\n');
    const ci = lines.indexOf('export CI=1');
    expect(ci).toBeGreaterThan(-1);
    expect(ci).toBeLessThan(lines.indexOf('npm ci --no-audit --no-fund'));
  });
});
