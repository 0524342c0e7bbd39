/**
 * Word families of turns that leave the consultation (off-topic subjects, probing for a bot, abuse), read by
 * `classify-turn.ts`: each entry one alternative of its pattern.
 */

/** Off-topic subjects: sport, politics, money markets, games, trivia. */
export const OFF_TOPIC_WORDS: readonly string[] = [
  'football',
  'soccer',
  'basketball',
  'baseball',
  'nba',
  'nfl',
  String.raw`politic\w*`,
  'election',
  'president',
  String.raw`crypto\w*`,
  'bitcoin',
  'stock market',
  'stocks',
  'video games?',
  'fortnite',
  'minecraft',
  'my car',
  'car repair',
  'movies?',
  'netflix',
  'tv show',
  'recipe',
  'lottery',
  'taxes',
  'mortgage',
  'horoscope',
  'capital of',
  'meaning of life',
  'quantum',
  'algebra',
];

/** Wedding words: a turn with one of these is not off-topic, whatever else it says. */
export const WEDDING_WORDS: readonly string[] = [
  'wedding',
  'bride',
  'groom',
  String.raw`marr\w*`,
  'ceremony',
  'reception',
  'guests?',
  'venue',
  String.raw`photo\w*`,
  String.raw`flower\w*`,
  String.raw`floral\w*`,
  'planner',
  'planning',
  'vows?',
  'dress',
  'cake',
  'honeymoon',
  String.raw`engag\w*`,
  'date',
  'budget',
  'package',
  'tour',
  'day',
];

/** Asking whether the buyer is a bot or an AI, or trying to steer it by its instructions. */
export const AI_PROBE_WORDS: readonly string[] = [
  String.raw`are you (?:an? )?(?:ai|a\.i\.|bot|robot|chatbot|machine|computer|real person|human)`,
  "you(?:'re| are) (?:an? )?(?:ai|bot|robot|chatbot)",
  'language model',
  'chatgpt',
  'openai',
  'ignore (?:all |your )?(?:previous )?instructions',
  'system prompt',
];

/** Abuse: swearing at or insulting the buyer. */
export const ABUSE_WORDS: readonly string[] = [
  String.raw`fuck\w*`,
  'shit(?:ty)?',
  String.raw`bitch\w*`,
  'bastard',
  'asshole',
  'arsehole',
  'dickhead',
  String.raw`idiot\w*`,
  'stupid',
  String.raw`moron\w*`,
  'dumb(?:ass)?',
  'shut up',
  'screw you',
  'damn you',
  'piss off',
  'go to hell',
  'loser',
  'pathetic',
  'cunt',
  String.raw`retard\w*`,
  'hate you',
];
