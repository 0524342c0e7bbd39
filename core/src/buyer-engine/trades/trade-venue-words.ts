/** Word families of a venue's own topics, read by `trade-venue.ts`: each entry one alternative of its pattern. */

/** Capacity: whether the venue fits everyone, seated or standing. */
export const CAPACITY_WORDS: readonly string[] = [
  'capacity',
  'fit (?:everyone|everybody|them|all)',
  'seat(?:ed|ing)? (?:for|capacity)',
  'big enough',
  'room size',
  'how many (?:people|guests) .{0,20}(?:fit|hold|seat)',
];

/** A ceremony on site: the ceremony and reception at the same place. */
export const CEREMONY_ON_SITE_WORDS: readonly string[] = [
  'ceremony (?:on[- ]site|here|there|at the venue|space|location|and (?:the )?reception)',
  'on[- ]site ceremony',
  'same (?:place|venue|location)',
  'one location',
  'where .{0,20}ceremony',
];

/** In-house or outside catering: the food, drink and bar arrangements. */
export const VENUE_CATERING_WORDS: readonly string[] = [
  'in-?house',
  'outside (?:catering|caterers?|vendors?|food)',
  'own (?:caterer|food|alcohol|drinks)',
  'catering',
  'caterers?',
  'bar package',
  'food and drink',
];

/** The curfew and end time: how late the party can go and noise limits. */
export const CURFEW_WORDS: readonly string[] = [
  'curfew',
  'end time',
  'finish(?:es)? (?:time|by)',
  'how late',
  'last call',
  'noise (?:limit|restrictions?)',
  'music (?:has to )?(?:stop|end)',
  'party (?:go|end|last)',
];
