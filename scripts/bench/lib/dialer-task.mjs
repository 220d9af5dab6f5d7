// What the dialer benches share: the server's modules through tsx, the lines and the task they
// dial, and a carrier that counts the simulator's calls. Lives under lib/ so scripts/bench.mjs
// does not run it as a bench.
import { tsImport } from 'tsx/esm/api';

const base = new URL('../../../apps/server/src/', import.meta.url);
export const loadServer = (path) => tsImport(new URL(path, base).href, import.meta.url);

export const BUSINESS = 10000;
const SCRIPT = '教育课程邀约';
/** Around the clock, so the bench dials whenever it runs. */
const ALL_DAY = ['00:00:00-12:00:00', '12:00:00-24:00:00'];

/**
 * `lines` outbound lines of the demo enterprise carrying `perLine` calls each, and a task over
 * `numbers` distinct mobiles on them (no redial), begun a minute ago; answers the task's id.
 * `status` 0 (unpublished) keeps the dialer off it until the bench lets it go. The enterprise is
 * approved first, as only a verified one runs tasks.
 */
export async function prepareTask(database, { name, numbers, lines, perLine, status = 1 }) {
  const { saveLine } = await loadServer('modules/lines/index.ts');
  const { insertTask } = await loadServer('test/tasks.ts');
  const { verifyEnterprise } = await loadServer('test/fixtures.ts');
  await verifyEnterprise(database, BUSINESS);
  const codes = Array.from({ length: lines }, (_, i) => `0219900${String(i + 1).padStart(4, '0')}`);
  for (const code of codes) await saveLine(database.db, BUSINESS, code, { concurrency: perLine, lineName: code });
  const now = Date.now();
  return insertTask(database, {
    businessId: BUSINESS,
    userId: null,
    name,
    script: SCRIPT,
    telNums: codes,
    beginAt: new Date(now - 60_000),
    endAt: new Date(now + 86_400_000),
    timeRanges: ALL_DAY,
    status,
    numbers: Array.from({ length: numbers }, (_, i) => `136${String(i).padStart(8, '0')}`),
  });
}

/** The carrier simulator (CARRIER_SEED, CARRIER_COMPRESSION) behind a counter of its calls. */
export async function countingCarrier(db, env) {
  const { simulatedCarrier, ScriptCache } = await loadServer('modules/dialer/index.ts');
  const simulator = simulatedCarrier(env, { scripts: new ScriptCache(db) });
  const stats = { placed: [], inFlight: 0, peak: 0, ended: 0, wallMs: 0 };
  const carrier = {
    async call(attempt) {
      stats.placed.push(attempt.numberId);
      stats.peak = Math.max(stats.peak, ++stats.inFlight);
      const started = performance.now();
      try {
        return await simulator.call(attempt);
      } finally {
        stats.inFlight--;
        stats.ended++;
        stats.wallMs += performance.now() - started;
      }
    },
  };
  return { carrier, stats };
}

export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds, rounded for a table. */
export const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
