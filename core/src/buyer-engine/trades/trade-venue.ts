/** A couple shopping for a wedding venue. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import {
  CAPACITY_WORDS,
  CEREMONY_ON_SITE_WORDS,
  CURFEW_WORDS,
  VENUE_CATERING_WORDS,
} from './trade-venue-words.ts';

export const VENUE: TradeProfile = {
  trade: 'venue',
  vendors: 'venues',
  titleService: 'A Venue',
  nextStep: 'tour',
  budget: { min: 60, max: 140, perGuest: true, round: 500 },
  extra: 'the tables and chairs',
  topics: [
    {
      key: 'capacity',
      label: 'capacity',
      pattern: wordRegExp(CAPACITY_WORDS, 'i'),
      options: [
        f(
          '{guests}',
          'Room for {guests} seated, with a dance floor.',
          'It has to seat {guests} comfortably.',
        ),
      ],
    },
    {
      key: 'ceremony',
      label: 'ceremony on site',
      pattern: wordRegExp(CEREMONY_ON_SITE_WORDS, 'i'),
      options: [
        f(
          'ceremony on site',
          'Ceremony on site, same place as the reception.',
          'We want the ceremony on site, no shuttles.',
        ),
        f(
          'ceremony outdoors',
          'A ceremony outdoors, then dinner inside.',
          'The ceremony outdoors on the grounds, ideally.',
        ),
      ],
    },
    {
      key: 'catering',
      label: 'in-house or outside catering',
      pattern: wordRegExp(VENUE_CATERING_WORDS, 'i'),
      options: [
        f(
          'in-house catering',
          'In-house catering, one less vendor to manage.',
          'We would prefer in-house catering.',
        ),
        f(
          'our own caterer',
          "We'd like to bring our own caterer, if that's allowed.",
          'We have our own caterer in mind.',
        ),
      ],
    },
    {
      key: 'rain',
      label: 'rain plan',
      pattern:
        /\b(?:rain(?:s|ing|y|ed)?|weather|wet|indoor (?:backup|option)|back-?up (?:plan|space|room|option|in mind)|plan b|tent|marquee)\b/i,
      options: [
        f(
          'indoor backup',
          'An indoor backup room for the ceremony, ready to go.',
          'A real indoor backup, not just umbrellas.',
        ),
        f('a tent', 'A tent on standby if it rains.', 'We would want a tent as the rain plan.'),
      ],
    },
    {
      key: 'curfew',
      label: 'curfew and end time',
      pattern: wordRegExp(CURFEW_WORDS, 'i'),
      options: [
        f('11 p.m.', 'Dancing until 11 p.m. at least.', 'We hope to go until 11 p.m.'),
        f('midnight', "We'd love to dance until midnight.", 'Midnight, if the curfew allows.'),
      ],
    },
    {
      key: 'stay',
      label: 'parking and guest rooms',
      pattern:
        /\b(?:parking|park|accommodation|rooms? for (?:guests|the night|family)|hotel rooms?|stay (?:overnight|the night)|shuttles?)\b/i,
      options: [
        f(
          'guest rooms',
          'Some guest rooms nearby for family who travel.',
          'Guest rooms close by would help a lot.',
        ),
        f('parking', 'Parking for {guests} guests, or a shuttle.', 'Enough parking, most people will drive.'),
      ],
    },
    {
      key: 'exclusive',
      label: 'exclusive use',
      pattern:
        /\b(?:exclusiv\w*|other (?:weddings|events)|private use|only wedding|share the (?:venue|space))\b/i,
      options: [
        f(
          'exclusive use',
          'Exclusive use, no other wedding that day.',
          'We want exclusive use of the place.',
        ),
      ],
    },
  ],
  needs: f(
    '{guests}',
    'A room for {guests}, {ceremony}, and {catering}.',
    'Space for {guests} and {catering}.',
  ),
  priorities: {
    boss: f('no hidden fees', 'One price, no hidden fees.', 'No hidden fees and a night that runs on time.'),
    dreamer: f(
      'the setting',
      'The setting. I want to walk in and gasp.',
      'Honestly the setting, the light and the view.',
    ),
    analyzer: f(
      'contract',
      'A clear contract: minimums, cancellation terms, the rain plan.',
      'The contract terms, line by line.',
    ),
    relater: f(
      'comfortable',
      'That our families feel comfortable and looked after.',
      'A place where {third} feels comfortable.',
    ),
  },
  pains: [
    {
      label: 'hidden fees',
      line: 'The last quote we got had hidden fees everywhere, service charge, cake cutting, overtime.',
    },
    { label: 'rain', line: "If it rains, I'm worried {guests} people end up squeezed into a corridor." },
    { label: 'catering minimum', line: 'A high catering minimum scares me if people drop out.' },
  ],
  nudges: [
    'Is the date still open?',
    'What happens if it rains on the day?',
    'What is included in the price, exactly, tables, chairs, staff?',
  ],
};
