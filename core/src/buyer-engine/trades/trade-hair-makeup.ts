/** A couple shopping for wedding hair and makeup. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { LOCATION_WORDS, LOOK_WORDS, PARTY_SIZE_WORDS, START_TIME_WORDS } from './trade-hair-makeup-words.ts';

export const HAIR_MAKEUP: TradeProfile = {
  trade: 'hair_makeup',
  vendors: 'hair and makeup artists',
  titleService: 'Hair and Makeup',
  nextStep: 'trial',
  budget: { min: 800, max: 2500, round: 100 },
  extra: 'a free trial',
  topics: [
    {
      key: 'trial',
      label: 'trial',
      pattern: /\b(?:trials?|test run|practice run|preview)\b/i,
      options: [
        f('a trial', 'A trial, about a month before.', 'Definitely a trial first, hair and makeup.'),
        f('two trials', 'Maybe two trials, I am picky.', 'Two trials, one for hair, one for makeup.'),
      ],
    },
    {
      key: 'party',
      label: 'party size',
      pattern: wordRegExp(PARTY_SIZE_WORDS, 'i'),
      options: [
        f(
          '{party} people',
          '{party} people, me included, and the mums.',
          '{party} people altogether, bridesmaids and mums.',
        ),
      ],
    },
    {
      key: 'start',
      label: 'start time',
      pattern: wordRegExp(START_TIME_WORDS, 'i'),
      options: [
        f(
          '{startTime}',
          'We need to start by {startTime}, the ceremony is at {ceremonyTime}.',
          '{startTime} at the latest, for a {ceremonyTime} ceremony.',
        ),
      ],
    },
    {
      key: 'look',
      label: 'the look',
      pattern: wordRegExp(LOOK_WORDS, 'i'),
      options: [
        f('natural', 'Natural, like me on a good day.', 'Soft and natural, with loose waves.'),
        f('glam', 'Full glam, lashes and all.', 'Glam, a proper red lip.'),
      ],
    },
    {
      key: 'skin',
      label: 'skin and products',
      pattern: /\b(?:skin|sensitive|allerg\w*|products?|breakouts?|complexion|rosacea)\b/i,
      options: [
        f(
          'sensitive skin',
          'I have sensitive skin, so products matter.',
          'Sensitive skin, I react to lots of brands.',
        ),
        f(
          'oily skin',
          'Oily skin, I need it to last through the dancing.',
          'My oily skin is the tricky part.',
        ),
      ],
    },
    {
      key: 'location',
      label: 'where you get ready',
      pattern: wordRegExp(LOCATION_WORDS, 'i'),
      options: [
        f(
          'on site',
          'On site, at {venue}, we have a bridal suite.',
          'We want you on site, so nobody drives.',
        ),
        f('at a rental house', 'At a rental house near {venue}.', 'We are getting ready at a rental house.'),
      ],
    },
    {
      key: 'touchups',
      label: 'touch-ups',
      pattern:
        /\b(?:touch-?ups?|stay (?:on|all day|for the)|last(?:s)? all day|long-?wear\w*|waterproof|stay (?:for|until))\b/i,
      options: [
        f(
          'touch-ups',
          'Touch-ups before the portraits would be great.',
          'Someone for touch-ups after the ceremony.',
        ),
      ],
    },
  ],
  // {party} here is the party-size fact's value ('7 people'), which already names the people
  needs: f('{party}', 'Hair and makeup for {party}, with {trial}.', '{party}, and {trial} first.'),
  priorities: {
    boss: f('on schedule', 'Everyone done on schedule. No late start.', 'Finishing on schedule.'),
    dreamer: f(
      'beautiful',
      'That I feel beautiful, like myself but glowing.',
      'Feeling beautiful, honestly.',
    ),
    analyzer: f(
      'timings',
      'Exact timings per person, and what the trial includes.',
      'The timings, per person.',
    ),
    relater: f(
      'calm morning',
      'A calm morning, with {third} relaxed and pampered too.',
      'A calm morning for all of us.',
    ),
  },
  pains: [
    { label: 'running late', line: "I'm scared hair and makeup runs late and we miss the ceremony start." },
    { label: 'not me', line: "At my sister's wedding she looked nothing like herself. That's my nightmare." },
    { label: 'melting makeup', line: "I'm worried my makeup melts by the first dance." },
  ],
  nudges: [
    'How many artists would you bring for our group?',
    'When should the trial be?',
    'Do you stay for touch-ups?',
  ],
};
