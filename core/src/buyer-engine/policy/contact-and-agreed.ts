/**
 * Two plain things a buyer who has said yes does without thinking: gives the e-mail address or phone number the
 * seller asks for ("what's the best email to send the contract to?"), and confirms a time already taken when
 * the seller checks it ("see you and Sam Tuesday at 6pm?", "Monday at eleven, sound good?"). Judged calls
 * heard "I have no idea!" to the first and "we haven't got that far" to the second.
 */
import type { DialogueAct } from '../../conversation/reading-types.ts';
import { move, type Turn } from '../engine-turn.ts';
import type { Persona } from '../persona-types.ts';
import { wordRegExp } from '../../analysis/word-list.ts';

/** The seller asks for an address or number: "what's the best email", "I just need an email address". */
const CONTACT_ASK = new RegExp(
  [
    // (never "what number are you and sam thinking for flowers", which asks a budget)
    String.raw`\b(?:what|which)(?:'s| is| s)? (?:like )?(?:the |your )?(?:best |right |good |preferred )?` +
      String.raw`(?:e-?mail|email address|phone|number(?! (?:are|were|did|do|would) (?:you|we)\b)|cell)\b`,
    // "shall i send that all in an email today, and what's the best address?"
    String.raw`\be-?mail\b.{0,60}\bwhat(?:'s| is| s) (?:the |your )?(?:best |right |good )?address\b`,
    String.raw`\b(?:need|get|have|grab|take|send me)\b.{0,30}\b(?:e-?mail address|an e-?mail|your e-?mail|` +
      String.raw`the e-?mail|phone number|your number|cell number|` +
      // "a number to reach you", never a price ("i'd rather not throw a number out")
      String.raw`a (?:phone |contact |good )?number (?:to|for|i can|where))\b`,
    String.raw`\bwhere (?:should|can|do|shall) (?:i|we) (?:send|email|e-mail|text)\b`,
    // "what's a good email for you" (never "a good number", which may ask for a budget)
    String.raw`\bwhat(?:'s| is| s) (?:like )?a (?:good |the best )?e-?mail\b`,
    // "… i'll have to check with the chef. and the email?"
    String.raw`^\W*(?:and|so|oh)?\s*(?:the|your) e-?mail(?: address)?\W*$`,
    String.raw`\bbest way to (?:reach|contact|get hold of) you\b`,
    String.raw`\b(?:e-?mail|number) (?:should|can|do|shall) (?:i|we) (?:send|use|text|call)\b`,
  ].join('|'),
  'i',
);
/** A contact detail checked: "is this email the best one?", "is it the one you sent the inquiry from?". */
const CONTACT_CHECK = new RegExp(
  [
    String.raw`\bis (?:this|that|it) (?:the (?:best|right|correct|preferred|good) )?` +
      String.raw`(?:e-?mail|email address|address|number|phone number)\b`,
    String.raw`\b(?:e-?mail|address|number) (?:is |still )?(?:the )?(?:best|right|correct|good)\b`,
    // "is the address you sent the inquiry from the best one?"
    String.raw`\bis (?:the|your) (?:e-?mail )?address you\b[^?]{0,40}\b(?:the )?(?:best|right|correct|one)\b`,
    String.raw`\b(?:is it|is that|same as) the (?:one|e-?mail|address) you ` +
      String.raw`(?:sent|wrote|used|e-?mailed|inquired|enquired|reached out|contacted)\b`,
  ].join('|'),
  'i',
);
const PHONE = wordRegExp(['phone', 'number', 'cell', 'text', 'call you'], 'i');
const EMAIL = wordRegExp(['e-?mail', 'address', 'send', 'inbox'], 'i');

/** The couple's address: both first names, as couples set one up for the wedding. */
export function coupleEmail(persona: Persona): string {
  const first = (name: string) =>
    name
      .split(/\s+/)[0]!
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${first(persona.name)}.and.${first(persona.partner)}@gmail.com`;
}

/** A made-up number in the range kept for fiction (555-01xx), the same all call. */
export function couplePhone(persona: Persona): string {
  let h = 0;
  for (const c of persona.name + persona.partner) h = (h * 31 + c.charCodeAt(0)) % 100;
  return `555-01${String(h).padStart(2, '0')}`;
}

export function asksContact(text: string): boolean {
  return CONTACT_ASK.test(text) || CONTACT_CHECK.test(text);
}

/** The address or number asked for, in the buyer type's words; undefined when the turn asks for none. */
export function answerContact(turn: Turn, text: string): string | undefined {
  if (!asksContact(text)) return undefined;
  const { persona } = turn.s;
  // "linda, what's your email address?" asks the mother on the call: she gives her own
  const third = persona.thirdParty?.name;
  if (third && !/^my /i.test(third) && askedOf(third, turn.r.normalized)) {
    move(turn, 'answer');
    turn.intent = 'the parent on the call gives her own e-mail address';
    const child = persona.name
      .split(/\s+/)[0]!
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    return `${third} here, mine is ${third.toLowerCase()}.${child}smom@gmail.com.`;
  }
  const email = coupleEmail(persona);
  const wantsPhone = PHONE.test(text);
  const wantsEmail = EMAIL.test(text) || !wantsPhone;
  const detail = [wantsEmail ? email : '', wantsPhone ? couplePhone(persona) : '']
    .filter(Boolean)
    .join(', or ');
  const checked = CONTACT_CHECK.test(text) && !CONTACT_ASK.test(text);
  move(turn, checked ? 'answer-yes' : 'answer');
  turn.intent = 'give the contact detail they asked for';
  const lines = {
    boss: checked ? `Yes. ${detail}.` : `${detail}.`,
    analyzer: checked ? `Yes, that is right: ${detail}.` : `Please use ${detail}.`,
    dreamer: checked ? `Yes, that's us: ${detail}!` : `It's ${detail}!`,
    relater: checked ? `Yes, that's the one: ${detail}.` : `It's ${detail}. Thank you!`,
  } as const;
  // "… or should I also copy Diego on it?": yes, the partner is copied in
  const first = persona.partner.split(/\s+/)[0]!;
  const said = turn.r.normalized;
  const copy = COPY.test(said) && new RegExp(`\\b${first}\\b`, 'i').test(said);
  const also = persona.buyerType === 'boss' ? `Copy ${first} too.` : `And yes, copy ${first} in, please.`;
  return copy ? `${lines[persona.buyerType]} ${also}` : lines[persona.buyerType];
}
const COPY = /\b(?:copy|cc|include|add|loop)\b/i;

/** The address is asked of her by name: "linda, what's your email?", "what's your email address, linda?". */
const askedOf = (name: string, text: string): boolean =>
  new RegExp(
    `\\b${name}\\b[,\\s]+(?:(?:so|and|um|uh|just|like)\\s+)*(?:what|which|can|could)\\b|` +
      `\\byour (?:e-?mail|email address|address|number)(?: address)?,?\\s+${name}\\b`,
    'i',
  ).test(text);

/**
 * The contact detail a turn asks for, answered before anything else ("what's the best email to send the
 * contract to?" asks for an address, not for the booking), and the turn's other acts, left to answer.
 */
export function contactFirst(turn: Turn): { contact?: string; asking: DialogueAct[] } {
  const { r } = turn;
  const contactActs = r.acts.filter((a) => asksContact(a.text));
  const text = contactActs.length > 0 ? contactActs.map((a) => a.text).join(' ') : r.normalized;
  const contact = answerContact(turn, text);
  if (contact) turn.v.remember(contact);
  // "… in an email today, and what's the best address?": the address asked apart from its email is answered too,
  // and so is "… and should I copy Arjun?" (the answer says yes to it)
  const asksAddress = (a: DialogueAct) =>
    Boolean(contact) &&
    (/\bwhat(?:'s| is)\b.*\baddress\b/i.test(a.text) || (COPY.test(a.text) && /\bcopy\b/i.test(contact!)));
  return { contact, asking: r.acts.filter((a) => !contactActs.includes(a) && !asksAddress(a)) };
}

/** Words that check a step already set: "still on", "see you", "sound good", "all set", "it's a date". */
const CHECKS_SET = wordRegExp(
  [
    'still on',
    'see you',
    'sounds? good',
    "we're (?:all )?set",
    'all set',
    "it's a date",
    'confirmed',
    'we good',
  ],
  'i',
);
/** New terms make it a new close, not a check: money, a deposit, a signature, a booking. */
const NEW_TERMS = wordRegExp(['deposit', 'sign', 'contract', 'book', 'retainer', 'pay'], 'i');

/**
 * A check of the time the buyer already took: the act names that time's day (and no other) or says "still on",
 * "see you", "sound good" about it, with no new terms. Answered with a yes and the time.
 */
export function checksTakenTime(turn: Turn, act: DialogueAct): boolean {
  const taken = turn.s.agreedTime;
  if (!taken || !CHECK_KINDS.includes(act.kind)) return false;
  // before a next step is agreed, a close at the time taken is weighed as the close it is
  if (act.kind === 'commitment-ask' && !turn.s.nextStepAgreed) return false;
  if (NEW_TERMS.test(act.text) || /\$\d|\bdollars?\b/i.test(act.text)) return false;
  const day = taken
    .split(/\s+/)
    .find((w) => /day$/i.test(w))
    ?.toLowerCase();
  const times = act.times ?? [];
  const namesTaken = day !== undefined && act.text.toLowerCase().includes(day);
  const namesOther = times.some((x) => day === undefined || !x.text.toLowerCase().includes(day));
  const asksOpen = act.kind === 'open-question' && /\b(?:what|which|how|why|who|where)\b/i.test(act.text);
  return (namesTaken && !namesOther && !asksOpen) || (CHECKS_SET.test(act.text) && times.length === 0);
}
const CHECK_KINDS: readonly string[] = ['confirmation', 'yes-no-question', 'commitment-ask', 'open-question'];

export function confirmTakenTime(turn: Turn): string {
  const time = turn.s.agreedTime!;
  move(turn, 'confirm');
  turn.intent = `confirm ${time}, which you already took`;
  const lines = {
    boss: [`Yes. ${time}.`, `${time}. Confirmed.`],
    analyzer: [`Yes, ${time} is confirmed.`, `Correct, ${time}.`],
    dreamer: [`Yes! See you ${time}!`, `Yes, ${time}! Can't wait!`],
    relater: [`Yes, ${time}. We'll be there.`, `Yes, ${time} is good for us.`],
  } as const;
  const pool = lines[turn.s.persona.buyerType].map((l) => l.charAt(0).toUpperCase() + l.slice(1));
  return turn.v.fresh([...pool]) ?? pool[0]!;
}
