/**
 * Word families of what a salesperson's turn does (greets, empathises, pitches, prices, closes, handles a
 * worry), read by `classify-turn.ts`: each entry one alternative of its pattern.
 */
import { wordSource } from '../analysis/word-list.ts';

/** Remedies for a worry: a payment plan, a smaller package, a guarantee, something in writing, reviews. */
const REMEDY_OFFERS: readonly string[] = [
  'payment plan',
  'split',
  'spread',
  'instal?lments?',
  'smaller',
  'lighter',
  'trim',
  'adjust',
  'tailor',
  'customi[sz]e',
  String.raw`flexib\w*`,
  String.raw`guarantee\w*`,
  'in writing',
  'backup',
  'back-up',
  'refund',
  'insurance',
  'rain plan',
  'included',
  'includes',
  'reviews?',
  'references?',
];

/** Holding the date, or bringing the other decider in: "a courtesy hold", "invite your mum to the call". */
const HOLD_AND_INVITE: readonly string[] = [
  'hold the date',
  'courtesy hold',
  'invite (?:them|your|him|her)',
  'bring (?:them|your|him|her)',
  'join (?:us|the call)',
];

/** Showing what the money buys: "the difference is", "what you get", "apples to apples". */
const SHOW_VALUE: readonly string[] = ['difference is', 'what you get', 'apples to apples'];

/** A remedy offered for a worry, as opposed to a question that only asks what the worry is. */
export const REMEDY_WORDS: readonly string[] = [
  ...REMEDY_OFFERS,
  ...HOLD_AND_INVITE,
  ...SHOW_VALUE,
  'discount',
  'we can',
  'we could',
  'i can',
  'i could',
];

/** Greetings that open a turn: "hi", "thanks for calling", "congratulations". */
export const GREETING_WORDS: readonly string[] = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'good (?:morning|afternoon|evening)',
  'thanks? (?:you )?(?:so much )?for (?:calling|reaching out|taking|getting|your (?:inquiry|enquiry|time))',
  'nice to (?:meet|speak|talk)',
  'lovely to',
  'great to (?:meet|speak|hear|talk)',
  'congratulations',
  'congrats',
  'welcome',
];

/** Empathy: the salesperson saying they understand how the couple feels. */
export const EMPATHY_WORDS: readonly string[] = [
  'i (?:completely |totally |really |absolutely |fully )?(?:understand|hear you|get (?:it|' +
    'that)|can imagine|can see why|appreciate)',
  'makes (?:total |complete |so much |perfect )?sense',
  'that sounds (?:really |so |very |incredibly )?(?:stressful|hard|tough|frustrating|difficult|' +
    'scary|worrying|awful|upsetting|overwhelming|exhausting|lovely|wonderful|amazing|beautiful|' +
    'magical|special)',
  'that must (?:be|have been)',
  "i'm (?:so |really )?sorry",
  '(?:totally|completely|perfectly) (?:understandable|normal|fair|valid)',
  "what i'm hearing",
  'it sounds like',
  'sounds like (?:you|that|it)',
  "you're (?:worried|concerned|nervous)",
  'no wonder',
  'of course you',
  'anyone would',
  "that's (?:completely |totally )?(?:fair|understandable|normal|valid|so special|beautiful|lovely)",
];

/** What a pitch claims, after "we", "our", "I" or "my team": "we offer", "our award-winning team". */
const PITCH_CLAIM_WORDS: readonly string[] = [
  'offer',
  'include',
  'includes',
  'provide',
  'speciali[sz]e',
  String.raw`award\w*`,
  'years',
  'experience',
  'best',
  'team',
  'capture',
  'create',
  'deliver',
  String.raw`guarantee\w*`,
  'package',
  'collection',
  'portfolio',
  'featured',
  'trusted',
  'hundreds',
  'known for',
  'premium',
  'luxury',
  'clients',
  'couples',
  'reviews?',
  'backup',
  'back-up',
  'in writing',
  'contract',
];

/** A pitch: the salesperson telling what they offer, and what the couple will get. */
export const PITCH_WORDS: readonly string[] = [
  String.raw`\b(?:we|our|i|my team|us)\b.{0,60}${wordSource(PITCH_CLAIM_WORDS)}`,
  String.raw`\byou(?:'ll| will)? get\b`,
  String.raw`\bthat means you\b`,
];

/** A price said: an amount of money, "the price is", "packages start at". */
export const PRICE_WORDS: readonly string[] = [
  String.raw`(?:[$£€]\s?\d)`,
  String.raw`\b\d[\d,.]*\s?(?:dollars|pounds|euros|k)\b`,
  String.raw`\b(?:price|cost|costs|priced|rate|fee|fees|investment)\s+(?:is|are|starts?|would be|` +
    String.raw`comes to|of|runs?)\b`,
  String.raw`\bstarts? at\b`,
  String.raw`\b(?:packages?|collections?) (?:start|run|range|begin)\b`,
];

/** What a close asks the couple to do: book, visit, a call, a tasting, a contract or a hold. */
export const CLOSE_ACTION_WORDS: readonly string[] = [
  'book(?:ing)?',
  'schedule',
  'set up',
  'arrange',
  'come (?:in|by|out|and see|over|visit)',
  'pop (?:in|by)',
  'visit',
  'tour',
  'walk-?through',
  'meet(?:ing)?',
  '(?:a|quick|video|follow-?up) call',
  'call (?:you|with)',
  'zoom',
  'send (?:you |over )?(?:a |the |an )?(?:proposal|contract|quote|agreement|invoice|sketch|mock-?up|timeline)',
  'hold (?:the|your|that) date',
  'pencil',
  'reserve',
  'lock (?:it |that )?in',
  'deposit',
  'sign',
  'tasting',
  'consultation',
  'mock-?up',
  'sketch',
  'design session',
  'next step',
];

/** The form of a close: a proposal put to the couple ("shall we", "would you like", "does Friday work"). */
export const CLOSE_FORM_WORDS: readonly string[] = [
  "let's",
  'let us',
  'how about',
  'shall (?:we|i)',
  'can i',
  'could i',
  'could we',
  'can we',
  'would you (?:like|be|both|want)',
  'do you want to',
  'could you',
  'would it help',
  "i(?:'ll| will| can)",
  "why don't we",
  'are you (?:free|available)',
  'does .{1,40} work',
  'works for you',
  "i'd love to",
];

/** A time that makes a close concrete: a day, "tomorrow", "within 48 hours", "at 11", "3pm". */
export const CLOSE_TIME_WORDS: readonly string[] = [
  '(?:mon|tues|wednes|thurs|fri|satur|sun)day',
  'tomorrow',
  'tonight',
  'today',
  'this (?:afternoon|evening|morning|week|weekend)',
  String.raw`next (?:week|month|\w+day)`,
  'end of (?:the )?(?:day|week)',
  String.raw`within (?:\d+|an?|one|two|three|24|48) (?:hours?|days?)`,
  String.raw`at (?:\d{1,2}|noon|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b`,
  String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)`,
];

/** Handling an objection: a remedy, a reassurance, or a question about what holds them back. */
export const HANDLING_WORDS: readonly string[] = [
  ...REMEDY_OFFERS,
  'no pressure',
  ...HOLD_AND_INVITE,
  ...SHOW_VALUE,
  'value',
  'worth',
  "what's holding you back",
  'what would help',
  'what would you need',
  'what part',
  'which part',
  'the main (?:thing|concern)',
  'happy to',
];

/** A joining word between a comma and the next question: "…, and is that set in stone?". */
export const CLAUSE_JOIN_WORDS: readonly string[] = ['and ', 'or ', 'but ', 'so ', 'also '];

/** A filler word before the next question: "…, and roughly how many guests?". */
export const CLAUSE_FILLER_WORDS: readonly string[] = [
  'roughly',
  'approximately',
  'about',
  'just',
  'then',
  'um',
  'like',
  'also',
  'so',
  'and',
];

/** Words that open a new question after a comma: "…, are you stressed yet?", "…, what's the date?". */
export const QUESTION_OPENER_WORDS: readonly string[] = [
  'are',
  'is',
  'was',
  'were',
  'do',
  'does',
  'did',
  'have',
  'has',
  'had',
  'what',
  "what's",
  'how',
  "how's",
  'who',
  'when',
  'where',
  'which',
  'will',
  'would',
  'could',
  'can',
  'shall',
  'should',
];

/** An ask put as a statement: "I'd love to hear how you two met", "tell me about the venue". */
export const INDIRECT_ASK_WORDS: readonly string[] = [
  "i'd love to (?:hear|know|learn)",
  'i would love to (?:hear|know|learn)',
  'tell me',
  "i'm (?:curious|wondering)",
  'i was wondering',
  'i wonder',
  'talk me through',
  'walk me through',
  'fill me in',
];
