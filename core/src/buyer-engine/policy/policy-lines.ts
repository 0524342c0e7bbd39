/**
 * The lines a buyer type says for the policy's moves, per type. Templates: {option} and {other} (the options
 * of a choice), {time}, {price}, {budget}, {gap}, {right} and {wrong} (a corrected fact), and the persona's
 * {name}, {partner}, {third}, {vendor}, {service}. Several variants each, so no sentence repeats in a call.
 */
import type { BuyerId } from '../../buyer-types.ts';
import { ANALYZER_LINES } from './lines-analyzer.ts';
import { BOSS_LINES } from './lines-boss.ts';
import { DREAMER_LINES } from './lines-dreamer.ts';
import { RELATER_LINES } from './lines-relater.ts';

export interface PolicyLines {
  /** a yes that opens the why ("Yes, we …"), no closing stop */
  yes: string[];
  /** a no that opens the why, no closing stop */
  no: string[];
  /** picks the option that fits the budget, or the one they like */
  choose: string[];
  /** asks what separates the options */
  askDifference: string[];
  /** a choice about someone else's needs ("does she use a wheelchair or a walker?"): they will ask them */
  askThem: string[];
  /** takes a time offered */
  giveTime: string[];
  /** offers a time of their own when none was offered */
  ownTime: string[];
  /** must check with the partner or parent first */
  deferTime: string[];
  /** the lead-in before the right facts of a corrected recap */
  correct: string[];
  /** a recap that is right */
  confirm: string[];
  /** a price under the budget */
  priceRelief: string[];
  /** a price at the budget (within 2%) */
  priceValue: string[];
  /** a price over the budget but inside the type's value band: names the budget and the gap */
  priceStretch: string[];
  /** the same over-budget price pushed again */
  priceStretchAgain: string[];
  /** a price far over the budget, naming the budget and the gap */
  priceObjection: string[];
  /** a concern brushed off, raised again */
  reRaise: string[];
  /** the worry brushed off once too often: the buyer leaves, politely */
  walkAway: string[];
  /** presses for the number a vague answer left out ("depends", "a few thousand maybe") */
  pressNumber: string[];
  /** presses for how long or when, after "a while", "whenever" */
  pressTime: string[];
  /** presses for a plain yes or no, after "should be fine probably" */
  pressYesNo: string[];
  /** presses for the plan behind "it never happens, don't worry" */
  pressPlan: string[];
  /** presses for specifics after any other vague answer */
  pressVague: string[];
  /** a second dodge of the same question: notes it as unanswered and moves on */
  pressNoted: string[];
  /** yes to "does that make sense?", "is that what you needed?" after a clear answer */
  checkYes: string[];
  /** new terms (sign, pay) asked after a next step is agreed: yes, if the agreed step bears them out */
  termsAfterStep: string[];
  /** their own question answered with a plain statement: taken in before they move on */
  noted: string[];
  /** the worry they told is answered with a remedy: relief, in the type's words */
  eased: string[];
  /** pushes back on pressure */
  pushBack: string[];
  /** ends the call after repeated pressure */
  endCall: string[];
  /** agrees to a next step on the type's terms */
  commit: string[];
  /** says goodbye back */
  goodbye: string[];
  /** a goodbye after a next step was agreed */
  goodbyeAgreed: string[];
  /** a goodbye that confirms the time of the agreed next step ({time}) */
  goodbyeAt: string[];
  /** deflects genuinely personal small talk */
  deflect: string[];
  /** says yes to an offer of help */
  acceptOffer: string[];
  /** says yes to a free, no-obligation hold on the date */
  acceptHold: string[];
  /** yes to a meeting, call, tasting or visit proposed as the next step (no booking, no money) */
  commitMeeting: string[];
}

export const POLICY_LINES: Record<BuyerId, PolicyLines> = {
  boss: BOSS_LINES,
  analyzer: ANALYZER_LINES,
  dreamer: DREAMER_LINES,
  relater: RELATER_LINES,
};
