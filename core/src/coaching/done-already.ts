/**
 * What the salesperson has just done, so the coach never suggests it: answered the buyer's question, offered
 * two options; and buyer requests that are not questions to answer ("Can we slow down a bit?").
 */
import { readTurn } from '../conversation/read-turn.ts';

/** Requests about the call itself: asked like questions, but there is nothing to answer. */
export const CALL_REQUESTS = [
  'slow down',
  'say that again',
  'repeat that',
  'hold on',
  'one second',
  'one moment',
  'give me a second',
  'give me a minute',
  'speak up',
  'can you hear me',
  'start again',
];

const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;

export const isCallRequest = (text: string): boolean =>
  CALL_REQUESTS.some((p) => plain(text).includes(` ${p} `));

/** The salesperson's turn offered two or more options: an either/or, an offer with options, or two prices. */
export function offeredOptions(text: string): boolean {
  const reading = readTurn(text);
  if (reading.slots.money.length >= 2) return true;
  return reading.acts.some(
    (a) => (a.kind === 'either-or-question' || a.kind === 'offer') && (a.options?.length ?? 0) >= 2,
  );
}

/** An action that tells them to offer two options, said again once they have. */
export const OFFERS_TWO_OPTIONS = /\btwo (?:clear )?options\b/i;
export const CHOOSE_ACTION = 'Let them choose: ask which of the options you gave suits them, and why.';
