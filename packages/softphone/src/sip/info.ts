import { INFO_EVENTS, type InfoBody, type TranscriptLine } from '@console/contracts';
import type { CallEventName } from '../events.ts';

/** What an INFO from the platform means for the agent. */
interface InfoMeaning {
  event: Extract<CallEventName, 'ringing' | 'established' | 'transcript'>;
  data?: TranscriptLine;
}

const MEANINGS: Record<string, InfoMeaning['event']> = {
  [INFO_EVENTS.progressMedia]: 'ringing',
  [INFO_EVENTS.answer]: 'established',
  [INFO_EVENTS.transcript]: 'transcript',
};

/** Answers undefined for a body that is not JSON or names no known event; the caller logs it. */
export function readInfo(body: string | undefined): InfoMeaning | undefined {
  let parsed: Partial<InfoBody>;
  try {
    parsed = JSON.parse(body ?? '') as Partial<InfoBody>;
  } catch {
    return undefined;
  }
  const event = typeof parsed?.event === 'string' ? MEANINGS[parsed.event] : undefined;
  if (!event) return undefined;
  return event === 'transcript' ? { event, data: parsed.data } : { event };
}
