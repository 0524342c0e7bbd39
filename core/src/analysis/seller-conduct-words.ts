/** Word families read by `seller-conduct.ts`: one concept per list, each entry one alternative of its pattern. */

export const BRUSH_OFF_WORDS = [
  "that's (?:just )?(?:our|the) price",
  String.raw`that's what (?:quality|it|good \w+) costs`,
  '(?:everyone|everybody) (?:pays it|says that|asks that|worries about (?:that|it)|makes (?:the )?time)',
  'take it or leave it',
  'not my problem',
  "(?:that's )?not (?:really )?(?:our|my) (?:thing|problem|department|job)",
  "you(?:'ll| will) (?:figure|work|sort) (?:it|that) out",
  'you get what you pay for',
  "(?:can't|cannot) help (?:you|with that)",
  'nothing i can do',
  "that's (?:just )?how it is",
  'suit yourself',
  "(?:can't|cannot) (?:really )?(?:compare (?:myself |ourselves |us " +
    ')?(?:to|with)|comment on) (?:other|another|them)',
];

export const CONCERN_WORDS = [
  String.raw`worr\w*`,
  'nervous',
  'scared',
  'afraid',
  String.raw`concern\w*`,
  'anxious',
  String.raw`stress\w*`,
  'problem',
  'issue',
  'risk',
  'what if',
  'too (?:much|expensive|hot|cold|small|big|far)',
];

export const PRESSURE_WORDS = [
  'go(?:es)? fast',
  'going fast',
  'selling fast',
  'filling up',
  String.raw`(?:only|just) (?:got |have )?(?:one|two|a couple|a few|\d+) (?:\w+ ){0,2}left`,
  "won't last",
  '(?:need|want) (?:to know|an answer|a decision|a deposit|you to decide|you to ' +
    String.raw`book)\b[^.?!]{0,25}\b(?:today|now|tonight)`,
  'decide (?:today|right now|tonight)',
  'today only',
  "(?:can't|cannot) (?:promise|guarantee) (?:the date|that date|it|them)",
  "otherwise (?:i|we) (?:can't|cannot)",
  "(?:can't|cannot) hold (?:it|them|the date)",
  'someone else (?:will|might|could) (?:book|take|grab)',
];
