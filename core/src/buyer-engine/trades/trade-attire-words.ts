/**
 * Word families of a bridal shop's own topics, read by `trade-attire.ts`: each entry one alternative of its
 * pattern.
 */

/** The silhouette: the shape of the dress, its neckline, sleeves and train. */
export const SILHOUETTE_WORDS: readonly string[] = [
  'silhouettes?',
  'a-?line',
  'ball ?gown',
  'mermaid',
  'sheath',
  'fit and flare',
  'shape of the (?:dress|gown)',
  'necklines?',
  'sleeves?',
  'trains?',
  'style of (?:dress|gown)',
  'kind of (?:dress|gown)',
];

/** Alterations and the timeline: fittings, hemming, and when the outfit must be ready. */
export const ALTERATION_WORDS: readonly string[] = [
  'alterations?',
  'altered',
  String.raw`tailor\w*`,
  'hem(?:med|ming)?',
  'take (?:it )?in',
  '(?:need|want) (?:it|the dress|the suits?|them) by',
  'ready by',
  'order (?:time|by)',
  'lead time',
  'how long .{0,20}(?:order|arrive|make|take)',
];

/** The partner's and the wedding party's outfits: suits, tuxes, bridesmaids' dresses. */
export const WEDDING_PARTY_WORDS: readonly string[] = [
  'suits?',
  String.raw`tux\w*`,
  'groomsmen',
  'bridesmaids?(?: dresses)?',
  'wedding party',
  '(?:partner|fianc[eé]e?) (?:is )?wearing',
  'what .{0,10}wear(?:ing)?',
];
