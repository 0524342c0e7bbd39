/**
 * Word families of the slots a turn fills (times, amounts, options), read by `slots-time.ts`, `slots-money.ts`
 * and `slots-options.ts`: each entry one alternative of its pattern.
 */

/** Words that make a time relative to now ("tomorrow", "next week", "in two weeks", "a month from now"). */
export const RELATIVE_TIME_WORDS: readonly string[] = [
  'today',
  'tonight',
  'tomorrow',
  'yesterday',
  'next',
  'this',
  'last',
  'coming',
  'end of',
  String.raw`in \d+`,
  'in an?',
  'in (?:one|two|three|four|five|six|seven|eight|nine|ten|a couple|a few)',
  'from now',
  'ago',
  'weekend',
];

/** How many of a unit a length of time has: "a", "one", "fifteen", "6". */
export const DURATION_COUNT_WORDS: readonly string[] = [
  String.raw`\d+`,
  'an?',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty-?five',
  'sixty',
];

/** The units of a length of time: "minute", "hours", "weeks". */
export const DURATION_UNIT_WORDS: readonly string[] = [
  'minutes?',
  'mins?',
  'hours?',
  'hrs?',
  'days?',
  'weeks?',
  'months?',
  'years?',
];

/** Words before a month that make it the wedding's month: "in June", "a September wedding", "late May". */
export const MONTH_LEAD_WORDS: readonly string[] = [
  'in',
  'a',
  'an',
  'for',
  'of',
  "that's",
  'thats',
  'is',
  "it's",
  'its',
  'late',
  'early',
  'mid',
];

/** Things counted in thousands that are not money: "1,200 reviews", "2,000 square feet". */
export const COUNTED_THING_WORDS: readonly string[] = [
  'reviews?',
  'followers?',
  'likes?',
  'views?',
  'square',
  'sq',
  'feet',
  'ft',
  'acres?',
  'metres?',
  'meters?',
  'km',
  'kilometres?',
  'edits?',
  'edited',
  'clients?',
  'brides?',
  'families',
  'hours?',
  'guests?',
  'people',
];

/** Words anywhere in the clause that make a bare thousands figure a price. */
export const PRICE_CONTEXT_WORDS: readonly string[] = [
  'price',
  'cost',
  'costs',
  'total',
  'investment',
  'package',
  'collection',
  'quote',
  'deposit',
  'budget',
  'rate',
  'fees?',
  'dollars',
  'euros',
  'pounds',
  'per person',
  'per head',
  'payment',
  'discount',
  'plus tax',
];

/** Words that end an option on its right: a preposition, a verb, a pronoun, a price ("since" is listed twice). */
export const OPTION_STOP_WORDS: readonly string[] = [
  'at',
  'for',
  'with',
  'which',
  'that',
  'is',
  'are',
  'was',
  'do',
  'does',
  'would',
  'will',
  'you',
  'your',
  'we',
  'i',
  'then',
  'instead',
  'better',
  'because',
  'since',
  'so',
  'and',
  'since',
  'priced',
  'costs?',
  'runs?',
];
