// AI reception under load (issue 14): BENCH_CALLS (default 200) simulated inbound calls placed at
// once on a number the demo enterprise's AI接待 binds to its course script, each answered by the
// dialogue engine and talking in real time (as calls do while the monitor watches them), while a
// supervisor's messaging connection watches them on the live monitor (its AI接待 row, -1). One
// server in this process (buildApp on the embedded database, or on PostgreSQL when
// BENCH_DATABASE_URL is set) with the inbound call simulator on its event bus. Printed:
// - answer latency: from the call reaching the server (the simulator's INVITE) to the robot's
//   first line on the live board, less the call's simulated ring (1 to 4 s, written with its
//   record): the server's own work (the number's rule, the compiled script, the engine's first turn);
// - the monitor's update lag: from a line being said on the server to the watching connection
//   receiving its monitorNotify over the XMPP WebSocket (what the monitor page is pushed);
// - the peak of calls in progress, the event loop's delay and the load average (2 cores).
// Measures; never fails a build.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { loadServer, ms, percentile } from './lib/dialer-task.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const BUSINESS = 10000;
const RECEPTION = '4008001001';
const MASTER = { phone: '13800000000', password: 'demo1234' };

const unescapeXml = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const stats = (samples) =>
  `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} / ${ms(percentile(samples, 100))}`;

async function bench(databaseUrl) {
  const { openDatabase } = await loadServer('db/database.ts');
  const { buildApp } = await loadServer('app.ts');
  const { createEventBus } = await loadServer('lib/events.ts');
  const { LiveBoard } = await loadServer('modules/monitor/index.ts');
  const { CarrierSimulator, ScriptCache } = await loadServer('modules/dialer/index.ts');
  const { InboundSimulator } = await loadServer('modules/reception/index.ts');
  const { PermissionService } = await loadServer('modules/permissions/index.ts');
  const { RawClient } = await loadServer('test/realtime-client.ts');
  const { DEFAULT_SERVICE_PREFIXES, fillRule, RULE_TEMPLATE, receptionApi } = await tsImport(
    '@console/contracts',
    import.meta.url,
  );
  const { callSessions, speechSkills } = await loadServer('db/schema/index.ts');
  const { eq, inArray } = await tsImport(
    'drizzle-orm',
    new URL('../../apps/server/src/db/database.ts', import.meta.url).href,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reception-'));
  const database = await openDatabase({ databaseUrl: databaseUrl ?? '', dataDir });
  const events = createEventBus();
  const app = await buildApp({
    database,
    events,
    env: { PASSWORD_ENCRYPT: 'false' },
    config: { dataDir, consoleDist: join(dataDir, 'no-console'), logLevel: 'error' },
    downloads: { start: false },
    imports: { start: false },
    dialer: { start: false },
    demoTraffic: false,
  });
  let client;
  let renewal;
  const board = new LiveBoard(events);
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const { db } = database;
    // AI接待 on (the menu flag the platform operator sets), then the master signs in.
    await new PermissionService(db).saveConfig(
      BUSINESS,
      { key: 'menu', value: JSON.stringify({ ai: true }) },
      new Date(),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/uc/api/v1/account/login',
      payload: { ...MASTER, kickOff: 1 },
    });
    const { token, member } = login.json().result.rows[0];

    // The number answered by the course script, saved as the AI接待 page saves it.
    const [script] = await db.select().from(speechSkills).where(eq(speechSkills.name, '教育课程邀约'));
    const rule = fillRule(RULE_TEMPLATE, {
      cpnCode: RECEPTION,
      robotId: String(script.id),
      robotName: script.name,
      businessId: String(BUSINESS),
      businessName: '',
    });
    const saved = await app.inject({
      method: 'POST',
      url: `${DEFAULT_SERVICE_PREFIXES[receptionApi.saveRule.service]}${receptionApi.saveRule.path}?token=${token.access_token}`,
      payload: rule,
    });
    if (saved.json().code !== 0) throw new Error(`saveRule refused: ${saved.body}`);

    // The supervisor: its messaging connection bound, watching the reception calls.
    const { config } = await loadServer('config.ts').then((m) => ({ config: m.loadConfig({ DATA_DIR: dataDir }) }));
    client = await RawClient.open(`${origin.replace('http', 'ws')}/xmpp-websocket`);
    await client.login(config.im.domain, String(member.id), token.access_token, 'bench-monitor');
    const lags = [];
    let pushed = 0;
    client.socket.on('message', (data) => {
      const received = Date.now();
      const body = /<body>([^<]*)<\/body>/.exec(data.toString())?.[1];
      if (!body) return;
      const notice = JSON.parse(unescapeXml(body));
      if (notice.type !== 'monitorNotify') return;
      pushed++;
      if (notice.event.kind === 'line') lags.push(received - notice.event.line.at);
    });
    // Renewed as the page renews it: a watch lasts a minute.
    const watch = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: `/kylin/api/v1/monitor/${BUSINESS}/watch?token=${token.access_token}`,
        payload: { taskId: -1 },
      });
      if (answer.json().code !== 0) throw new Error(`watch refused: ${answer.body}`);
    };
    await watch();
    renewal = setInterval(() => void watch(), 20_000);

    // The inbound call simulator of the server, its calls on the server's event bus.
    const carrier = new CarrierSimulator({
      seed: 1,
      compression: 1,
      watchedCompression: 1,
      scripts: new ScriptCache(db),
      live: board,
    });
    const simulator = new InboundSimulator({ db, clock: () => new Date(), timeZone: 'Asia/Shanghai', carrier });
    const placedAt = new Map();
    const firstLine = new Map();
    const callerOf = new Map();
    let live = 0;
    let peak = 0;
    events.on('liveCall', ({ event }) => {
      if (event.kind === 'started') {
        callerOf.set(event.call.callId, event.call.customerNumber);
        peak = Math.max(peak, ++live);
      } else if (event.kind === 'ended') live--;
      else if (event.kind === 'line' && event.index === 0) firstLine.set(callerOf.get(event.callId), performance.now());
    });

    // One call first: the compiled script is cached from then on, as on a server that has taken calls.
    const coldCaller = '13700000000';
    placedAt.set(coldCaller, performance.now());
    const cold = await simulator.place({ businessId: BUSINESS, cpnCode: RECEPTION, caller: coldCaller });
    const coldWall = firstLine.get(coldCaller) - placedAt.get(coldCaller);
    const [coldRecord] = await db
      .select({ ringMs: callSessions.ringMs })
      .from(callSessions)
      .where(eq(callSessions.id, cold.callId));
    lags.length = 0;
    pushed = 0;
    peak = 0;

    const load = [loadavg()[0]];
    const cpu = process.cpuUsage();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const callers = Array.from({ length: CALLS }, (_, i) => `139${String(i).padStart(8, '0')}`);
    const summaries = await Promise.all(
      callers.map((caller) => {
        placedAt.set(caller, performance.now());
        return simulator.place({ businessId: BUSINESS, cpnCode: RECEPTION, caller });
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    lag.disable();
    load.push(loadavg()[0]);

    const rings = new Map(
      (
        await db
          .select({ caller: callSessions.caller, ringMs: callSessions.ringMs })
          .from(callSessions)
          .where(
            inArray(
              callSessions.id,
              summaries.map((summary) => summary.callId),
            ),
          )
      ).map((row) => [row.caller, Number(row.ringMs)]),
    );
    const answer = [];
    const total = [];
    for (const caller of callers) {
      const first = firstLine.get(caller);
      if (first === undefined) continue;
      const wall = first - placedAt.get(caller);
      total.push(wall);
      answer.push(Math.max(0, wall - (rings.get(caller) ?? 0)));
    }
    const answered = summaries.filter((summary) => summary.answered).length;
    console.log(
      `\n${databaseUrl ? 'PostgreSQL' : 'Embedded database (PGlite)'}: ${CALLS} inbound calls at once, real-time ` +
        `talk, ${elapsed.toFixed(0)} s until the last ended; load average ${load[0].toFixed(1)} at the start, ` +
        `${load[1].toFixed(1)} at the end (2 cores); this process used ` +
        `${((used.user + used.system) / 1e6 / elapsed).toFixed(2)} cores`,
    );
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(
      `| first call, script not yet compiled: answer latency less ring ms | ${ms(coldWall - coldRecord.ringMs)} |`,
    );
    console.log(`| answered / placed | ${answered} / ${CALLS} |`);
    console.log(`| peak calls in progress | ${peak} |`);
    console.log(`| answer latency less ring: p50 / p95 / max ms | ${stats(answer)} |`);
    console.log(`| INVITE to first robot line, ring included: p50 / p95 / max ms | ${stats(total)} |`);
    console.log(`| monitor pushes received | ${pushed} (${lags.length} lines) |`);
    console.log(`| monitor update lag (line said to push received): p50 / p95 / max ms | ${stats(lags)} |`);
    console.log(
      `| event loop delay: p50 / p99 / max ms | ${ms(lag.percentile(50) / 1e6)} / ${ms(lag.percentile(99) / 1e6)} / ` +
        `${ms(lag.max / 1e6)} |`,
    );
  } finally {
    clearInterval(renewal);
    client?.close();
    board.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_DATABASE_URL) {
  await withScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_reception', bench);
} else {
  await bench(undefined);
}
