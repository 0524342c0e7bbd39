/** Each buyer move in plain words, for the intent an LLM words the reply from. */
import type { BuyerMove } from '../../conversation/buyer-moves.ts';

export const MOVE_WORDS: Record<BuyerMove, string> = {
  answer: 'answer their question from your facts',
  'answer-yes': 'answer yes, then say why',
  'answer-no': 'answer no, then say why',
  choose: 'pick one of the options they offered',
  'ask-difference': 'ask what the difference between the options is',
  'give-time': 'give a time that works',
  'defer-time': 'say you will check the time with your partner or family and come back to them',
  correct: 'correct the wrong facts in their recap',
  confirm: 'confirm their recap is right',
  'price-relief': 'say the price is within your budget, with relief',
  'price-value': 'ask what makes the price worth it, as it uses your whole budget',
  'price-objection': 'object to the price, naming your budget and the gap',
  'raise-concern': 'raise your concern',
  'accept-answer': 'accept their answer to your concern',
  'push-back': 'push back on their pressure, in character',
  'end-call': 'end the call politely',
  commit: 'agree to the next step on your own terms',
  decline: 'decline for now and say when you will decide',
  goodbye: 'say goodbye',
  deflect: 'deflect the personal question lightly',
  'small-talk': 'answer the small talk briefly',
  react: 'react to their pitch in character',
  'feel-heard': 'say you feel understood',
  'ask-own': 'ask your own question to move on',
  clarify: 'say you did not understand and ask them to repeat',
  'object-to-rudeness': 'object to the rude remark',
  'check-line': 'check they are still on the line',
  silent: 'stay silent: the call is over',
  greet: 'greet them back briefly',
  redirect: 'steer back to the wedding',
};

/** The moves of a turn in plain words, in order. */
export function describeMoves(moves: readonly BuyerMove[]): string {
  return moves.map((m) => MOVE_WORDS[m]).join('; then ');
}
