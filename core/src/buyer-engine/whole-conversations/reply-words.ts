/**
 * Word families the whole-conversation checks look for in the buyer's replies (a time agreed, a question
 * about differences, the price asked again, a personal question deflected), read by `reply-facts.ts` and
 * `play-conversation.ts`: each entry one alternative of its pattern.
 */

/** A time the buyer names or agrees to: "7pm", "tomorrow", "next week", "six works". */
export const REPLY_TIME_WORDS: readonly string[] = [
  String.raw`\d{1,2}(:\d\d)?\s?(am|pm|a\.m\.|p\.m\.|o'clock)`,
  'noon',
  'midday',
  'morning',
  'afternoon',
  'evening',
  'tonight',
  'tomorrow',
  'today',
  'lunch',
  'earlier',
  'later',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'weekend',
  'next week',
  'this week',
  String.raw`(three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})(:\d\d)? ` +
    '(works|is fine|is good|is great|suits|is perfect)',
];

/** The buyer asking how two options differ: "what's the difference", "which one is", "versus". */
export const DIFFERENCE_WORDS: readonly string[] = [
  'difference',
  'differ',
  'compare',
  'which (one )?(is|would|has|gives)',
  "what('s| is| do) (in|included|i get)",
  'versus',
  String.raw`\bvs\b`,
  'what does each',
  'how do they',
];

/** The buyer asking the price (again): "what does it cost", "what's your rate", "how much for the day". */
export const PRICE_REASK_WORDS: readonly string[] = [
  'what (does|would|will|do) (it|that|this|you|everything|the whole thing) (cost|come to|run|charge)',
  "what('s| is| are) (the|your) (price|cost|rate|fee)s?",
  'how much (is it|does it|would it|will it|are you|do you charge|is that|for (the|your|a) (day|package|wedding))',
];

/** A personal question turned aside: "long story", "that's personal", "let's stick to the wedding". */
export const DEFLECTION_WORDS: readonly string[] = [
  'long story',
  'keep to the agenda',
  "ask me again when we're friends",
  'not on my list',
  String.raw`\bha\W+another time`,
  'story for another day',
  "that's personal",
  'personal stuff can wait',
  'rather not say',
  "let's stick to the",
];
