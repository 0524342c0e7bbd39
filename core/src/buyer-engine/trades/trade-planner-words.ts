/**
 * Word families of a wedding planner's own topics, read by `trade-planner.ts`: each entry one alternative of
 * its pattern.
 */

/** The level of planning: full, partial, month-of or day-of coordination. */
export const PLANNING_LEVEL_WORDS: readonly string[] = [
  'full(?:-service)? planning',
  'partial planning',
  'month[- ]of',
  'day[- ]of',
  String.raw`coordinat\w*`,
  'level of (?:help|planning|service|support)',
  'how much (?:help|support|planning)',
  'how involved',
  'which (?:package|service level)',
];

/** The vendors booked so far: who they have already hired. */
export const BOOKED_WORDS: readonly string[] = [
  '(?:booked|hired|secured|signed) (?:so far|already|anyone|any (?:vendors|one))',
  'who (?:have you|else have you) (?:booked|hired)',
  "what(?:'s| have you| is) (?:already )?(?:booked|locked in)",
  "vendors? (?:you(?:'ve| have)|so far|already|team)",
];

/** How often to check in: how the couple likes to communicate. */
export const CONTACT_WORDS: readonly string[] = [
  'how often',
  'check-?ins?',
  String.raw`communicat\w*`,
  'keep in touch',
  'stay in touch',
  'how (?:do|would) you (?:like|prefer) to (?:talk|communicate|hear)',
];

/** The timeline for the day: the run of show and order of events. */
export const DAY_OF_WORDS: readonly string[] = [
  'run of show',
  'schedule for the day',
  'day-?of (?:timeline|schedule)',
  'order of (?:the )?(?:day|events)',
  'timeline for the (?:day|wedding)',
  'itinerary',
];
