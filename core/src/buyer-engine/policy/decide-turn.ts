/**
 * The buyer's policy for one turn: answer the reader's acts first, in the order said, up to two things
 * (pressure and a far-over price always counted), then leave colour to the stock answers. Pressure is
 * pushed back on before anything else and may end the call; a close in the same breath as pressure is not
 * taken. A turn that ends with a goodbye ends the call with a goodbye, after what it asked is answered. What no
 * act answers (silence, abuse, nonsense, off-topic, a lone pitch or greeting) is the engine's stock handling.
 */
import type { ActKind, DialogueAct } from '../../conversation/reading-types.ts';
import { creditSideActs, dispatch, handleObjectionAnswer } from '../engine-acts.ts';
import { adjust, type Turn } from '../engine-turn.ts';
import { answerScheduling, answerWhichOne, pickedPrice } from './choices.ts';
import { answerCommitment, answerTimedClose } from './commitment.ts';
import {
  acceptHelp,
  answerQuestions,
  askOwnQuestion,
  asksCommitment,
  INVITES_ASK,
  isOffer,
} from './question-acts.ts';
import { joinsLaterWho } from './joins-later.ts';
import { acceptFreeHold, answerPressure, offersFreeHold } from './pressure.ts';
import { asksBudgetScope, quotedPrice, reactToPrice } from './price-reaction.ts';
import {
  aboutTopic,
  isBareQuestion,
  meetingAct,
  meetingTime,
  offersMeeting,
  offersToSend,
  buriedAsk,
  proposalAsked,
  offersHelp,
  proposesStep,
} from './act-checks.ts';
import { answerBudgetScope, answerRecap, checksRecap, recapFirst } from './recap.ts';
import { thirdChimesIn } from './third-voice.ts';
import { colourOnly, notedAnswer, sayGoodbye, saysGoodbyeLast } from './no-act-replies.ts';
import { answerEitherOrAct } from './either-or-act.ts';
import { asksToNoteIt, takeRecommendation } from './recommended.ts';
import { answerConfirmation } from './confirmation-act.ts';
import { answerBrushOff } from './brush-off.ts';
import { answerLeftOut } from './own-ask.ts';
import { joinParts } from './join-parts.ts';
import { ASKING, weighWorry } from './worry-answered.ts';
import { answerClose, answerCommitmentAct, closeAsked, favourInTag } from './close-asked.ts';
import { pressDodge, roughMoney } from './press-dodge.ts';
import { AGREEMENT, askedAct, asksForTime, AVAILABILITY, stockTurn, WHEN_CLAUSE } from './turn-shape.ts';
import { answerCheck, checksUnderstanding, sayEased } from './understanding-check.ts';
import { checksTakenTime, confirmTakenTime, contactFirst } from './contact-and-agreed.ts';

/** Acts that may ask who comes to the next meeting rather than for it. */
const WHO_COMES: readonly ActKind[] = ['commitment-ask', 'yes-no-question', 'scheduling-question'];
/** Acts that already answer a close in their own way (a time, a choice, the close itself, pressure). */
const CLOSE_LIKE: readonly ActKind[] = [
  'commitment-ask',
  'scheduling-question',
  'either-or-question',
  'pressure',
];

export function decideTurn(turn: Turn): string {
  // a question the reader found no act in ("… just so i know is that a yes sam will be on the call or is it just
  // you thursday") is still asked: the engine's own reading of it as a question stands in
  if (
    turn.r.acts.length === 0 &&
    turn.t.questions.length > 0 &&
    !turn.r.flags.gibberish &&
    !turn.r.flags.foreign
  )
    turn.r = { ...turn.r, acts: [askedAct(turn)] };
  const { s, r, t } = turn;
  // "go for it, what's on the list?", "let me know if you have questions": no act, but an invitation to ask
  if (r.acts.length === 0 && INVITES_ASK.test(r.normalized)) return askOwnQuestion(turn);
  // a turn of no act that dodges ("somewhere around a few thousand maybe, depending") is pressed, not chatted to
  const early = r.acts.length === 0 && !r.flags.empty && t.kind !== 'abuse' ? pressDodge(turn) : '';
  if (early) return early;
  if (stockTurn(turn)) return dispatch(turn);
  s.silenceStreak = 0;
  if (!r.acts.some((a) => a.kind === 'pitch')) s.pitchStreak = 0;
  const kinds = r.acts.map((a) => a.kind);
  if (kinds.includes('greeting') && !s.greeted) {
    s.greeted = true;
    turn.events.push('greeted');
    adjust(turn, 4, 2);
  }
  const worryOpen = s.painsRevealed > s.painsReflected;
  if (kinds.some((k) => ASKING.includes(k))) creditSideActs(turn);
  if (kinds.includes('offer')) s.valueShown = true;
  const brushable = weighWorry(turn, worryOpen);
  const parts: string[] = [];
  const pressured = kinds.includes('pressure');
  if (pressured) {
    const pushed = answerPressure(turn);
    if (pushed.ended) return pushed.reply;
    parts.push(pushed.reply);
  }
  const done = new Set<string>(brushable ? [] : ['nothing-to-brush-off']);
  const recap = recapFirst(turn) && !pressured;
  if (recap) {
    done.add('recap');
    parts.push(answerRecap(turn));
    turn.v.remember(parts[parts.length - 1]!);
  }
  const { contact, asking } = contactFirst(turn);
  // the address given answers "so i can send it to you" beside it too
  if (contact) {
    parts.push(contact);
    done.add('offer');
  }
  const { closing, sendsOnly } = closeAsked(turn, contact, asking);
  // a close the reader took for a plain question ("… and August 9 is yours. Deal?") is still a close
  const answered = kinds.some((k) => CLOSE_LIKE.includes(k));
  if (closing && !answered && !pressured) {
    done.add('close');
    parts.push(answerClose(turn, { kind: 'commitment-ask', text: r.normalized, confidence: 1 }));
    // a close answered with a time: the same time is not given again for the turn's scheduling question
    if (turn.moves.some((m) => m === 'give-time' || m === 'defer-time')) done.add('time');
    turn.v.remember(parts[parts.length - 1]!);
  }
  // an offer to send something asked in a tag the reader took for no act ("sound good if i email you …")
  if (sendsOnly && favourInTag(turn)) {
    done.add('offer');
    parts.push(acceptHelp(turn));
  }
  // a dodged answer to the buyer's last question ("it depends", "don't stress") is pressed before the rest
  const press = pressured || closing ? '' : pressDodge(turn);
  if (press) {
    parts.push(press);
    done.add('brush-off');
    // "could be a couple grand, could be more" is pressed for a figure, never weighed as one
    if (r.slots.money.every(roughMoney)) done.add('price');
  }
  // every question of a turn is answered, up to three (a press or a push-back beside them is one more)
  const cap = press || pressured ? 4 : 3;
  const leftOut: DialogueAct[] = [];
  for (const act of asking) {
    if (parts.length >= cap) break;
    // beside pressure or a close, "yes or no?" and "does that work?" are the pressure or the close itself
    if ((pressured || closing) && isBareQuestion(act)) continue;
    // "… I hold July 12 for you. Does that sound nice?" once the hold or close is answered asks nothing more
    if ((done.has('close') || done.has('hold')) && isBareQuestion(act) && AGREEMENT.test(act.text)) continue;
    // "anything I got wrong?", "is it November 17th?": the recap answered them
    if (recap && checksRecap(act)) continue;
    // one act answered with a time (a close at a time): no other act of the turn gives a time again
    if (turn.moves.some((m) => m === 'give-time' || m === 'defer-time')) done.add('time');
    const part = answerAct(turn, act, done, pressured);
    // a worry waved away once too often: the buyer leaves, and says nothing else
    if (s.ended) return part;
    if (LEFT_OUT_KINDS.includes(act.kind) && act.topics?.length) leftOut.push(act);
    // what is said is remembered at once, so a later part of the same reply never repeats it
    if (part) parts.push(part);
    if (part) turn.v.remember(part);
  }
  // a question the answers so far left out (they answer the turn's topics, not each question's)
  if (done.has('questions')) answerLeftOut(turn, leftOut, parts, cap);
  const goodbye = saysGoodbyeLast(r.acts);
  // a remedy for the worry they told, with nothing else to answer: relief, not the next stock question
  if (turn.eased && parts.length === 0 && !goodbye) parts.push(sayEased(turn));
  // their own question answered with a plain statement: taken in, then the buyer moves on
  const noted = parts.length === 0 && !goodbye ? notedAnswer(turn) : '';
  if (noted) turn.v.remember(noted);
  if (parts.length === 0 && !goodbye) parts.push(...[noted, colourOnly(turn)].filter(Boolean));
  // the goodbye is always said whole, after what fits of the rest; after an agreed next step it is all
  if (goodbye) return joinParts(turn, s.nextStepAgreed ? [] : parts, sayGoodbye(turn));
  // a buyer on the line always says something: with nothing answered, the engine's stock handling speaks
  const reply = joinParts(turn, parts) || (s.ended ? '' : dispatch(turn));
  // a parent listening in on the call adds a line of her own now and then (after the buyer's reply)
  const third = reply && !s.ended && !/\b\w+ here, /.test(reply) ? thirdChimesIn(turn) : '';
  return third ? `${reply} ${third}` : reply;
}

/**
 * An answer to the buyer's open concern; a question about it in the same turn is answered with it, not again.
 * A question about the couple's facts beside it ("when's the wedding again, and where's it at?") still is.
 */
function answerConcern(turn: Turn, done: Set<string>): string {
  const facts = turn.r.acts.some((a) => QUESTION_KINDS.includes(a.kind) && (a.topics?.length ?? 0) > 0);
  if (!facts) done.add('questions');
  return handleObjectionAnswer(turn);
}
const QUESTION_KINDS: readonly ActKind[] = ['open-question', 'yes-no-question'];
/** Questions a first answer may leave out ("when is it, and where are you thinking?"). */
const LEFT_OUT_KINDS: readonly ActKind[] = [...QUESTION_KINDS, 'scheduling-question'];

/** One act's answer, or '' when the act needs none (or was answered with another). */
function answerAct(turn: Turn, act: DialogueAct, done: Set<string>, pressured: boolean): string {
  const { s, t } = turn;
  const once = (key: string) => (done.has(key) ? false : (done.add(key), true));
  // "… a free hold while you think. does that feel better?" after their worry asks about the remedy, not for a yes
  if (turn.eased && checksUnderstanding(act.text)) return once('check') ? answerCheck(turn) : '';
  // "is sam going to be on thursday's call at six?" asks who comes, not whether the time stands
  if (checksTakenTime(turn, act) && !joinsLaterWho(turn, act.text))
    return once('close') ? confirmTakenTime(turn) : '';
  // once a next step is agreed, a free, no-obligation hold offered is accepted as the courtesy it is, once (before
  // that it is a close, weighed like any other)
  if (turn.s.nextStepAgreed && act.kind !== 'confirmation' && offersFreeHold(turn, act)) {
    done.add('close');
    return once('hold') ? acceptFreeHold(turn) : '';
  }
  // "… most couples pick option one. Shall I put that down?": their recommendation, taken
  if (!pressured && asksToNoteIt(turn, act)) return once('choice') ? takeRecommendation(turn) : '';
  // "will Sam be on the call at 7, yes or no?", "is sam going to be on thursday's call at six" ask who comes
  // ("thursday at 5 30 or saturday at 10, and can alicia make it too?" gets the time as well)
  if (WHO_COMES.includes(act.kind) && joinsLaterWho(turn, act.text)) {
    const offered = (act.times ?? []).filter((x) => meetingTime(turn, x)).length >= 2;
    const time = offered && once('time') ? answerScheduling(turn, act) : '';
    if (time) turn.v.remember(time);
    return [time, once('questions') ? answerQuestions(turn, act) : ''].filter(Boolean).join(' ');
  }
  // "do you want me to call your venue coordinator?" offers help; "… a video call with your mum. Is that
  // something you'd like?" asks about the proposal before it: a step is a close, help is taken
  const proposal = act.kind === 'commitment-ask' ? undefined : proposalAsked(turn, act);
  // "ours is 25 percent … a $500 admin fee if you cancel. does that work for you?" checks terms told, no step
  if (proposal?.kind === 'price-quote' && checksUnderstanding(act.text) && !pressured)
    return once('check') ? answerCheck(turn) : '';
  if (proposal && proposesStep(proposal))
    return pressured || !once('close') ? '' : answerClose(turn, { ...proposal, kind: 'commitment-ask' });
  // "shall I send it over?" after "I can email the contract" sends the contract: a close, not a favour
  if (offersToSend(act.text) && offersToSend(turn.r.normalized) && act.kind !== 'either-or-question')
    return once('offer') ? acceptHelp(turn) : '';
  const helpOffered =
    isOffer(act.text) && (offersHelp(act.text) || !proposesStep(act)) && !/\bor\b/i.test(act.text);
  if (proposal || (act.kind === 'commitment-ask' && helpOffered))
    return once('offer') ? acceptHelp(turn) : '';
  // "a 12,000 dollar budget, is that for the venue alone or the whole wedding?" asks what it covers
  if (asksBudgetScope(act.text)) return once('scope') ? answerBudgetScope(turn) : '';
  switch (act.kind) {
    case 'either-or-question':
      return answerEitherOrAct(turn, act, done, pressured);
    case 'scheduling-question': {
      // "when is the wedding?", "when do you need to decide by?" ask about a fact, not for a meeting time;
      // "which saturday in october are you looking at?" asks the wedding's date, whatever day it names
      const meets = (act.times ?? []).some((x) => meetingTime(turn, x)) && !act.topics?.includes('date');
      // "what day works for a call?" asks for a time, whatever the day it names
      const forMeeting = proposesStep(act) || AVAILABILITY.test(act.text);
      if (!meets && !forMeeting && aboutTopic(turn, act))
        return once('questions') ? answerQuestions(turn, act) : '';
      // "… a feeling when you walk in", "when does the venue need you out by?" name no meeting and no time
      if (!asksForTime(act))
        return WHEN_CLAUSE.test(act.text) || !once('questions') ? '' : answerQuestions(turn, act);
      return once('time') ? answerScheduling(turn, act) : '';
    }
    case 'confirmation':
      return answerConfirmation(turn, act, once);
    case 'price-quote':
    case 'offer': {
      const money = pickedPrice(turn) ?? quotedPrice(turn);
      if (money && once('price')) return reactToPrice(turn, money);
      return '';
    }
    case 'commitment-ask':
      // "are we good?" checks that all is well: a plain yes
      if (checksUnderstanding(act.text) && !pressured) return once('questions') ? answerCheck(turn) : '';
      if (pressured || !once('close') || (done.has('time') && offersMeeting(turn, act))) return '';
      return answerCommitmentAct(turn, act, done);
    case 'yes-no-question':
    case 'open-question': {
      if (act.kind === 'open-question' && buriedAsk(turn, act)) return '';
      // "… and is there anything else you want to ask me?" after another question: their own question, too
      if (INVITES_ASK.test(act.text) && done.has('questions'))
        return once('invite') ? askOwnQuestion(turn) : '';
      if (offersMeeting(turn, act)) return once('time') ? answerTimedClose(turn, meetingAct(turn, act)) : '';
      // "would seeing both rooms in person help you and your mum feel comfortable?" proposes the visit
      if (STEP_HELPS.test(act.text) && !pressured)
        return once('close') ? answerClose(turn, { ...act, kind: 'commitment-ask' }) : '';
      // "which one do you want me to write up?" after two prices: the one the budget allows
      // (the choice is only taken when it answers: an either-or later in the turn still gets its pick)
      const which = done.has('choice') ? undefined : answerWhichOne(turn, act);
      if (which) return (done.add('choice'), which);
      // "… does $1,900 work?": the price weighed above answers it
      if (done.has('price') && turn.r.slots.money.some((m) => act.text.includes(m.text))) return '';
      // "does that make sense?", "is that what you needed?": a yes, unless the answer was dodged (pressed above)
      if (checksUnderstanding(act.text)) return turn.pressed || !once('questions') ? '' : answerCheck(turn);
      if (asksCommitment(act.text)) return pressured || !once('close') ? '' : answerCommitment(turn);
      if (t.kind !== 'objection-handling' || s.pendingObjection === null)
        return once('questions') ? answerQuestions(turn, act) : '';
      // the concern is answered first; a question about the couple's facts beside it is answered too
      const concern = once('concern') ? answerConcern(turn, done) : '';
      if (!act.topics?.length || !once('questions')) return concern;
      turn.v.remember(concern);
      return [concern, answerQuestions(turn, act)].filter(Boolean).join(' ');
    }
    case 'brush-off':
      if (done.has('nothing-to-brush-off')) return '';
      return once('brush-off') ? answerBrushOff(turn) : '';
    case 'answer':
    case 'acknowledge':
      // a price in the same turn is the answer that matters; it is weighed against the budget instead
      if (turn.r.acts.some((a) => a.kind === 'price-quote') && quotedPrice(turn)) return '';
      if (s.pendingObjection !== null && !actKinds(turn).includes('brush-off') && !pressured)
        return once('concern') ? answerConcern(turn, done) : '';
      return '';
    default:
      return '';
  }
}

/** A step put as what would help: "would seeing the rooms in person help?", "would meeting us help?". */
const STEP_HELPS = /\bwould (?:seeing|visiting|coming (?:in|by|out|over)|meeting)\b[^?]*\bhelp\b/i;

const actKinds = (turn: Turn): ActKind[] => turn.r.acts.map((a) => a.kind);
