/** Word families of a florist's own topics, read by `trade-florist.ts`: each entry one alternative of its pattern. */

/** The ceremony arch: an arch, arbour, backdrop or aisle flowers. */
export const ARCH_WORDS: readonly string[] = [
  'arch(?:es|way)?',
  'arbou?r',
  'ceremony (?:flowers|florals|backdrop|installation)',
  'aisle (?:flowers|arrangements|markers)',
  'backdrop',
  'installation',
];

/** Seasonal flowers: what is in season and which flowers they love. */
export const SEASONAL_WORDS: readonly string[] = [
  'seasonal',
  'in season',
  'out of season',
  'favou?rite flowers?',
  '(?:which|what) (?:kind of |type of )?flowers',
  'types? of flowers',
  'peon(?:y|ies)',
  'roses?',
  'blooms?',
  'stems?',
];
