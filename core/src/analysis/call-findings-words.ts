/** Word lists of `call-findings.ts`. */

/**
 * Words that make a deadline real pressure rather than a plan ("sign it by Friday to hold the date" is a plan;
 * "I'd need the deposit tonight", "the price is only good today" press for a decision now).
 */
export const URGENT_WORDS = [
  'today',
  'tonight',
  'right now',
  'now or',
  'this week',
  'end of the day',
  'after tonight',
  'only good',
  'last chance',
  'or it goes',
  "or you'll lose",
  'lose it',
  'lose the date',
  'yes or no',
  'or not',
];

/** A buyer question that asks for nothing to be answered: a backchannel or an echo. */
export const NON_QUESTIONS = [
  'really',
  'right',
  'seriously',
  'sorry',
  'pardon',
  'hello',
  'you there',
  'are you there',
  'is that so',
];

/** A buyer question about money: the answer names an amount. */
export const MONEY_WORDS = [
  'price',
  'cost',
  'costs',
  'how much',
  'charge',
  'fee',
  'rate',
  'quote',
  'extra',
  'per head',
];

/** How a direct answer to a yes/no question opens. */
export const YES_NO_OPENERS = [
  'yes',
  'yeah',
  'yep',
  'no',
  'nope',
  'not',
  'it does',
  "it doesn't",
  'it is',
  "it's",
  'we do',
  "we don't",
  'we can',
  "we can't",
  'absolutely',
  'of course',
  'sure',
  'only',
  'included',
  'both',
  'either',
  'neither',
];

/** Words too common to show that a reply is about what was asked. */
export const COMMON_WORDS = [
  'the',
  'and',
  'you',
  'for',
  'are',
  'was',
  'our',
  'how',
  'who',
  'why',
  'can',
  'did',
  'any',
  'its',
  "it's",
  'one',
  'what',
  'whats',
  "what's",
  'when',
  'where',
  'which',
  'that',
  'this',
  'there',
  'their',
  'they',
  'them',
  'then',
  'with',
  'have',
  'does',
  'doesnt',
  "doesn't",
  'would',
  'could',
  'should',
  'will',
  'your',
  'yours',
  'about',
  'from',
  'just',
  'really',
  'like',
  'much',
  'many',
  'more',
  'some',
  'also',
  'been',
  'were',
  'want',
  'need',
  'know',
  'think',
  'going',
  'okay',
  'well',
  'good',
  'great',
  'thing',
  'things',
  'other',
  'still',
  'because',
];

/**
 * Minimising a worry instead of meeting it ("it's never a problem", "nobody even notices it"): a brush-off when
 * the reply offers nothing the salesperson will do about it.
 */
export const MINIMISING_PHRASES = [
  'never a problem',
  'never been a problem',
  'never been an issue',
  "it's never an issue",
  'nobody minds',
  'nobody even notices',
  'nobody notices',
  "nobody's ever complained",
  'no one has ever complained',
  "it's fine",
  "it'll be fine",
  'it will be fine',
  'always works out',
  "we'll sort it on the day",
  'sort it on the day',
  'the price is the price',
  'just putting it off',
  'you worry too much',
  "don't overthink",
  'trust me',
  'not a big deal',
  'no big deal',
  "it's always fine",
  // a promise with no plan behind it, in reply to how something will be done ("we're never late honestly")
  "we're never",
  'we are never',
];

/** What the salesperson will do about a worry: a minimising phrase beside it is reassurance, not a brush-off. */
export const HELP_PHRASES = [
  "we'll",
  'we will',
  "i'll",
  'i will',
  'we can',
  'i can',
  'we bring',
  'we always',
  'we put',
  'we pick',
  'we keep',
  'we make',
  'here is how',
  "here's how",
  'in the contract',
  'in writing',
  'backup',
  'back-up',
];

/** Putting the buyer's question off until they have committed: a brush-off whatever follows. */
export const PUT_OFF_PHRASES = [
  "we'll get to that",
  'we will get to that',
  "i'll get to that",
  "i'll come back to that",
  'more on that later',
  "once you're booked",
  'once you book',
  'after you book',
  "when you've booked",
  "let's not worry about that",
  "you don't need to worry about",
];

/**
 * Words any pressure tactic carries (scarcity, an ultimatum, "everyone does it"): a clause the reader calls
 * pressure without one of them, or an urgent word, is not named as pressure.
 */
export const PRESSURE_CUES = [
  'another couple',
  'other couple',
  'other couples',
  'someone else',
  'only one',
  'only two',
  'only a few',
  'only good',
  'only this',
  'left',
  'last one',
  'last chance',
  'last date',
  'fast',
  'filling',
  "won't last",
  "'ll be gone",
  'will be gone',
  'be gone by',
  'gone soon',
  'gone by',
  'lose',
  'everyone',
  'everybody',
  'nobody waits',
  'just book',
  'or not',
  'or it goes',
  'take it or leave it',
  'now or never',
  'yes or no',
  "can't hold",
  'cannot hold',
  "can't promise",
  'putting it off',
  'prices up',
  'going up',
];

/** A salesperson restating what the buyer said, to check it: its facts are compared with the buyer's. */
export const RESTATE_CUES = [
  "so that's",
  'so that is',
  'just to confirm',
  'just to check',
  'to recap',
  "so you're",
  'so it is',
  "so it's",
  'is that right',
  'have i got that right',
  "i've got it",
];

/**
 * Belittling the buyer's wish to think, compare or consult ("thinking about it is just putting it off",
 * "other couples just book"): pressure whatever the reader read.
 */
export const STALL_SHAMING = [
  'just putting it off',
  'only putting it off',
  'other couples just',
  'most couples just',
  'everyone just books',
  'nobody waits',
  "don't need to ask",
];

/** A push to pay or book within the day ("so we good for the deposit tonight"): a deadline the buyer never set. */
export const PAY_NOW =
  /\b(?:deposit|payment|pay|book|sign|lock (?:it|this) in)\b[^.?!]{0,40}\b(?:tonight|today|right now)\b/i;

/**
 * A hold offered as a courtesy ("if someone else asks for the 11th, I call you first", "fully transferable",
 * "no obligation"): it protects the buyer's choice, so the clause is not pressure whatever else it names.
 */
export const COURTESY_PHRASES = [
  'call you first',
  'ring you first',
  'check with you first',
  'first refusal',
  'fully transferable',
  'no obligation',
  'courtesy hold',
];
