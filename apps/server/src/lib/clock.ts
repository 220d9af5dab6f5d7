/**
 * The server's only source of "now". Every expiry (sessions, captchas, SMS codes, failure
 * windows, password timestamps) is computed from it, so tests move time instead of waiting.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
