/**
 * Flood control for one voice socket, so one client cannot slow everyone else down: frames are
 * limited by a token bucket (audio arrives ~50 frames a second; a burst of 100 is allowed), and at
 * most two typed turns may wait for the buyer's answer.
 */
export const FRAME_BURST = 100;
export const FRAMES_PER_SECOND = 75;
export const MAX_PENDING_TURNS = 2;
export const FLOOD_MESSAGE = 'Too many messages at once: some were dropped. Please slow down.';
export const TOO_MANY_TURNS =
  'The buyer is still answering. Wait for the reply before you send the next message.';

/** `take` answers true (go on), 'warn' (drop it and tell the client, at most once a second) or false (drop it). */
export function createFrameBudget(burst = FRAME_BURST, perSecond = FRAMES_PER_SECOND) {
  let tokens = burst;
  let last = 0;
  let warnedAt = -Infinity;
  return {
    take(now: number): true | 'warn' | false {
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      if (now - warnedAt < 1000) return false;
      warnedAt = now;
      return 'warn';
    },
  };
}
