/** Word families of a filler "like" in speech, read by `spoken-text.ts`: each entry one alternative of its pattern. */

/** Joining words a filler "like" may follow: "or like a civil thing", "so like what's the style". */
export const LIKE_AFTER_WORDS: readonly string[] = [
  'and',
  'or',
  'so',
  'but',
  'yeah',
  'okay',
  'ok',
  'right',
  'just',
  'um',
  'uh',
];

/** Words after which "like" is meant, never a filler: "would you like", "look like", "something like". */
export const LIKE_MEANT_AFTER_WORDS: readonly string[] = [
  'would',
  "you'd",
  "i'd",
  "we'd",
  'look',
  'looks',
  'feel',
  'feels',
  'looking',
  'feeling',
  'sounds?',
  'something',
  'things?',
  'just',
  'be',
  'is',
  'was',
];

/** Question words a filler "like" may come before: "going for like what's the style". */
export const LIKE_BEFORE_QUESTION_WORDS: readonly string[] = [
  'what',
  'how',
  'when',
  'where',
  'who',
  'which',
  'is',
  'are',
  'do',
  'does',
  'did',
];
