// Call recordings (apps/server/src/modules/recordings): synthesises BENCH_RECORDINGS (default 50)
// typical answered-call dialogs (8-14 lines: the robot's script lines, the customer's short
// answers, some silences) into WAV files through the RecordingStore, with the server's cap of two
// syntheses at once, on eSpeak-NG in this process (WebAssembly). Prints the wall time, per
// recording and per spoken line, the audio made per second of work, and the process's RSS before
// and at its peak (the synthesiser's compiled code stays loaded; each line runs in an instance of
// its own). Measures; never fails a build.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const RECORDINGS = Number(process.env.BENCH_RECORDINGS ?? 50);
const CONCURRENCY = Number(process.env.BENCH_RECORDING_CONCURRENCY ?? 2);
const { RecordingStore } = await tsImport('../../apps/server/src/modules/recordings/index.ts', import.meta.url);
const { readPcm } = await tsImport('../../apps/server/src/lib/wave.ts', import.meta.url);

const ROBOT = [
  '您好，这里是智慧课堂的课程顾问，请问您是孩子的家长吗？',
  '我们这周六上午有一节免费的试听课，想邀请孩子来体验一下。',
  '试听课是一个小时，由有十年教龄的老师来上，结束后还会给孩子做一个学习评估。',
  '地址在人民路一百二十号三楼，地铁二号线出来步行五分钟就到。',
  '好的，那我先帮您登记一下，稍后会有短信发到您的手机上。',
  '不好意思，我没听清楚，您能再说一遍吗？',
  '没关系，那不打扰您了，祝您生活愉快，再见。',
  '学费是按课时收的，现在报名还有八折的优惠。',
];
const CUSTOMER = ['是的', '你们在哪里', '多少钱', '周六我有空', '好的，可以', '不需要了', '你说吧', '孩子上三年级'];

/** Call i's dialog the way the dialer records one: robot and customer turns a few seconds apart. */
function dialog(i) {
  const items = [];
  let at = 0;
  const turns = 4 + (i % 4);
  for (let turn = 0; turn < turns; turn++) {
    const k = i * 7 + turn * 3;
    items.push({ role: 'robot', nodeName: `节点${turn}`, text: ROBOT[k % ROBOT.length], nodeStartTime: at });
    at += 3_000 + (k % 5) * 800;
    // About one customer turn in seven is a silence.
    const text = k % 7 === 3 ? '' : CUSTOMER[k % CUSTOMER.length];
    items.push({ role: 'user', text, hits: [], userSpeakingTime: at });
    at += 1_500;
  }
  return { dialog: items, durationMs: at + 3_000 };
}

const calls = Array.from({ length: RECORDINGS }, (_, i) => ({ id: i + 1, businessId: 1, ...dialog(i) }));
const lines = calls.reduce((sum, call) => sum + call.dialog.filter((item) => item.text).length, 0);
const dir = mkdtempSync(join(tmpdir(), 'recording-bench-'));
try {
  const store = new RecordingStore({ dataDir: dir, concurrency: CONCURRENCY });
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const files = await Promise.all(calls.map((call) => store.file(call)));
  const seconds = (performance.now() - started) / 1000;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  let audioSeconds = 0;
  let bytes = 0;
  for (const file of files) {
    const pcm = readPcm(readFileSync(file.path));
    audioSeconds += pcm.samples.length / pcm.sampleRate;
    bytes += file.size;
  }
  const mb = (n) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `${RECORDINGS} recordings, ${lines} spoken lines, ${CONCURRENCY} at once (${(audioSeconds / 60).toFixed(1)} min of audio, ${mb(bytes)} MB of WAV)`,
  );
  console.log('| seconds | per recording | per line | audio s per s of work | RSS before MB | peak RSS MB |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${seconds.toFixed(1)} | ${((seconds * 1000) / RECORDINGS).toFixed(0)} ms | ${((seconds * 1000) / lines).toFixed(0)} ms | ${(audioSeconds / seconds).toFixed(1)} | ${mb(rssBefore)} | ${mb(peakRss)} |`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
