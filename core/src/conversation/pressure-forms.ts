/**
 * Pressure said in forms too varied to list phrase by phrase: a grammar of scarcity (what is left, who else
 * wants it, how fast it goes), of a deadline (until when the price holds), of an ultimatum and of everyone
 * deciding at once. Each form names what is scarce or who decides, so a plain fact ("we have one barn") is not
 * read as pressure. Matched on a clause's words as said, lower or mixed case, apostrophes optional.
 */
import type { PressureKind } from './reading-types.ts';

const ALT = (words: readonly string[]): string => `(?:${words.join('|')})`;

const COUNT = ALT(['one', 'two', 'three', 'four', 'a few', 'a couple(?: of)?', 'a handful of', '\\d+']);
const SLOTS = ALT([
  'dates?',
  'saturdays?',
  'fridays?',
  'sundays?',
  'weekends?',
  'slots?',
  'spots?',
  'openings?',
  'weddings?',
  'days?',
  'summer dates?',
  'june dates?',
]);
const THINGS = ALT([
  'it',
  'this',
  'that',
  'the date',
  'your date',
  'that date',
  'dates like (?:yours|that|this)',
  'the (?:slot|spot|dress|discount|deal|offer|price|rate)',
  'this (?:dress|discount|deal|offer|price|rate|date)',
  'that (?:dress|discount|deal|offer|price|rate)',
  SLOTS,
  '(?:spring|summer|autumn|fall|winter|june|july|august|september|october) (?:dates|weekends|saturdays)',
]);
const OTHERS = ALT([
  'another couple',
  'other couples?',
  'a couple',
  'another bride',
  'other brides',
  'a bride',
  'someone else',
  'somebody else',
  'another client',
  'other clients',
  `${COUNT} (?:other )?(?:couples|brides|people|families|clients)`,
]);
const SOON = ALT([
  'fast',
  'quick(?:ly)?',
  'in (?:a matter of )?(?:days|hours|minutes|a day|a week)',
  'already',
  'soon',
  'by (?:tomorrow|tonight|friday|monday|the weekend|next week|the end of (?:the|this) (?:week|month))',
  'next week',
  'tomorrow',
]);

const SCARCITY = [
  // "I only have two Saturdays left", "just one date open in June", "nineteen are gone"
  `\\b(?:only|just) (?:have|got|do|has|had)? ?${COUNT} (?:\\w+ )?${SLOTS}? ?` +
    '(?:left|remaining|open|available|free)\\b',
  `\\b${COUNT} (?:\\w+ )?${SLOTS} (?:left|remaining)\\b`,
  `\\b(?:${SLOTS}|${THINGS}) (?:go|goes|going|gone|went|will go|get snapped up|gets snapped up)` +
    `(?: really| so)? ${SOON}`,
  `\\b(?:booking|filling|selling) (?:up )?(?:really |so )?(?:fast|quick(?:ly)?)`,
  `\\b${THINGS} (?:won'?t|will not|isn'?t going to|is not going to) ` +
    '(?:be (?:here|there|around|available|open)|last)\\b',
  // "another couple toured it yesterday", "a bride is coming in tomorrow to look at your date"
  `\\b${OTHERS} (?:\\w+ )?(?:toured|viewed|looked at|looking at|asked|asking|coming|came|interested|loved|wants?|` +
    `enquired|inquired|holding|has a hold|put a hold|ready to sign|about to sign|keen on)\\b`,
  `\\b(?:anyone|anybody|someone|somebody)(?: else)? (?:can|could|will|might) (?:take|grab|book|have|snap)\\b`,
  '\\bfirst come,? first served\\b',
  '\\b(?:lose|losing|lost) ' +
    '(?:it|out|the date|your date|that date|the slot|the spot|the price|the discount|the dress)\\b',
  '\\bmiss(?:ing)? out\\b',
  `\\b(?:can'?t|cannot|won'?t|will not) (?:hold|keep|save|guarantee|promise|sit on) ` +
    `(?:it|this|that|the date|your date|the price|the rate|the discount)\\b`,
  // "these dates never last", "Saturdays in October are like gold dust", "my diary is nearly full"
  `\\b(?:${THINGS}|these \\w+|they) (?:never|don'?t|won'?t|rarely|will not) last\\b`,
  "\\b(?:gold dust|hen'?s teeth|in such demand|most popular (?:dates?|weekends?|saturdays?|days?|of the year))\\b",
  '\\b(?:diary|calendar|books|schedule|year|summer|season)(?: for \\w+(?: \\w+)?)? (?:is|are) ' +
    '(?:nearly|almost|pretty much|practically|basically|already) (?:full|booked|gone)\\b',
  '\\b(?:turned (?:down|away)|said no to) (?:\\w+ )?(?:couples|brides|people|enquiries|inquiries)\\b',
  '\\b(?:someone|somebody|people|a couple|another couple) (?:is |are )?waiting (?:on|for)\\b',
  `\\bthe only ${SLOTS} (?:i|we) (?:have|'ve got|got)\\b`,
  // "grab it while you can", "I'd jump on it", "I wouldn't leave it too long", "the sooner you book the better"
  "\\bwhile (?:you can|it lasts|you still can|it'?s still (?:here|there|open|available))\\b",
  "\\b(?:i'?d|you'?d want to|you should) (?:jump on|grab|snap up) (?:it|this|that)\\b",
  "\\b(?:wouldn'?t|don'?t|shouldn'?t) (?:leave|sit on) (?:it|this|that)(?: (?:too )?long| much longer)?\\b",
  '\\bthe sooner (?:you (?:book|sign|decide|commit)|the better)\\b',
];

const DEADLINE = [
  '\\b(?:last time i can|one-? ?time|limited-? ?time) (?:offer|deal|price|rate)\\b',
  '\\boff the table\\b',
  '\\b(?:hold|keep|save) (?:it|the date|this|that) (?:for|until) ' +
    '(?:\\d+|twenty-?four|forty-?eight|an?) (?:hours?|minutes?|days?)\\b',
  '\\bbefore (?:the end of (?:the|this) call|we hang up|you hang up|the call ends)\\b',
  `\\b(?:good|valid|available|on offer|holds?) (?:for|until|till|through|up to) ` +
    `(?:today|tonight|tomorrow|midnight|noon|the end of|friday|monday|this week|the weekend|\\d)`,
  `\\b(?:after|from|past) (?:today|tonight|tomorrow|midnight|monday|tuesday|wednesday|thursday|friday|` +
    `the weekend|this week)\\b.{0,30}\\b(?:price|rate|cost|it'?s|goes|go|more|gone|new)\\b`,
  `\\b(?:price|prices|rate|rates|it) (?:goes|go|is going|are going|will go) up\\b`,
];

const ULTIMATUM = [
  `\\b(?:need|want|have to have|gotta have) (?:an answer|a decision|to know|a yes|your answer)(?: like)? ` +
    `(?:now|today|tonight|by|on this call|before)`,
  '\\bare we doing this(?: or (?:what|not))?\\b',
  '\\bwhat are (?:you|we) waiting for\\b',
  "\\bwhat'?s (?:the hold ?up|stopping you)\\b",
  '\\bwhy (?:wait|would you wait|are you waiting)\\b',
  '\\b(?:give me|get me|let me have) (?:an answer|a decision|a yes) (?:now|today|tonight|by|before)\\b',
  '\\bneed to (?:move|act|decide) (?:quickly|fast|now|today)\\b',
];

const SOCIAL_PROOF = [
  "\\b(?:everyone|everybody|couples|people)(?:'s| are| is)? booking (?:earlier|sooner|further ahead)\\b",
  "\\bwish (?:they'?d|they had) (?:booked|signed|committed) (?:sooner|earlier)\\b",
  `\\b(?:everyone|everybody|most (?:people|couples|brides|of my couples)|all (?:of )?my couples|` +
    `every couple|nobody|no one|couples|people)(?: \\w+){0,5} (?:book|books|booked|sign|signs|signed|decide|decides|` +
    `decided|commit|commits) (?:on the spot|on the (?:first )?(?:call|visit|day)|straight away|right away|` +
    `the same day|without|immediately|there and then|already)`,
  `\\b(?:regret|regrets|regretted) (?:waiting|it|not booking|holding off)\\b`,
  `\\b(?:silly|crazy|mad|foolish) to (?:wait|hold off|think about it)\\b`,
  "\\b(?:won'?t|never|not going to|can'?t) (?:find|get|see) " +
    '(?:a )?(?:better|cheaper|lower) (?:deal|price|offer|rate)\\b',
];

const compile = (forms: readonly string[]): RegExp => new RegExp(forms.join('|').replace(/'\??/g, "'?"), 'i');

/** The forms in the order a clause's pressure is named by: ultimatum, deadline, scarcity, social proof. */
export const PRESSURE_FORMS: ReadonlyArray<[PressureKind, RegExp]> = [
  ['ultimatum', compile(ULTIMATUM)],
  ['deadline', compile(DEADLINE)],
  ['scarcity', compile(SCARCITY)],
  ['social-proof', compile(SOCIAL_PROOF)],
];

/**
 * The seller's own promise to deliver by a time ("you'll have the contract PDF by tomorrow noon", "I'll send
 * the quote by tonight", "i can write up a proposal and send it over by friday", "the invite goes out today"):
 * a deadline on the seller, not on the buyer's decision.
 */
const SELLER_DELIVERS = new RegExp(
  String.raw`\b(?:you'?ll (?:have|get|receive|see)|` +
    String.raw`i(?:'?ll| will| can| could|'d) (?:send|email|e-mail|get|have|drop|post|text|write)|` +
    String.raw`we'?ll (?:send|email|e-mail|get|have)|(?:it|that|this|the \w+|your \w+) (?:goes|will go|'?ll go) out|` +
    String.raw`(?:in|to) your inbox|` +
    String.raw`(?:contract|pdf|quote|proposal|invite|invitation|breakdown|brochure|agenda|samples?|details|menus?|` +
    String.raw`packages?|gallery|e-?mail)\b.{0,40}\bby)\b`,
  'i',
);
/** Words that put the deadline on the buyer's decision, price or date after all. */
const BUYER_DEADLINE =
  /\b(?:price|rate|discount|deal|offer|decide|decision|answer|sign|book|deposit|lose|gone|expires?|only)\b/i;

/** A deadline that is only the seller promising to deliver something by a time. */
export const sellerPromise = (kind: PressureKind, clause: string): boolean =>
  kind === 'deadline' &&
  (((SELLER_DELIVERS.test(clause) || HANG_UP.test(clause)) && !BUYER_DEADLINE.test(clause)) ||
    (TERMS_WINDOW.test(clause) && !DECISION_DUE.test(clause)));
/** A decision due by the window after all: "free until friday, then you lose the date". */
const DECISION_DUE = /\b(?:decide|decision|sign|book|lose|gone|expires?|only)\b/i;
/**
 * A window the couple's contract gives them ("guest count can go up or down until 3 weeks out at no fee", "design
 * changes are free until the design lock"): a term in their favour, no decision due.
 */
const TERMS_WINDOW =
  /\b(?:can (?:change|go up|go down|move|adjust)|changes? (?:are|is) free|at no (?:fee|charge|cost)|free of charge)\b[^.]*\buntil\b|\buntil\b[^.]*\b(?:at no (?:fee|charge|cost)|free of charge)\b/i;
/** "Before we hang up, is there anything worrying you?": the end of the call named with no decision due by it. */
const HANG_UP = /\bbefore (?:we|you|i) (?:hang up|go|let you go)\b/i;
