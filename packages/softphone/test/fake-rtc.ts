import { vi } from 'vitest';

const ANSWER_SDP = [
  'v=0',
  'o=- 2 1 IN IP4 127.0.0.1',
  's=-',
  'c=IN IP4 127.0.0.1',
  't=0 0',
  'm=audio 50000 RTP/AVP 0',
  'a=rtpmap:0 PCMU/8000',
  'a=sendrecv',
  '',
].join('\r\n');

/**
 * A scripted stand-in for the browser's RTCPeerConnection: the media engine is the edge of the
 * world here. Gathering starts with setLocalDescription and then waits for the test to add
 * candidates or complete it, so ICE timing is under the test's control.
 */
export class FakePeerConnection extends EventTarget {
  static instances: FakePeerConnection[] = [];
  iceGatheringState: RTCIceGatheringState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  readonly tracks: unknown[] = [];
  closed = false;
  bytes = { received: 0, sent: 0 };

  constructor(readonly config: RTCConfiguration) {
    super();
    FakePeerConnection.instances.push(this);
  }

  addTrack(track: unknown): unknown {
    this.tracks.push(track);
    return { track };
  }

  getSenders(): unknown[] {
    return [];
  }

  async setRemoteDescription(description: { type: string; sdp: string }): Promise<void> {
    this.remoteDescription = description;
    this.signalingState = 'have-remote-offer';
  }

  async createAnswer(): Promise<{ type: string; sdp: string }> {
    return { type: 'answer', sdp: ANSWER_SDP };
  }

  async createOffer(): Promise<{ type: string; sdp: string }> {
    return { type: 'offer', sdp: ANSWER_SDP };
  }

  async setLocalDescription(description: { type: string; sdp: string }): Promise<void> {
    this.localDescription = { ...description };
    this.signalingState = 'stable';
    this.iceGatheringState = 'gathering';
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }

  /** A host candidate turns up. */
  candidate(port = 50000): void {
    const line = `candidate:1 1 udp 2122260223 127.0.0.1 ${port} typ host`;
    if (this.localDescription) this.localDescription.sdp += `a=${line}\r\n`;
    this.dispatchEvent(Object.assign(new Event('icecandidate'), { candidate: { candidate: line } }));
  }

  completeGathering(): void {
    this.iceGatheringState = 'complete';
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }

  /** The far end's audio arrives. */
  remoteTrack(stream: unknown): void {
    this.dispatchEvent(Object.assign(new Event('track'), { streams: [stream], track: {} }));
  }

  async getStats(): Promise<Map<string, unknown>> {
    return new Map<string, unknown>([
      ['in', { type: 'inbound-rtp', kind: 'audio', bytesReceived: this.bytes.received }],
      ['out', { type: 'outbound-rtp', kind: 'audio', bytesSent: this.bytes.sent }],
      ['pair', { type: 'candidate-pair', bytesReceived: 999, bytesSent: 999 }],
    ]);
  }

  close(): void {
    this.closed = true;
  }
}

/** JsSIP's session description takes {type, sdp}. */
class FakeSessionDescription {
  type: string;
  sdp: string;
  constructor(init: { type: string; sdp: string }) {
    this.type = init.type;
    this.sdp = init.sdp;
  }
}

/** A microphone stream as getUserMedia answers it. */
export function fakeMicrophone() {
  const track = { kind: 'audio', stop: vi.fn() };
  return {
    track,
    stream: {
      getTracks: () => [track],
      getAudioTracks: () => [track],
      getVideoTracks: () => [],
    },
  };
}

/** JsSIP looks up window.RTCPeerConnection, the RTCPeerConnection and RTCSessionDescription globals and getUserMedia. */
export function installFakeWebRtc() {
  FakePeerConnection.instances = [];
  const microphone = fakeMicrophone();
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => microphone.stream);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('RTCSessionDescription', FakeSessionDescription);
  vi.stubGlobal('window', { RTCPeerConnection: FakePeerConnection });
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  return { getUserMedia, microphone };
}
