import { getRuntimeConfig } from '../config/runtime-config.ts';
import './call-record.css';

/** The full link of a call's voice_url: recordings live below config voiceUrl. */
export function callRecordingUrl(voiceUrl: string): string {
  return `${getRuntimeConfig().voiceUrl.replace(/\/+$/, '')}${voiceUrl}`;
}

/** A call's recording; `voiceUrl` is the row's voice_url (a signed link, '' when none). */
export function CallRecording({ voiceUrl }: { voiceUrl: string }) {
  if (!voiceUrl) return <p className="call-dialog-empty">本通话没有录音</p>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the transcript beside the player is its text
    <audio
      className="call-recording"
      controls
      preload="metadata"
      src={callRecordingUrl(voiceUrl)}
      aria-label="通话录音"
    />
  );
}
