/**
 * An either-or act answered: a close put as two ways ("lock it in or think about it?") is weighed as a close, how
 * to send or pay is picked plainly, times get a time, their own plans get their facts, and two things on offer
 * get a pick or a question about the difference.
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import type { Turn } from '../engine-turn.ts';
import { meetingAct, offersStepOrDelay, putAsQuestion } from './act-checks.ts';
import { askedAboutSomeone, realOptions } from './options.ts';
import { answerFromFacts } from './choice-facts.ts';
import { answerEitherOr, answerScheduling } from './choices.ts';
import { answerCommitment } from './commitment.ts';
import { answerHowToSend, asksHowToSend } from './delivery-choice.ts';
import { answerQuestions } from './question-acts.ts';
import { EVENT_DAY, MEETING_WORD, timesOffered } from './turn-shape.ts';

export function answerEitherOrAct(
  turn: Turn,
  act: DialogueAct,
  done: Set<string>,
  pressured: boolean,
): string {
  const once = (key: string) => (done.has(key) ? false : (done.add(key), true));
  // "lock it in or think about it?" is a close, weighed as one, not two options to pick from
  if (offersStepOrDelay(act.options ?? [], act.text))
    return pressured || !once('close') ? '' : answerCommitment(turn);
  // "email or a printed copy?", "your email or Linda's?": how to send it, picked plainly
  if (asksHowToSend(act)) return once('choice') ? (answerHowToSend(turn, act) ?? '') : '';
  // no two things to pick: a question is answered as asked, a statement with "or" in it ("i've shot there
  // like four or five times") asks nothing
  if (!realOptions(act)) return putAsQuestion(act) && once('questions') ? answerQuestions(turn, act) : '';
  // "which day is the ceremony on, saturday or the sunday?" asks their plans, not for a time to meet
  if (
    act.times?.length &&
    (EVENT_DAY.test(act.text) || act.topics?.includes('date')) &&
    !MEETING_WORD.test(act.text)
  )
    return once('questions') ? answerQuestions(turn, act) : '';
  if (act.times?.length) return once('time') ? answerScheduling(turn, act) : '';
  // "Saturday the 14th at 11am or Tuesday the 17th at 6pm … which of those works better?": the turn's times
  if (timesOffered(turn, act)) return once('time') ? answerScheduling(turn, meetingAct(turn, act)) : '';
  done.add('price');
  if (!once('choice')) return '';
  // "does she use a wheelchair or a walker?": someone else's to say, whatever the buyer's facts say
  if (askedAboutSomeone(act.text) && !act.money?.length) return answerEitherOr(turn, act);
  done.add('questions');
  return answerFromFacts(turn, act) ?? answerEitherOr(turn, act);
}
