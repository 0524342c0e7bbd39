/**
 * Word families of a photographer's own topics, read by `trade-photographer.ts`: each entry one alternative
 * of its pattern.
 */

/** Hours of coverage: how long the photographer is needed, from getting ready on. */
export const COVERAGE_WORDS: readonly string[] = [
  'coverage',
  'how many hours',
  'hours of',
  'how long (?:do|would|will) you (?:need|want) (?:me|us|a photographer|coverage)',
  'getting ready (?:to|through|until)',
];

/** The photo style: candid or posed, documentary or editorial. */
export const PHOTO_STYLE_WORDS: readonly string[] = [
  'candid',
  'posed',
  'documentary',
  String.raw`photojournalis\w*`,
  'editorial',
  'photo(?:graphy)? style',
  'style of (?:photos|photography|shooting)',
  'shooting style',
  'posing',
  '(?:light|bright) and airy',
  'dark and moody',
  'look (?:of|for|with|in) the (?:photos|pictures|images)',
];

/** Family photos and the shot list: group shots and must-have portraits. */
export const SHOT_LIST_WORDS: readonly string[] = [
  'shot list',
  'family (?:photos|portraits|shots|formals|pictures)',
  'group (?:photos|shots|pictures)',
  'formals',
  'must-have shots',
  'portrait list',
];

/** Delivery time: when the photos or the gallery arrive, sneak peeks. */
export const PHOTO_DELIVERY_WORDS: readonly string[] = [
  'turnaround',
  '(?:delivery|turn around) time',
  'how (?:soon|quickly|fast) .{0,30}(?:photos|gallery|pictures)',
  'sneak peeks?',
  'when (?:do|would) you (?:want|need|expect) (?:the )?(?:photos|gallery)',
];
