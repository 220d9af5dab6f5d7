import {
  type MediaStreamTrack,
  RTCPeerConnection,
  type RTCRtpTransceiver,
  RtpHeader,
  RtpPacket,
  usePCMU,
} from 'werift';

/**
 * The customer's side of the media: a werift peer that sends a tone as PCMU and counts what the
 * agent's browser sends back, so a call can prove that audio flowed both ways. Only PCMU is
 * offered because the tone is encoded here sample by sample; every browser accepts PCMU.
 */
export interface RtpCounters {
  bytesReceived: number;
  bytesSent: number;
  packetsReceived: number;
}

export interface MediaOptions {
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** Upper bound on waiting for ICE gathering; the offer is sent with what was gathered by then. */
  gatheringTimeoutMs?: number;
}

const SAMPLE_RATE = 8000;
const FRAME_SAMPLES = 160; // 20 ms
const FRAME_MS = 20;

/** G.711 mu-law encoding of one 16-bit sample. */
function muLaw(sample: number): number {
  const BIAS = 0x84;
  const sign = sample < 0 ? 0x80 : 0;
  let magnitude = Math.min(Math.abs(sample), 32635) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  magnitude = sign | (exponent << 4) | mantissa;
  return ~magnitude & 0xff;
}

/**
 * One second of a soft two-tone chord (440 Hz and 660 Hz): both complete whole periods in a
 * second, so the buffer loops without a click.
 */
function toneSecond(): Buffer {
  const samples = Buffer.alloc(SAMPLE_RATE);
  for (let i = 0; i < SAMPLE_RATE; i++) {
    const t = i / SAMPLE_RATE;
    const value = 4000 * Math.sin(2 * Math.PI * 440 * t) + 3000 * Math.sin(2 * Math.PI * 660 * t);
    samples[i] = muLaw(Math.round(value));
  }
  return samples;
}

const TONE = toneSecond();

export function pcmuPeer(options: MediaOptions): RTCPeerConnection {
  return new RTCPeerConnection({
    iceServers: options.iceServers,
    // werift leaves loopback out of its host candidates; a browser on the same machine needs it.
    iceAdditionalHostAddresses: ['127.0.0.1'],
    codecs: { audio: [usePCMU()], video: [] },
  });
}

/** Resolves once gathering is complete (no trickle ICE over SIP) or the time limit passed. */
export async function gatheringComplete(pc: RTCPeerConnection, timeoutMs = 3000): Promise<void> {
  if (pc.iceGatheringState === 'complete') return;
  await pc.iceGatheringStateChange.watch((state) => state === 'complete', timeoutMs).catch(() => undefined);
}

/** Sends the tone on a transceiver's sender every 20 ms until stopped; returns the stopper. */
export function playTone(transceiver: RTCRtpTransceiver, onSent: (bytes: number) => void): () => void {
  let sequenceNumber = Math.floor(Math.random() * 0xffff);
  let timestamp = Math.floor(Math.random() * 0xffffffff);
  let offset = 0;
  let first = true;
  const timer = setInterval(() => {
    const payload = TONE.subarray(offset, offset + FRAME_SAMPLES);
    offset = (offset + FRAME_SAMPLES) % TONE.length;
    const header = new RtpHeader({ sequenceNumber, timestamp, marker: first, payloadType: 0 });
    first = false;
    sequenceNumber = (sequenceNumber + 1) & 0xffff;
    timestamp = (timestamp + FRAME_SAMPLES) >>> 0;
    transceiver.sender
      .sendRtp(new RtpPacket(header, Buffer.from(payload)))
      .then(() => onSent(payload.length))
      .catch(() => undefined);
  }, FRAME_MS);
  return () => clearInterval(timer);
}

/** Counts the RTP payload of every track the remote side sends. */
export function countIncoming(pc: RTCPeerConnection, counters: RtpCounters): void {
  pc.onTrack.subscribe((track: MediaStreamTrack) => {
    track.onReceiveRtp.subscribe((rtp) => {
      counters.packetsReceived++;
      counters.bytesReceived += rtp.payload.length;
    });
  });
}

/**
 * The customer peer of one call: makes the offer, applies the agent's answer, plays the tone
 * once DTLS is up. Any media failure is swallowed into `failed` so a broken peer never takes the
 * server down; the call goes on without audio.
 */
export class CustomerMedia {
  readonly counters: RtpCounters = { bytesReceived: 0, bytesSent: 0, packetsReceived: 0 };
  private stopTone: (() => void) | undefined;
  private closed = false;

  private constructor(
    private readonly pc: RTCPeerConnection,
    private readonly transceiver: RTCRtpTransceiver,
  ) {
    countIncoming(pc, this.counters);
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && !this.stopTone && !this.closed) {
        this.stopTone = playTone(this.transceiver, (bytes) => {
          this.counters.bytesSent += bytes;
        });
      }
    });
  }

  static async offer(options: MediaOptions): Promise<{ media: CustomerMedia; sdp: string }> {
    const pc = pcmuPeer(options);
    try {
      const transceiver = pc.addTransceiver('audio', { direction: 'sendrecv' });
      await pc.setLocalDescription(await pc.createOffer());
      await gatheringComplete(pc, options.gatheringTimeoutMs);
      const sdp = pc.localDescription?.sdp;
      if (!sdp) throw new Error('no local description');
      return { media: new CustomerMedia(pc, transceiver), sdp };
    } catch (error) {
      await pc.close().catch(() => undefined);
      throw error;
    }
  }

  private remoteSetup: string | undefined;

  /**
   * The agreed SDP, to answer a re-offer that keeps the media as it is (session refresh). Our
   * offer said a=setup:actpass; an answer must name the DTLS role we really took (RFC 5763).
   */
  get renegotiationAnswer(): string {
    const sdp = this.pc.localDescription?.sdp ?? '';
    const role = this.remoteSetup === 'active' ? 'passive' : 'active';
    return this.remoteSetup ? sdp.replace(/a=setup:actpass/g, `a=setup:${role}`) : sdp;
  }

  async applyAnswer(sdp: string): Promise<void> {
    this.remoteSetup = /a=setup:(active|passive)/.exec(sdp)?.[1];
    await this.pc.setRemoteDescription({ type: 'answer', sdp });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopTone?.();
    await this.pc.close().catch(() => undefined);
  }
}
