/**
 * How the seller sends something, asked as a choice: by e-mail or on paper ("does email work best or would you
 * rather i print one and bring it?"), or to whose address ("your email or Linda's?"). A buyer picks, plainly:
 * e-mail, to their own address. Judged calls heard "what is the difference between Email emily and Linda's?".
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { move, type Turn } from '../engine-turn.ts';
import type { BuyerId } from '../../buyer-types.ts';
import { coupleEmail } from './contact-and-agreed.ts';

/** Options that are ways of sending: e-mail, print, post, text, a PDF, bringing it along. */
const MEANS = /\b(?:e-?mail|print(?:ed)?|post|mail|text|pdf|paper|hard copy|bring (?:it|one|them)|inbox)\b/i;
/** The question is about sending a document, not about a product ("a printed album or digital files?"). */
const SENDING =
  /\b(?:send|sent|get (?:it|this|that|one|the \w+) to|bring (?:it|one|them)|deliver|drop (?:it|one) off)\b|\b(?:proposal|quote|contract|summary|invoice|brochure|agreement)\b/i;
/** An option that names whose address: "linda's", "add alicia's own address", "yours", "mine", "the shared one". */
const WHOSE =
  /\b(?!(?:that|it|what|there|here|who|how|let|he|she|where)'s)[a-z]+'s\b|\b(?:yours|mine|shared|joint)\b/i;
/** An option that keeps the one address they gave: "or is the shared one enough?". */
const SHARED = /\b(?:shared|joint|same|that one|enough)\b/i;
/** Copying someone in or forwarding it to them. */
const COPIES = /\b(?:cc|copy (?:\w+ )?in|forward (?:it|this|that))\b/i;
const ADDRESS = /\b(?:e-?mail|address|inbox)\b/i;
/** Ways of paying: card, bank transfer, check, an app. */
const PAY_MEANS =
  /\b(?:card|credit|debit|bank|transfer|wire|check|cheque|venmo|zelle|paypal|cash|ach|link|online)\b/i;

/**
 * Whether the choice is how to send ('means') or to whose address ('whose'). With no options read ("does email
 * work best or would you rather i print one"), the two sides of its "or" are the options.
 */
export function asksHowToSend(act: DialogueAct): 'means' | 'whose' | 'pay' | undefined {
  const read = act.options ?? [];
  const options = read.length >= 2 ? read : act.text.split(/\s+or\s+/i).slice(-2);
  if (options.length < 2) return undefined;
  // "the deposit link by card or bank transfer?": how to pay, picked as plainly
  if (options.filter((o) => PAY_MEANS.test(o)).length >= 2) return 'pay';
  // "cc grace's dad on the email or would you rather forward it to him yourself": whose inbox
  const whose = options.some((o) => WHOSE.test(o.trim())) || /\b(?:cc|copy in|forward)\b/i.test(act.text);
  if (whose && (options.some((o) => ADDRESS.test(o)) || COPIES.test(act.text))) return 'whose';
  return SENDING.test(act.text) && options.some((o) => MEANS.test(o)) ? 'means' : undefined;
}

/** Each buyer type's pick, two ways of saying it ({email} is the couple's address). */
const PICKS: Record<'means' | 'whose' | 'pay' | 'shared', Record<BuyerId, readonly string[]>> = {
  pay: {
    boss: ['Card. Send the link.', 'Card. Quickest.'],
    analyzer: [
      'Bank transfer, please, so there is a clear record.',
      'A bank transfer, with a receipt, please.',
    ],
    dreamer: ['Card is easiest!', 'Oh, card, please!'],
    relater: ['Card is easiest for us, thank you.', 'By card, please. That keeps it simple.'],
  },
  shared: {
    boss: ["The shared one's enough.", 'Shared one. Fine.'],
    analyzer: ['The shared address is enough, thank you.', 'One address is enough: {email}.'],
    dreamer: ['The shared one is perfect!', 'Oh, the shared one is fine!'],
    relater: ['The shared one is fine, thank you. We read it together.', 'Just the shared one, thank you.'],
  },
  whose: {
    boss: ['Mine. {email}.', 'To me. {email}.'],
    analyzer: ['Mine, please: {email}. I keep everything in one place.', 'To me, please: {email}.'],
    dreamer: ["Mine, please! {email}. I'll show everyone.", 'To me! {email}.'],
    relater: ["Mine, please, {email}. I'll share it with the family.", 'To me, please: {email}. Thank you.'],
  },
  means: {
    boss: ['Email. {email}.', 'Email is fine. {email}.'],
    analyzer: ['Email, please, so I can file it: {email}.', 'By email, please: {email}.'],
    dreamer: ['Email, please! Then I can look at it again and again.', 'Oh, email is perfect: {email}.'],
    relater: ['Email is easiest for us, thank you. {email}.', 'By email would be lovely: {email}.'],
  },
};

/** The buyer's pick of how or where to send it, or undefined when the choice is not about sending. */
export function answerHowToSend(turn: Turn, act: DialogueAct): string | undefined {
  const asked = asksHowToSend(act);
  if (!asked) return undefined;
  const { persona } = turn.s;
  move(turn, 'choose');
  turn.events.push('choice-made');
  turn.intent = {
    whose: 'say to send it to your own address',
    means: 'say e-mail is best',
    pay: 'say how you pay',
  }[asked];
  const options = act.options?.length ? act.options : act.text.split(/\s+or\s+/i);
  const pick = asked === 'whose' && options.some((o) => SHARED.test(o)) ? 'shared' : asked;
  const lines = PICKS[pick][persona.buyerType].map((l) => l.replace('{email}', coupleEmail(persona)));
  return turn.v.fresh(lines) ?? lines[0]!;
}
