/**
 * Word families of a hair and makeup artist's own topics, read by `trade-hair-makeup.ts`: each entry one
 * alternative of its pattern.
 */

/** The party size: how many people need hair and makeup. */
export const PARTY_SIZE_WORDS: readonly string[] = [
  'how many (?:of (?:the |your )?)?(?:people|of you|girls|ladies|women|guys|moms|mums|' +
    'in (?:the|your) party|bridesmaids|need|are getting)',
  String.raw`how many\b.{0,30}\b(?:need|needs|getting|having)\b.{0,20}\b(?:hair|make-?up|done)`,
  'party size',
  'bridal party',
  'who (?:else )?(?:needs|is getting|will need) (?:their )?(?:hair|makeup|done)',
  'bridesmaids',
];

/** The start time: how early the morning starts and when everyone must be ready. */
export const START_TIME_WORDS: readonly string[] = [
  'start time',
  'what time',
  'how early',
  'start(?:ing)? (?:at|time)',
  'ready by',
  'schedule for the morning',
  'morning of',
  'what time is the ceremony',
];

/** The look: glam or natural, hair up or down. */
export const LOOK_WORDS: readonly string[] = [
  String.raw`glam\w*`,
  'natural look',
  'soft look',
  'bold',
  '(?:makeup|hair) (?:style|look)',
  "look (?:you want|you're going for)",
  'hair (?:up|down)',
  'updo',
  'waves',
  'curls',
  'lashes',
  'airbrush',
];

/** Where they get ready: on site, at a salon, or the artist travelling to them. */
export const LOCATION_WORDS: readonly string[] = [
  'on[- ]site',
  'come to (?:you|the)',
  'travel(?:ling)? (?:to|fee)',
  'salon',
  'where (?:will|are) you (?:be )?getting ready',
  'getting ready (?:at|location)',
  'where .{0,15}get(?:ting)? ready',
];
