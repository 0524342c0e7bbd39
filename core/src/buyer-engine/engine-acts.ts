/**
 * The engine's stock handling of a turn by its own analysis (kind of turn): silence, abuse, nonsense,
 * off-topic, objection answers, closes, questions, prices, empathy, pitches, greetings. The policy
 * (policy/decide-turn.ts) answers the reader's acts first and hands the rest to these.
 */
import { answerQuestion, answerSmallTalk } from './answer-question.ts';
import { sayPolicy } from './policy/policy-say.ts';
import { assessReadiness, findObjection, nextObjection } from './buyer-state.ts';
import { composeReply } from './buyer-voice.ts';
import { adjust, move, say, type Turn } from './engine-turn.ts';
import { VOICES } from './voice-lines.ts';
import { uncoverConcern } from './objection-follow-up.ts';
import type { Fact, ObjectionKind, PersonaObjection } from './persona-types.ts';

/** Answers the turn by its kind, as the engine read it. */
export function dispatch(turn: Turn): string {
  const { s, t } = turn;
  s.silenceStreak = t.kind === 'empty' ? s.silenceStreak + 1 : 0;
  if (t.kind !== 'pitch') s.pitchStreak = 0;
  if (t.greeting && !s.greeted) {
    s.greeted = true;
    turn.events.push('greeted');
    adjust(turn, 4, 2);
  }
  if (t.kind === 'question' || t.kind === 'close' || t.kind === 'objection-handling') creditSideActs(turn);
  switch (t.kind) {
    case 'empty':
      turn.events.push('silence');
      if (s.silenceStreak > 1) adjust(turn, -1);
      return say(turn, 'silence', 'check whether the salesperson is still on the line');
    case 'abuse':
      return handleAbuse(turn);
    case 'nonsense':
      turn.events.push('nonsense');
      adjust(turn, -1);
      return say(turn, 'nonsense', 'say you did not understand and ask them to repeat');
    case 'off-topic':
      turn.events.push('off-topic');
      if (t.aiProbe)
        return say(
          turn,
          'aiProbe',
          'brush off the odd question as the real person you are and return to the wedding',
        );
      adjust(turn, -2, -2);
      return say(turn, 'offTopic', 'steer back to the wedding');
    case 'objection-handling':
      return handleObjectionAnswer(turn);
    case 'close':
      return handleClose(turn);
    case 'question':
      return answerQuestion(turn);
    case 'price':
      return handlePrice(turn);
    case 'empathy':
      return handleEmpathy(turn);
    case 'pitch':
      return handlePitch(turn);
    case 'greeting':
      return say(turn, 'greeting', 'greet them back briefly');
    default:
      if (t.smallTalk) return answerSmallTalk(turn);
      // after a next step is agreed, the arrangements said back are acknowledged, not met with an old question
      if (s.nextStepAgreed) return say(turn, 'agreedAlready', 'confirm the next step you already agreed');
      adjust(turn, 0, -1);
      turn.intent = 'ask your own question to move the conversation on';
      move(turn, 'ask-own');
      return turn.v.own(s.persona.nudges);
  }
}

/** Empathy or value said in the same breath as a question or close still counts. */
export function creditSideActs(turn: Turn): void {
  const { s, t } = turn;
  if (t.empathy && s.painsRevealed > s.painsReflected) {
    s.painsReflected += 1;
    adjust(turn, 5, 2);
  }
  if (t.pitch && s.painsRevealed > 0 && s.topicsAsked.length >= 2) s.valueShown = true;
}

export function handleAbuse(turn: Turn): string {
  const { s } = turn;
  s.abuseCount += 1;
  turn.events.push('abuse');
  adjust(turn, -20, -15);
  if (s.abuseCount >= 2 || s.trust <= 5) {
    s.ended = true;
    turn.endReason = 'abuse';
    turn.events.push('call-ended');
    return say(turn, 'hangUp', 'end the call politely but firmly');
  }
  return say(turn, 'abuse', 'object to the rude remark, stay in character');
}

export function raiseObjection(turn: Turn, objection: PersonaObjection): string {
  turn.s.objectionsRaised.push(objection.kind);
  turn.s.pendingObjection = objection.kind;
  turn.events.push('objection');
  turn.concernRaised = objection.kind;
  move(turn, 'raise-concern');
  turn.intent = `raise the "${objection.kind}" objection`;
  return turn.v.fill(objection.line);
}

/**
 * An answer to a waiting objection resolves it when it offers something (a remedy, a pitch) or, with no
 * question, shows understanding; a question offering nothing (even after "that's fair") only asks what lies
 * behind it, and is answered as the real question it is; a bare close ("would you be happy to put down a
 * deposit?") pushes past it and is read as a close.
 */
export function handleObjectionAnswer(turn: Turn): string {
  const { s, t } = turn;
  // a price worry is not answered by self-praise ("twenty years, you won't find anyone better"): only a remedy, or
  // a pitch that says what the money buys
  const buys =
    turn.r.slots.money.length > 0 ||
    /\b(?:includ\w*|comes with|covers?|that gets you)\b/i.test(turn.r.normalized);
  const offers = t.remedy || (t.pitch && (s.pendingObjection !== 'price' || buys));
  if (!offers && t.questions.length > 0 && !t.close) return uncoverConcern(turn);
  if (!offers && !t.empathy && t.close) return handleClose(turn);
  const kind = s.pendingObjection as ObjectionKind;
  s.pendingObjection = null;
  s.objectionsHandled.push(kind);
  s.valueShown = s.valueShown || s.painsRevealed > 0;
  turn.events.push('objection-handled');
  turn.concernAnswered = kind;
  move(turn, 'accept-answer');
  adjust(turn, 10, 5);
  const resolved = turn.v.fill(findObjection(s.persona, kind)?.resolved ?? 'Okay, that helps.');
  turn.intent = `accept their answer to your "${kind}" objection`;
  if (t.close) {
    const next = handleClose(turn);
    return composeReply({ prefix: resolved, core: next }, 4);
  }
  return resolved;
}

/** Terms beyond a next step: signing, paying, a deposit. */
const NEW_TERMS = /\b(?:sign\w*|deposit|retainer|pay(?:ing|ment)?)\b/i;

export function handleClose(turn: Turn): string {
  const { s, t } = turn;
  s.closeAttempts += 1;
  // signing or paying asked after a next step is agreed: yes, if that step bears the terms out
  if (s.nextStepAgreed && NEW_TERMS.test(turn.r.normalized))
    return sayPolicy(
      turn,
      'termsAfterStep',
      'answer-yes',
      'say yes to the terms, once the agreed step bears them out',
    );
  if (s.nextStepAgreed) return say(turn, 'agreedAlready', 'confirm the next step you already agreed');
  const r = assessReadiness(s);
  if (!r.discovery || !r.pains) {
    turn.events.push('next-step-declined');
    adjust(turn, -3, -2);
    const think =
      s.closeAttempts >= 2 && s.pendingObjection === null ? nextObjection(s, ['think']) : undefined;
    if (think?.kind === 'think') return declineWithWhen(turn, raiseObjection(turn, think));
    const no = say(turn, 'notReady', 'decline politely: they have not learned enough about you yet');
    return declineWithWhen(turn, no);
  }
  if (s.pendingObjection === null && (!r.objections || !r.trust || !r.value)) {
    const objection = nextObjection(s, r.trust ? ['date', 'compare', 'price'] : ['think', 'price']);
    // a close put off with an objection ("we need to think about it") says when they will decide, like a decline
    if (objection) return declineWithWhen(turn, raiseObjection(turn, objection));
  }
  if (!r.ready) {
    turn.events.push('next-step-declined');
    adjust(turn, -1);
    const no = say(turn, 'notReady', 'say you are not ready to commit yet');
    return declineWithWhen(turn, no);
  }
  if (!t.concreteClose)
    return say(turn, 'askWhen', 'say yes in principle and ask for a concrete day and time');
  s.nextStepAgreed = true;
  adjust(turn, 5, 10);
  turn.events.push('next-step-agreed');
  move(turn, 'commit');
  turn.intent = 'agree to the proposed next step';
  return turn.v.own(s.persona.acceptances);
}

const EAGER = /\b(?:book(?:ed)?|deposit)\b/i;
/** "We'll decide by next month", "We'll decide within two months". */
const decideBy = (when: string) =>
  `We'll decide ${/^\w+ (?:days|weeks|months)$/.test(when) ? 'within' : 'by'} ${when}.`;

/**
 * A declined or put-off close ("we need to think about it") says when the couple will decide (their timeline
 * fact), as a real couple would, once; a later decline is just the decline.
 */
function declineWithWhen(turn: Turn, no: string): string {
  const { s, v } = turn;
  const fact = s.persona.facts.timeline as Fact | undefined;
  // a line eager to book ("I want this booked by the end of the month") would contradict the no just said: the
  // same time is said as when they decide
  const calm = (fact?.lines ?? []).filter((l) => !EAGER.test(l));
  const lines = calm.length > 0 || !fact ? calm : [decideBy(fact.value)];
  // once said, the time is not said again ("For the record, ten days, roughly."): nobody asked
  const told = s.stated.includes('timeline');
  const when = fact && !told ? (v.fresh(lines) ?? v.variant(lines, fact.value)) : undefined;
  const reply = composeReply({ core: no, suffix: when }, 4);
  if (when && reply.endsWith(when) && !s.stated.includes('timeline')) s.stated.push('timeline');
  return reply;
}

export function handlePrice(turn: Turn): string {
  const { s } = turn;
  s.priceStated = true;
  if (s.pendingObjection === null) {
    const price = s.persona.objections.find(
      (o) => o.kind === 'price' && !s.objectionsRaised.includes('price'),
    );
    if (price) {
      adjust(turn, 0, s.valueShown ? -2 : -6);
      return raiseObjection(turn, price);
    }
  }
  adjust(turn, 0, s.valueShown ? 2 : -2);
  return say(turn, 'pitchReply', 'react to the price in character');
}

export function handleEmpathy(turn: Turn): string {
  const { s } = turn;
  if (s.painsRevealed > s.painsReflected) {
    s.painsReflected += 1;
    adjust(turn, 8, 3);
    return say(turn, 'empathyReply', 'feel understood and say so');
  }
  // with no worry of the buyer's said back, "You really understand me!" or "That is exactly it." react to nothing:
  // kind words get thanks; a brag or a pitch gets the reaction to a pitch; anything else the buyer's own question
  if (turn.t.empathy) {
    const thanks = VOICES[s.persona.buyerType].lines.empathyReply.filter((l) => !CLAIMS_UNDERSTOOD.test(l));
    if (thanks.length > 0) {
      adjust(turn, 1);
      move(turn, 'feel-heard');
      turn.intent = 'acknowledge their kind words';
      return turn.v.own(thanks);
    }
  }
  if (turn.t.pitch || turn.r.acts.some((a) => a.kind === 'pitch' || a.kind === 'offer'))
    return handlePitch(turn);
  if (s.nextStepAgreed) return say(turn, 'agreedAlready', 'confirm the next step you already agreed');
  turn.intent = 'ask your own question to move the conversation on';
  move(turn, 'ask-own');
  return turn.v.own(s.persona.nudges);
}

/** An agreement line that says the salesperson understood something the buyer said. */
const CLAIMS_UNDERSTOOD =
  /\b(?:understand\w*|get it|exactly|that's it|precisely|accurate|summary|feel heard|right)\b/i;

/** An objection that weighs a price already given ("half that", "cheaper", "for that price"). */
const ABOUT_A_PRICE =
  /\b(?:half that|twice that|that price|cheaper|more expensive|less than (?:that|yours))\b/i;

export function handlePitch(turn: Turn): string {
  const { s } = turn;
  s.pitches += 1;
  s.pitchStreak += 1;
  const earned = s.painsRevealed > 0 && s.topicsAsked.length >= 2;
  if (earned && s.pitchStreak === 1) {
    s.valueShown = true;
    adjust(turn, 2, 6);
    return say(turn, 'pitchReply', 'show interest in how their offer solves your worry, in character');
  }
  adjust(turn, -3, -4);
  if (s.interest <= 0 && s.turn > 6) {
    s.ended = true;
    turn.endReason = 'pitching';
    turn.events.push('call-ended');
    return say(turn, 'hangUp', 'end the call: they keep pitching without listening');
  }
  if (s.pitchStreak >= 2 && s.pendingObjection === null) {
    // "the local florist online was half that" needs a price said first
    const compare = s.persona.objections.find(
      (o) =>
        o.kind === 'compare' &&
        !s.objectionsRaised.includes('compare') &&
        (s.priceStated || !ABOUT_A_PRICE.test(o.line)),
    );
    if (compare) return raiseObjection(turn, compare);
  }
  // every reaction to a pitch already said: the buyer turns to a question of their own, never says one again
  if (turn.v.fresh(VOICES[s.persona.buyerType].lines.pitchReply) === undefined) {
    turn.intent = 'ask your own question: they keep pitching';
    move(turn, 'ask-own');
    return turn.v.own(s.persona.nudges);
  }
  return say(turn, 'pitchReply', 'react to the pitch in character');
}
