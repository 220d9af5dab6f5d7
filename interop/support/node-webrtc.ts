import { MediaStream, MediaStreamTrack, type RTCPeerConnection as WeriftPeerConnection } from 'werift';
import {
  countIncoming,
  pcmuPeer,
  playTone,
  type RtpCounters,
} from '../../apps/server/src/modules/telephony/customer-media.ts';

/**
 * The browser globals JsSIP (and so the softphone SDK) needs, for running it in Node against real
 * SIP servers: werift as RTCPeerConnection with three adjustments, and a microphone that plays a
 * tone. JsSIP looks RTCPeerConnection up on `window`; it builds RTCSessionDescription from
 * {type, sdp}, which werift's class takes as (sdp, type); and werift leaves loopback out of its
 * host candidates unless asked.
 *
 * JsSIP also calls createOffer(null), which werift cannot destructure.
 *
 * Every peer made here is remembered with its RTP counters, so a test can prove audio flowed.
 */
export interface NodePeer {
  pc: WeriftPeerConnection;
  counters: RtpCounters;
}

export const peers: NodePeer[] = [];

class NodeSessionDescription {
  type: string;
  sdp: string;
  constructor(init: { type: string; sdp: string }) {
    this.type = init.type;
    this.sdp = init.sdp;
  }
  toJSON() {
    return { type: this.type, sdp: this.sdp };
  }
}

function NodePeerConnection(config?: { iceServers?: { urls: string | string[] }[] }) {
  const pc = pcmuPeer({ iceServers: config?.iceServers ?? [] });
  // JsSIP passes null options, which werift destructures.
  const createOffer = pc.createOffer.bind(pc);
  pc.createOffer = (options?: Parameters<typeof createOffer>[0] | null) => createOffer(options ?? undefined);
  const counters: RtpCounters = { bytesReceived: 0, bytesSent: 0, packetsReceived: 0 };
  countIncoming(pc, counters);
  // The tone goes out on every audio transceiver once DTLS is up, like a microphone would.
  let stops: (() => void)[] = [];
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'connected' && stops.length === 0) {
      stops = pc
        .getTransceivers()
        .filter((t) => t.kind === 'audio')
        .map((t) => playTone(t, (bytes) => (counters.bytesSent += bytes)));
    }
    if (state === 'closed' || state === 'failed') for (const stop of stops) stop();
  });
  peers.push({ pc, counters });
  return pc;
}

/** A fake microphone: one audio track; the tone itself is sent by the peer (see above). */
async function getUserMedia(): Promise<MediaStream> {
  return new MediaStream([new MediaStreamTrack({ kind: 'audio' })]);
}

export function installNodeWebRtc(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.RTCPeerConnection = NodePeerConnection;
  scope.RTCSessionDescription = NodeSessionDescription;
  scope.window ??= globalThis;
  if (!(scope.navigator as { mediaDevices?: unknown } | undefined)?.mediaDevices) {
    Object.defineProperty(globalThis, 'navigator', {
      value: { ...(scope.navigator as object), userAgent: 'node', mediaDevices: { getUserMedia } },
      configurable: true,
    });
  }
}
