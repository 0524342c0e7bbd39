/** Word families read by `seller-patterns.ts`: one concept per list, each entry one alternative of its pattern. */

export const CLOSED_START_WORDS = [
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'will',
  'would',
  'can',
  'could',
  'have',
  'has',
  'should',
  'shall',
];

export const RAPPORT_WORDS = [
  String.raw`congrat\w*`,
  'how did (?:you|he|she|they)',
  String.raw`propos\w*`,
  'how (?:are|is) (?:you|things|the planning)',
  '(?:how|so) exciting',
  'so happy for',
  '(?:tell me|hear) (?:a bit |a little )?about (?:you|the two|yourselves|your story|how)',
  'how lovely',
  'you must be',
  'how you met',
];
