/** In-call coaching phase, read from the last messages: discovery, qualifying, closing or rapport. */

export type CoachingPhase = 'discovery' | 'qualifying' | 'closing' | 'rapport';

export interface PhaseMessage {
  text: string;
}

export const PHASE_WINDOW = 3;
export const RAPPORT_AFTER_MESSAGES = 8;

const QUALIFYING = /\b(?:budget|price|cost)/i;
const CLOSING = /\b(?:sounds good|perfect|interested)\b/i;

/**
 * The phase after the latest message: qualifying when the last 3 messages mention budget, price or cost;
 * closing when they say 'sounds good', 'perfect' or 'interested'; rapport past 8 messages when neither
 * applies; otherwise the current phase stays (discovery at the start).
 */
export function detectCoachingPhase(
  messages: readonly PhaseMessage[],
  current: CoachingPhase = 'discovery',
): CoachingPhase {
  const recent = messages
    .slice(-PHASE_WINDOW)
    .map((m) => m.text)
    .join(' ');
  if (QUALIFYING.test(recent)) return 'qualifying';
  if (CLOSING.test(recent)) return 'closing';
  if (messages.length > RAPPORT_AFTER_MESSAGES) return 'rapport';
  return current;
}
