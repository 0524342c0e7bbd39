/**
 * What a salesperson's reply did with a worry or question of the buyer's: brushed it off, pressed past it,
 * or answered it. Read from the conversation reader's acts and slots of the reply, with the word lists of
 * `call-findings-words.ts`.
 */
import type { TurnReading } from '../conversation/reading-types.ts';
import { QUESTION_ACTS } from '../conversation/reading-types.ts';
import {
  COMMON_WORDS,
  COURTESY_PHRASES,
  HELP_PHRASES,
  MINIMISING_PHRASES,
  MONEY_WORDS,
  PRESSURE_CUES,
  PUT_OFF_PHRASES,
  URGENT_WORDS,
  YES_NO_OPENERS,
} from './call-findings-words.ts';
import { isDismissive, isPressure } from './seller-conduct.ts';
import { splitSentences, tokenizeWords } from './text-utils.ts';

export const hasPhrase = (text: string, phrases: readonly string[]) => {
  const t = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  return phrases.some((p) => t.includes(` ${p} `));
};

export interface SellerTurn {
  index: number;
  text: string;
  /** the buyer's words just before, when the turn replies to them */
  before?: string;
  reading: TurnReading;
}

/**
 * A turn brushes off what the buyer just said: a dismissive reply, the reader's brush-off act, putting it off
 * until they book ("we'll get to that once you're booked"), or minimising the worry ("it's never a problem")
 * with nothing the salesperson will do about it. `buyerTurn` is the whole turn the concern was said in.
 */
export const brushesOff = (turn: SellerTurn, concern: string, buyerTurn = concern) =>
  isDismissive(turn.text, concern) ||
  (turn.reading.acts.some((a) => a.kind === 'brush-off') && !meetsAfterAll(turn, buyerTurn)) ||
  hasPhrase(turn.text, PUT_OFF_PHRASES) ||
  (hasPhrase(turn.text, MINIMISING_PHRASES) && !hasPhrase(turn.text, HELP_PHRASES));

/**
 * "That won't happen with us. Our delivery is within twelve weeks": a reassurance the reader reads as a
 * brush-off still meets the worry when the rest of the reply (without its brush-off and pressure clauses)
 * takes up the worry's own subject or says what the salesperson will do.
 */
function meetsAfterAll(turn: SellerTurn, concern: string): boolean {
  let rest = turn.text;
  for (const act of turn.reading.acts)
    if (act.kind === 'brush-off' || act.kind === 'pressure') rest = rest.replace(act.text, ' ');
  if (hasPhrase(rest, HELP_PHRASES)) return true;
  const said = contentWords(rest);
  return [...contentWords(concern)].some((w) => said.has(w));
}

/**
 * The clauses of a turn that are pressure: the reader's pressure acts that press for now ("tonight", "only
 * good today", "another couple wants it"), not a plan ("sign it by Friday to hold the date"), a courtesy
 * hold ("I call you first") or a description the reader misread.
 */
export const pressureActs = (turn: SellerTurn) =>
  turn.reading.acts.filter((act) => {
    if (act.kind !== 'pressure' || hasPhrase(act.text, COURTESY_PHRASES)) return false;
    const urgent = hasPhrase(act.text, URGENT_WORDS) || isPressure(act.text);
    return urgent || (act.pressure !== 'deadline' && hasPhrase(act.text, PRESSURE_CUES));
  });

/**
 * A worry met with pressure ("I can't hold the date for a video call") is pushed past, not answered; a
 * reply that acknowledges it and says what the salesperson will do ("Understood, I'll keep it tight") has
 * heard it, whatever follows.
 */
export const pressesPast = (turn: SellerTurn) =>
  pressureActs(turn).length > 0 &&
  !(turn.reading.acts.some((a) => a.kind === 'acknowledge') && hasPhrase(turn.text, HELP_PHRASES));

const COMMON = new Set(COMMON_WORDS);
const stem = (w: string) => (w.length > 5 ? w.replace(/(?:ing|ed|es|s)$/, '') : w);
const contentWords = (text: string) =>
  new Set(
    tokenizeWords(text)
      .filter((w) => w.length > 3 && !COMMON.has(w))
      .map(stem),
  );
const YES_NO_START = /^(?:(?:and|so|but|okay|um)\s+)*(?:is|are|does|do|can|could|will|would|did|has|have)\b/i;
const ASKING = new Set<string>([...QUESTION_ACTS, 'commitment-ask']);

/**
 * The reply without the clauses that ask something back (a question, or a push to book: "so shall we pop
 * your trial in for Tuesday"): naming the buyer's subject inside one's own ask does not answer it.
 */
const statedPart = (reply: SellerTurn): string => {
  let text = reply.text;
  for (const act of reply.reading.acts) if (ASKING.has(act.kind)) text = text.replace(act.text, ' ');
  return text;
};

/**
 * A reply answers a question when it takes it up: a question about money is answered with an amount, a yes/no
 * question with yes, no or what it covers, any other with the subject of the question, in what the reply
 * states rather than asks; a dismissive reply answers nothing.
 */
export function answersQuestion(question: string, reply: SellerTurn): boolean {
  if (brushesOff(reply, question)) return false;
  const stated = statedPart(reply);
  const text = stated.toLowerCase();
  if (hasPhrase(question, MONEY_WORDS))
    return reply.reading.slots.money.length > 0 || /\d|hundred|thousand|grand/.test(text);
  if (
    YES_NO_START.test(question) &&
    hasPhrase(text.trim().split(/\s+/).slice(0, 3).join(' '), YES_NO_OPENERS)
  )
    return true;
  const asked = contentWords(question);
  const said = contentWords(stated);
  if ([...asked].some((w) => said.has(w))) return true;
  // a statement with specifics (an amount, a count, a time) before any question of its own answers it
  // (a month or a weekday answers only a question about when)
  const { money, counts, times } = reply.reading.slots;
  const when = /\b(?:when|what time|what date|which day|how soon|how long)\b/i.test(question);
  const specific = money.length + counts.length > 0 || /\d/.test(text) || (when && times.length > 0);
  return specific && !splitSentences(reply.text)[0]!.endsWith('?') && stated.trim().length > 0;
}
