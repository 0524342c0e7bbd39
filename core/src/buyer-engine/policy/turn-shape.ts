/**
 * The shape of a turn, before the policy answers it: whether the engine's stock handling answers it whole
 * (silence, abuse, nonsense, a turn off the wedding that asks nothing), whether a question asks for a
 * meeting time or only agreement, and the turn read as one question when the reader found no act in it.
 */
import type { ActKind, DialogueAct } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import { meetingTime, proposesStep } from './act-checks.ts';
import { asksContact } from './contact-and-agreed.ts';
import { ASKING } from './worry-answered.ts';

/**
 * Turns the engine's stock handling answers whole: silence, abuse, gibberish or another language, and a turn
 * off the wedding that asks nothing; or a turn in which the reader found no act.
 */
export function stockTurn(turn: Turn): boolean {
  const { r, t } = turn;
  if (r.flags.empty || t.kind === 'empty' || t.kind === 'abuse') return true;
  if (asksContact(r.normalized)) return false;
  if (r.acts.length === 0) return t.kind !== 'close';
  if (r.flags.gibberish || r.flags.foreign) return true;
  const asks = r.acts.some((a) => ASKING.includes(a.kind));
  const s = r.slots;
  const named =
    r.acts.some((a) => a.topics?.length || a.tradeTopics?.length) || s.money.length + s.items.length > 0;
  const chat = r.acts.every((a) => CHAT.includes(a.kind));
  if ((t.kind === 'off-topic' || r.flags.offTopic || r.flags.aiProbe) && !named && chat) return true;
  return !asks && (r.flags.offTopic || r.flags.aiProbe);
}
/** Acts an off-topic turn is made of (a goodbye, a close or a price is never off-topic). */
const CHAT: readonly ActKind[] = [
  'rapport',
  'open-question',
  'yes-no-question',
  'pitch',
  'acknowledge',
  'answer',
  'greeting',
];

/** An either-or over the meeting times the turn named, asked apart from them ("which of those works better?"). */
export function timesOffered(turn: Turn, act: DialogueAct): boolean {
  const times = turn.r.slots.times.filter((x) => meetingTime(turn, x));
  const options = act.options ?? [];
  return times.length >= 2 && (options.length < 2 || options.some((o) => /\d|day\b/i.test(o)));
}

/** A subordinate "when" clause ("when you walk in"), no question of when. */
export const WHEN_CLAUSE =
  /^(?:\W*(?:so|and|like|um|uh|just)\s+)*when (?:you|we|they|it|i|she|he|people|couples)\b/i;
/** Words that ask for the buyer's time: being free or available, what works, a meeting. */
export const AVAILABILITY = /\b(?:free|available|works?|good for you|suits?|convenient|best for you)\b/i;

/** A scheduling question asks for a time: it names one, a meeting, or the buyer's availability. */
export function asksForTime(act: DialogueAct): boolean {
  return (act.times?.length ?? 0) > 0 || proposesStep(act) || AVAILABILITY.test(act.text);
}

/** The wedding's own days, and the meetings a seller proposes. */
export const EVENT_DAY = /\b(?:ceremony|reception|wedding|rehearsal|welcome dinner|brunch|big day)\b/i;
export const MEETING_WORD = /\b(?:call|tasting|tour|meeting|consultation|visit|trial|fitting|zoom|studio)\b/i;

/** A question that only asks agreement to what the turn proposed. */
export const AGREEMENT =
  /\b(?:sounds? (?:nice|good|okay|ok|lovely|alright|all right|fair|great))\b|\bdoes (?:that|this) work\b|\bhow does (?:that|this) sound\b/i;

/** "everything else right?", "anything I got wrong?": the whole of what was said back is checked. */
export const REST = /\b(?:everything|all|the rest|anything)\b/i;

/** The turn read as one question, of the kind its opening says, with the engine's topics. */
export function askedAct(turn: Turn): DialogueAct {
  const text = turn.r.normalized;
  const yesNo =
    /^(?:\W*\w+\W+){0,8}?(?:is|are|do|does|will|would|can|could|should)\s+(?:that|it|you|we|sam|he|she|they)\b/i;
  return {
    kind: yesNo.test(text) ? 'yes-no-question' : 'open-question',
    text,
    confidence: 0.5,
    topics: turn.t.topics,
  };
}
