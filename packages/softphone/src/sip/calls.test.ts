import { CALL_ORIGINS } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePeerConnection } from '../../test/fake-rtc.ts';
import { settle, sipHarness } from '../../test/sip-harness.ts';
import type { PeerCall } from '../../test/sip-peer.ts';
import { ICE_CUTOFF_ANSWERED_MS, ICE_CUTOFF_AUTO_ANSWER_MS, ICE_FALLBACK_MS } from './call-session.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const userData = 'call-relation-id=rel-1&app-id=app-1&line=02150001000&robot-id=robot-1&prefix=9&unknown=x';

function headers(origin: string, agentUuid = 'agent-1'): Record<string, string> {
  return {
    'X-Call-Origin': origin,
    'X-User-Data': userData,
    'X-Agent-UUID': agentUuid,
    'X-Customer-UUID': `customer-of-${agentUuid}`,
    'X-Ani': '02150001000',
    'X-Dni': '13900001111',
  };
}

function payload(origin: string, agentUuid = 'agent-1') {
  return {
    'call-origin': origin,
    userData: {
      'call-relation-id': 'rel-1',
      'app-id': 'app-1',
      line: '02150001000',
      'robot-id': 'robot-1',
      prefix: '9',
    },
    'agent-uuid': agentUuid,
    'customer-uuid': `customer-of-${agentUuid}`,
    ani: '02150001000',
    dni: '13900001111',
  };
}

const lastPc = () => FakePeerConnection.instances.at(-1) as FakePeerConnection;
const statuses = (call: PeerCall) =>
  call.responses
    .filter((response) => response.status !== 100)
    .map((response) => `${response.status} ${response.reason}`);

/** An auto-answered call with its 200 OK out and ACKed. */
async function answeredCall(harness: ReturnType<typeof sipHarness>, origin: string = CALL_ORIGINS.webClick) {
  const call = harness.peer.invite(headers(origin));
  await settle();
  lastPc().completeGathering();
  await settle();
  expect(call.final()?.status).toBe(200);
  return call;
}

describe('incoming calls', () => {
  it.each([CALL_ORIGINS.webClick, CALL_ORIGINS.listening, CALL_ORIGINS.brainTransfer])(
    '%s is answered automatically with audio only and emits dialing',
    async (origin) => {
      const harness = sipHarness();
      await harness.connected();
      const startedAt = Date.now();

      const call = harness.peer.invite(headers(origin));
      await settle();

      expect(harness.seen).toEqual([{ msgType: 'dialing', ...payload(origin) }]);
      expect(harness.webRtc.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
      expect(lastPc().config.iceServers).toEqual([{ urls: 'stun:127.0.0.1:3478' }]);
      expect(harness.ringTone.play).not.toHaveBeenCalled();
      expect(harness.connector.currentCall()).toEqual({
        payload: payload(origin),
        state: 'dialing',
        direction: 'incoming',
        startedAt,
      });
      expect(statuses(call)).toEqual(['180 Ringing']);
      expect(harness.connector.answer()).toBe('already-answered');
    },
  );

  it('another origin rings with the ring tone until answered, then is established', async () => {
    const harness = sipHarness();
    await harness.connected();

    const call = harness.peer.invite(headers(CALL_ORIGINS.inbound));
    await settle();
    expect(harness.seen).toEqual([{ msgType: 'ringing', ...payload(CALL_ORIGINS.inbound) }]);
    expect(harness.ringTone.play).toHaveBeenCalledTimes(1);
    expect(harness.webRtc.getUserMedia).not.toHaveBeenCalled();
    expect(harness.connector.currentCall()?.state).toBe('ringing');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(statuses(call)).toEqual(['180 Ringing']);

    vi.setSystemTime(Date.parse('2026-01-05T09:01:00Z'));
    expect(harness.connector.answer()).toBe('answered');
    expect(harness.ringTone.stop).toHaveBeenCalled();
    await settle();
    lastPc().completeGathering();
    await settle();

    const ok = call.final();
    expect(ok?.status).toBe(200);
    expect(ok?.header('Session-Expires')).toBe('1800;refresher=uas');
    expect(harness.seen.map((event) => event.msgType)).toEqual(['ringing', 'established']);
    expect(harness.connector.currentCall()).toMatchObject({
      state: 'established',
      establishedAt: Date.parse('2026-01-05T09:01:00Z'),
    });
    expect(harness.connector.answer()).toBe('already-answered');
  });

  it('answer without a call is no-call', async () => {
    const harness = sipHarness();
    await harness.connected();
    expect(harness.connector.answer()).toBe('no-call');
    expect(harness.connector.hangup()).toBe(false);
    expect(harness.connector.currentCall()).toBeUndefined();
    expect(await harness.connector.stats()).toBeUndefined();
  });

  it('until the final REGISTER of the start succeeded, calls are refused with 486 Agent Busy', async () => {
    const harness = sipHarness();
    const connecting = harness.connect();
    await settle();
    // Registered once and un-REGISTERed: the second REGISTER is 500 ms away.
    expect(harness.peer.requests('REGISTER').at(-1)?.header('Contact')).toMatch(/^\*/);
    const early = harness.peer.invite(headers(CALL_ORIGINS.inbound));
    await settle();
    expect(statuses(early)).toEqual(['486 Agent Busy']);
    expect(harness.log.warn).toHaveBeenCalledWith('sip', '分机尚未注册完成，拒绝来电', { agentUuid: 'agent-1' });

    await vi.advanceTimersByTimeAsync(600);
    await connecting;
    const call = harness.peer.invite(headers(CALL_ORIGINS.inbound));
    await settle();
    expect(statuses(call)).toEqual(['180 Ringing']);
    expect(harness.seen.map((event) => event.msgType)).toEqual(['ringing']);
  });

  it('an INVITE without the agent leg id is refused with 486 Session NotFound', async () => {
    const harness = sipHarness();
    await harness.connected();
    const { 'X-Agent-UUID': _dropped, ...withoutId } = headers(CALL_ORIGINS.webClick);

    const call = harness.peer.invite(withoutId);
    await settle();

    expect(call.final()?.status).toBe(486);
    expect(call.final()?.reason).toBe('Session NotFound');
    expect(harness.seen).toEqual([]);
    expect(harness.connector.currentCall()).toBeUndefined();
    expect(harness.log.warn).toHaveBeenCalledWith('sip', '来电缺少会话ID，已拒绝', expect.anything());
  });

  it('while busy a new call is refused with 486 Agent Busy and the current one goes on', async () => {
    const harness = sipHarness();
    await harness.connected();
    const first = await answeredCall(harness);

    const second = harness.peer.invite(headers(CALL_ORIGINS.inbound, 'agent-2'));
    await settle();

    expect(second.final()?.status).toBe(486);
    expect(second.final()?.reason).toBe('Agent Busy');
    expect(first.requests.filter((request) => request.method === 'BYE')).toEqual([]);
    expect(harness.connector.currentCall()?.payload['agent-uuid']).toBe('agent-1');
    expect(harness.seen.map((event) => event.msgType)).toEqual(['dialing']);
  });

  it('a ringing call makes the agent busy too', async () => {
    const harness = sipHarness();
    await harness.connected();
    harness.peer.invite(headers(CALL_ORIGINS.inbound));
    await settle();

    const second = harness.peer.invite(headers(CALL_ORIGINS.webClick, 'agent-2'));
    await settle();

    expect(`${second.final()?.status} ${second.final()?.reason}`).toBe('486 Agent Busy');
  });

  it('a listening call is released first and the new call taken', async () => {
    const harness = sipHarness();
    await harness.connected();
    const listening = await answeredCall(harness, CALL_ORIGINS.listening);

    const next = harness.peer.invite(headers(CALL_ORIGINS.inbound, 'agent-2'));
    await settle();

    const bye = listening.requests.find((request) => request.method === 'BYE');
    expect(bye?.header('Reason')).toBe('SIP ;cause=486; text="Web Busy"');
    expect(statuses(next)).toEqual(['180 Ringing']);
    expect(harness.seen.map((event) => [event.msgType, event['agent-uuid']])).toEqual([
      ['dialing', 'agent-1'],
      ['released', 'agent-1'],
      ['ringing', 'agent-2'],
    ]);
    expect(harness.connector.currentCall()?.payload['agent-uuid']).toBe('agent-2');
  });
});

describe('ICE cut-off', () => {
  it('an auto-answered call sends its answer 1.5 s after the first candidate', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = harness.peer.invite(headers(CALL_ORIGINS.webClick));
    await settle();

    await vi.advanceTimersByTimeAsync(500);
    lastPc().candidate(50000);
    await vi.advanceTimersByTimeAsync(700);
    lastPc().candidate(50002);
    await vi.advanceTimersByTimeAsync(ICE_CUTOFF_AUTO_ANSWER_MS - 701);
    expect(call.final()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(call.final()?.status).toBe(200);
    expect(call.final()?.body).toContain('127.0.0.1 50000 typ host');
    expect(call.final()?.body).toContain('127.0.0.1 50002 typ host');
  });

  it('a call the agent answers sends its answer 2 s after the first candidate', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = harness.peer.invite(headers(CALL_ORIGINS.inbound));
    await settle();
    harness.connector.answer();
    await settle();

    lastPc().candidate();
    await vi.advanceTimersByTimeAsync(ICE_CUTOFF_ANSWERED_MS - 1);
    expect(call.final()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(call.final()?.status).toBe(200);
  });

  it('gathering that completes before the cut-off answers at once', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = harness.peer.invite(headers(CALL_ORIGINS.webClick));
    await settle();

    lastPc().candidate();
    await vi.advanceTimersByTimeAsync(100);
    lastPc().completeGathering();
    await settle();
    expect(call.final()?.status).toBe(200);
    // The cut-off that comes later sends nothing more.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call.responses.filter((response) => response.status === 200)).toHaveLength(1);
  });

  it('without any candidate the answer still goes out after the fallback interval', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = harness.peer.invite(headers(CALL_ORIGINS.webClick));
    await settle();

    await vi.advanceTimersByTimeAsync(ICE_FALLBACK_MS - 1);
    expect(call.final()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(call.final()?.status).toBe(200);
    expect(harness.log.warn).toHaveBeenCalledWith('call', '未收到ICE候选地址，结束收集继续应答');
  });

  it('the fallback counts from the start of gathering, not from a slow microphone prompt, and warns once', async () => {
    const harness = sipHarness();
    await harness.connected();
    const microphone = harness.webRtc.microphone.stream;
    harness.webRtc.getUserMedia.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(microphone), 5_000)),
    );
    const call = harness.peer.invite(headers(CALL_ORIGINS.webClick));
    await settle();

    await vi.advanceTimersByTimeAsync(5_000 + ICE_FALLBACK_MS - 1);
    expect(harness.log.warn).not.toHaveBeenCalledWith('call', '未收到ICE候选地址，结束收集继续应答');
    expect(call.final()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(call.final()?.status).toBe(200);

    await vi.advanceTimersByTimeAsync(ICE_FALLBACK_MS * 3);
    const warnings = harness.log.warn.mock.calls.filter(
      ([, message]) => message === '未收到ICE候选地址，结束收集继续应答',
    );
    expect(warnings).toHaveLength(1);
  });
});

describe('INFO inside a call', () => {
  it('maps CHANNEL_PROGRESS_MEDIA, CHANNEL_ANSWER and TRANSCRIPT to events', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = await answeredCall(harness);

    call.info(JSON.stringify({ event: 'CHANNEL_PROGRESS_MEDIA' }));
    await settle();
    expect(harness.connector.currentCall()?.state).toBe('dialing');
    vi.setSystemTime(Date.parse('2026-01-05T09:00:30Z'));
    call.info(JSON.stringify({ event: 'CHANNEL_ANSWER' }));
    await settle();
    const line = { role: 'customer', text: '你好，请问是哪位', time: 1767603630000 };
    call.info(JSON.stringify({ event: 'TRANSCRIPT', data: line }));
    await settle();

    expect(harness.seen).toEqual([
      { msgType: 'dialing', ...payload(CALL_ORIGINS.webClick) },
      { msgType: 'ringing', ...payload(CALL_ORIGINS.webClick) },
      { msgType: 'established', ...payload(CALL_ORIGINS.webClick) },
      { msgType: 'transcript', ...payload(CALL_ORIGINS.webClick), data: line },
    ]);
    expect(harness.connector.currentCall()).toMatchObject({
      state: 'established',
      establishedAt: Date.parse('2026-01-05T09:00:30Z'),
    });
    // Every INFO was accepted.
    const infoAnswers = harness.peer.responses().filter((response) => response.header('CSeq')?.endsWith('INFO'));
    expect(infoAnswers.map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it('a body that is not JSON or names no known event is logged and ignored', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = await answeredCall(harness);

    call.info('{not json');
    call.info(JSON.stringify({ event: 'CHANNEL_HANGUP' }));
    await settle();

    expect(harness.seen.map((event) => event.msgType)).toEqual(['dialing']);
    expect(harness.log.warn).toHaveBeenCalledWith('call', '无法识别的INFO消息，已忽略', { body: '{not json' });
    expect(harness.connector.currentCall()?.state).toBe('dialing');
  });
});

describe('release', () => {
  it('hanging up a ringing call answers the INVITE with 486 Web Busy', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = harness.peer.invite(headers(CALL_ORIGINS.inbound));
    await settle();

    expect(harness.connector.hangup()).toBe(true);
    await settle();

    expect(statuses(call)).toEqual(['180 Ringing', '486 Web Busy']);
    expect(harness.seen.map((event) => event.msgType)).toEqual(['ringing', 'released']);
    expect(harness.ringTone.stop).toHaveBeenCalled();
    expect(harness.connector.currentCall()).toBeUndefined();
  });

  it('hanging up an established call sends BYE with Reason 200 Web Release', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = await answeredCall(harness);
    call.info(JSON.stringify({ event: 'CHANNEL_ANSWER' }));
    await settle();

    harness.connector.hangup();
    await settle();

    const bye = call.requests.find((request) => request.method === 'BYE');
    expect(bye?.header('Reason')).toBe('SIP ;cause=200; text="Web Release"');
    expect(harness.seen.at(-1)).toEqual({ msgType: 'released', ...payload(CALL_ORIGINS.webClick) });
  });

  it('hanging up an answered call whose customer has not answered sends BYE with Reason 486 Web Busy', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = await answeredCall(harness);

    harness.connector.hangup();
    await settle();

    expect(call.requests.find((request) => request.method === 'BYE')?.header('Reason')).toBe(
      'SIP ;cause=486; text="Web Busy"',
    );
  });

  it('a BYE from the platform releases the call and cleans up', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = await answeredCall(harness);
    const stream = { id: 'remote' };
    lastPc().remoteTrack(stream);
    expect(harness.remoteAudio.attach).toHaveBeenCalledWith(stream, harness.log);

    call.bye();
    await settle();

    expect(harness.seen.map((event) => event.msgType)).toEqual(['dialing', 'released']);
    expect(harness.remoteAudio.detach).toHaveBeenCalled();
    expect(harness.ringTone.stop).toHaveBeenCalled();
    expect(lastPc().closed).toBe(true);
    expect(harness.connector.currentCall()).toBeUndefined();
    // The fallback timer died with the call.
    await vi.advanceTimersByTimeAsync(ICE_FALLBACK_MS * 3);
    expect(harness.log.warn).not.toHaveBeenCalledWith('call', '未收到ICE候选地址，结束收集继续应答');
  });

  it('close ends the call and un-REGISTERs', async () => {
    const harness = sipHarness();
    await harness.connected();
    const call = await answeredCall(harness);

    harness.connector.close();
    await settle();

    expect(call.requests.map((request) => request.method)).toContain('BYE');
    expect(harness.peer.requests('REGISTER').at(-1)?.header('Expires')).toBe('0');
    expect(harness.seen.map((event) => event.msgType)).toEqual(['dialing', 'released']);
  });
});

describe('media stats', () => {
  it('sums the RTP bytes of the call', async () => {
    const harness = sipHarness();
    await harness.connected();
    await answeredCall(harness);
    lastPc().bytes = { received: 16_000, sent: 12_000 };

    expect(await harness.connector.stats()).toEqual({ bytesReceived: 16_000, bytesSent: 12_000 });
  });
});
