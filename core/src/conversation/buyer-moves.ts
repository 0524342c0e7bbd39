/**
 * What the buyer decides to do with a salesperson turn, before any words are chosen: the policy's decision,
 * which the engine words itself or hands to an LLM to word (the LLM never changes it).
 */

export const BUYER_MOVES = [
  /** answers a question from the persona's facts */
  'answer',
  /** answers a yes/no question with yes or no, then why */
  'answer-yes',
  'answer-no',
  /** picks one of the options of an either-or question */
  'choose',
  /** asks what the difference between the options is */
  'ask-difference',
  /** gives a time for a scheduling question */
  'give-time',
  /** will check with the partner or parent about a time and come back */
  'defer-time',
  /** corrects a wrong fact in a recap ("it's September, not June, and 180 guests") */
  'correct',
  /** confirms a recap that is right */
  'confirm',
  /** a price under the buyer's budget: relief, or a question about what it includes */
  'price-relief',
  /** a price near the budget: a value question */
  'price-value',
  /** a price far over the budget: an objection naming the budget and the gap */
  'price-objection',
  /** raises one of the persona's concerns */
  'raise-concern',
  /** accepts an answer to a raised concern */
  'accept-answer',
  /** pushes back on pressure, in character */
  'push-back',
  /** ends the call politely (after repeated pressure, abuse, endless pitching or worries waved away) */
  'end-call',
  /** agrees to a next step, on the type's terms */
  'commit',
  /** declines or defers a commitment, saying when they will decide */
  'decline',
  /** says goodbye back */
  'goodbye',
  /** deflects genuinely personal small talk (at most once per call) */
  'deflect',
  /** answers small talk warmly */
  'small-talk',
  /** reacts to a pitch or offer */
  'react',
  /** feels understood */
  'feel-heard',
  /** asks the buyer's own question to move on */
  'ask-own',
  /** did not understand (gibberish, another language) and asks again */
  'clarify',
  /** objects to rudeness */
  'object-to-rudeness',
  /** checks the salesperson is still there (an empty turn) */
  'check-line',
  /** the call is over: stays silent */
  'silent',
  /** greets the salesperson back */
  'greet',
  /** steers an off-topic turn back to the wedding */
  'redirect',
] as const;

export type BuyerMove = (typeof BUYER_MOVES)[number];

/** Why a call was ended by the buyer, for the client and the report. */
export type CallEndReason = 'pressure' | 'abuse' | 'pitching' | 'dismissed' | 'goodbye';
