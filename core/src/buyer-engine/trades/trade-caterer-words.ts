/** Word families of a caterer's own topics, read by `trade-caterer.ts`: each entry one alternative of its pattern. */

/** The menu: the cuisine, the courses and what food they want served. */
export const MENU_WORDS: readonly string[] = [
  'menu',
  'cuisine',
  'dishes',
  'courses?',
  'entr[ée]es?',
  'mains?',
  'canap[ée]s',
  'appeti[sz]ers?',
  "hors d'?oeuvres",
  'what (?:food|kind of food)',
  'food (?:do|would) you',
];

/** The service style: buffet, plated, family style, stations, how the food is served. */
export const SERVICE_STYLE_WORDS: readonly string[] = [
  'buffet',
  'plated',
  'family[- ]style',
  'stations?',
  'service style',
  'sit[- ]down',
  'food trucks?',
  'how (?:is|will|would) (?:the food|dinner) (?:be )?served',
];
