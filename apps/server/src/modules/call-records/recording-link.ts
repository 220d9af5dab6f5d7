import type { DialogItem } from '@console/contracts';
import type { LinkSigner } from '../../lib/signed-links.ts';

/** What a recording link's signature names: the call it plays. */
export const RECORDING_LINK_PURPOSE = 'recording';

/** A page stays open a while; its players must still play then. */
export const RECORDING_LINK_TTL_MS = 6 * 3_600_000;

/**
 * voice_url of an answered call, below config voiceUrl (/voice): a signed link an `<audio src>`
 * opens without the session token (recordings/routes.ts serves it, with range requests). Hand one
 * out only after checking the caller may see the call.
 */
export function recordingPath(links: LinkSigner, callId: number): string {
  const { expires, sig } = links.sign(RECORDING_LINK_PURPOSE, String(callId), RECORDING_LINK_TTL_MS);
  return `/calls/${callId}.wav?expires=${expires}&sig=${sig}`;
}

/** Whether a dialog has anything to hear: a call whose every item is silence has no recording. */
export function hasSpeech(dialog: readonly DialogItem[]): boolean {
  return dialog.some((item) => item.text.trim() !== '');
}
