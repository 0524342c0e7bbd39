/**
 * Word families of a videographer's own topics, read by `trade-videographer.ts`: each entry one alternative
 * of its pattern.
 */

/** The highlight film: a trailer, teaser or feature film and its length. */
export const HIGHLIGHT_FILM_WORDS: readonly string[] = [
  'highlights?(?: film| reel| video)?',
  'trailer',
  'teaser',
  'feature film',
  'short film',
  'how long .{0,20}(?:film|video) (?:be|to be|should)',
  'length of the (?:film|video)',
];

/** The film style: cinematic, documentary, storytelling, the editing and music. */
export const FILM_STYLE_WORDS: readonly string[] = [
  'cinematic',
  'documentary',
  'storytelling',
  'film style',
  'editing style',
  'style of (?:film|video|editing)',
  'music (?:in|for) the (?:film|video)',
];

/** Delivery time: when the film or edit arrives. */
export const FILM_DELIVERY_WORDS: readonly string[] = [
  'turnaround',
  'delivery time',
  'how (?:soon|long|quickly) .{0,25}(?:film|video|edit)',
  'when (?:do|would) you (?:want|need|expect) the (?:film|video)',
];

/** Hours of filming: how long the videographer is needed. */
export const FILMING_HOURS_WORDS: readonly string[] = [
  'coverage',
  'how many hours',
  'hours of (?:filming|video|coverage)',
  'how long (?:do|would) you (?:need|want) (?:us|me) (?:to film|there)',
];
