/**
 * Whether a turn asks for the close, whatever act the reader gave it. A close the reader missed ("… and
 * August 9 is yours. Deal?") is still one; a time already taken checked again ("see you Tuesday at 6pm?"), a
 * question about who is on the call, a discovery question and an offer to send something to look at ("should i
 * just email you something then?") are not. A close is answered with a time, a choice or the type's yes or
 * not-yet.
 */
import { actReading } from './act-reading.ts';
import type { DialogueAct, TimeSlot } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import {
  asksAboutTerms,
  meetingAct,
  meetingTime,
  offersMeeting,
  offersStepOrDelay,
  offersToSend,
  opensLikeQuestion,
  proposalAsked,
} from './act-checks.ts';
import { realOptions } from './options.ts';
import { answerEitherOr } from './choices.ts';
import { answerCommitment, answerTimedClose } from './commitment.ts';
import { checksTakenTime } from './contact-and-agreed.ts';
import { answerQuestions, asksCommitment, asksWhoIsOnCall } from './question-acts.ts';
import { checksUnderstanding } from './understanding-check.ts';

/** A turn that asks agreement: "sound good if …", "… sound good", "… then or", "… okay?". */
const ASKS_AGREEMENT = /\bsounds? good\b|\b(?:does that work|is that ok(?:ay)?|yeah|or|right)\W*$/i;

export function closeAsked(
  turn: Turn,
  contact: string | undefined,
  asking: readonly DialogueAct[],
): { closing: boolean; sendsOnly: boolean } {
  const { r } = turn;
  const checksTaken = r.acts.some((a) => checksTakenTime(turn, a));
  const whoIsHere = r.acts.some((a) => a.kind === 'yes-no-question' && asksWhoIsOnCall(a.text));
  // a favour is taken or left, never weighed as a close
  const sendsOnly =
    offersToSend(r.normalized) && !r.acts.some((a) => a.kind === 'commitment-ask' && !offersToSend(a.text));
  const kinds = r.acts.map((a) => a.kind);
  // a remedy for their worry checked ("… a free hold while you think. does that feel better?") asks for no yes
  const remedyChecked = turn.eased === true && r.acts.some((a) => checksUnderstanding(a.text));
  // terms told and checked ("ours is 25 percent … does that work for you?") ask for no yes either
  const checks = asking.filter((a) => a.kind !== 'price-quote');
  const onlyChecks =
    checks.length > 0 &&
    checks.every((a) => checksUnderstanding(a.text)) &&
    !kinds.includes('commitment-ask');
  const closing =
    !checksTaken &&
    !remedyChecked &&
    !onlyChecks &&
    !sendsOnly &&
    (contact
      ? asking.some((a) => a.kind === 'commitment-ask' || asksCommitment(a.text))
      : kinds.includes('commitment-ask') ||
        asksCommitment(r.normalized) ||
        (turn.t.kind === 'close' && !whoIsHere && !discovers(turn)));
  return { closing, sendsOnly };
}

/** An offer to send something asked in a tag the reader took for no act ("sound good if i email you …"). */
export function favourInTag(turn: Turn): boolean {
  return !turn.r.acts.some((a) => offersToSend(a.text)) && ASKS_AGREEMENT.test(turn.r.normalized);
}

/**
 * The turn asks about the couple ("when's the wedding anyway and is it just you deciding"): the engine's own
 * reading of it as a close ("i can totally sketch something at some point …") is not taken.
 */
function discovers(turn: Turn): boolean {
  const asks = (a: DialogueAct) => Boolean(a.topics?.length) && !asksCommitment(a.text);
  return turn.r.acts.some((a) => (a.kind === 'open-question' || a.kind === 'yes-no-question') && asks(a));
}

/** A close: offered at a time, it gets a time; offered two ways, a choice; else the type's yes or not-yet. */
export function answerClose(turn: Turn, act: DialogueAct): string {
  // a time already agreed, said again beside a new close ("Wednesday at 6pm, I'll send the invite. And are you
  // comfortable signing by Friday?"), is no time the close offers
  const taken = turn.s.agreedTime?.toLowerCase() ?? '';
  const fresh = (x: TimeSlot) => !taken || !taken.includes(x.text.toLowerCase());
  const times = (act.times?.length ? act.times : turn.r.slots.times).filter(
    (x) => meetingTime(turn, x) && fresh(x),
  );
  if (times.length > 0) return answerTimedClose(turn, { ...act, times });
  // the turn's options are the close's only when the close says them (not "nuts or gluten? and a tasting?")
  const said = turn.r.slots.options.every((o) => act.text.toLowerCase().includes(o.toLowerCase()));
  const withOptions = { ...act, options: act.options ?? (said ? turn.r.slots.options : []) };
  // "lock it in or think about it?" offers the booking or putting it off: the close itself, no pick
  const step = offersStepOrDelay(withOptions.options, act.text);
  if (realOptions(withOptions) && !step) return answerEitherOr(turn, withOptions);
  return answerCommitment(turn);
}

/**
 * A close as the reader read it: offered at a time, a time; a question the engine's own reading does not take
 * for a close ("anything you'd like to share?", "are you comfortable with a 30% deposit?") is answered as the
 * question it is, unless it proposes one.
 */
export function answerCommitmentAct(turn: Turn, act: DialogueAct, done: Set<string>): string {
  if (offersMeeting(turn, act)) return answerTimedClose(turn, meetingAct(turn, act));
  // "so which one, thursday 5 30 or saturday 10? i just need to put it in the book" offers times to pick
  const times = (act.times ?? []).filter((x) => meetingTime(turn, x));
  if (times.length >= 2) return answerTimedClose(turn, { ...act, times });
  // "… nuts or gluten? and would you like a tasting first?" is a close by its own words, whatever the rest asks
  // (a proposal said as a statement, "I could hold it for you.", keeps the whole turn's reading)
  const read = /\?\s*$/.test(act.text) ? actReading(turn, act) : turn.t;
  // "… I could hold it for you. What do you say?": the question after it asks for this very proposal
  const putToThem = turn.r.acts.some((a) => a !== act && proposalAsked(turn, a) === act);
  const asking =
    (!read.close && !putToThem) ||
    act.topics?.length ||
    opensLikeQuestion(act.text) ||
    asksAboutTerms(act.text);
  if (asking && !asksCommitment(act.text)) {
    done.delete('close');
    if (done.has('questions')) return '';
    done.add('questions');
    return answerQuestions(turn, act);
  }
  return answerClose(turn, act);
}
