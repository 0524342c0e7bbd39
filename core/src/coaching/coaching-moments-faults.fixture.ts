/**
 * Moments of the salesperson's own faults as they happen (pressure, brushing off a worry, an ignored
 * question, a wrong fact, pitching before discovery, a monologue) and "already done" moments, where the
 * advice would repeat what the salesperson has just done (an answered question, two options just offered,
 * a request that is not a question).
 */
import { moment } from './coaching-moment-types.ts';
import type { CoachingMoment } from './coaching-moment-types.ts';

const LONG_TURN =
  'So the way we plan is in three stages, first we sit down and map the whole weekend, then we build the ' +
  'supplier list with you and book the ones you like, then in the last eight weeks we take over completely, ' +
  'we run the timeline, we chase every supplier, we do the rehearsal, we handle the seating plan and the ' +
  'place cards, we are there from seven in the morning until the last guest leaves, and we also do the ' +
  'breakdown the next day so your family can just enjoy the brunch and not worry about a thing at all, ' +
  'and honestly that last part is what couples thank us for the most when they write their reviews';

export const MOMENTS_FAULTS: CoachingMoment[] = [
  moment(
    'fault-pressure-deposit',
    'venue',
    'boss',
    10,
    'pressure',
    ['next-step', 'rapport'],
    [
      ['B', "That's a lot to decide today."],
      ['S', "Another couple wants your date, so I'd need the deposit tonight."],
    ],
  ),
  moment(
    'fault-pressure-yes-or-no',
    'photographer',
    'boss',
    14,
    'pressure',
    ['next-step', 'rapport'],
    [
      ['B', '$4,400 is over. Can you do $4,000 with six hours?'],
      ['S', "Look, it's a great deal, the price is only good today. Yes or no?"],
    ],
    ['ignored-question', 'price'],
  ),
  moment(
    'fault-brush-off-drone',
    'photographer',
    'dreamer',
    10,
    'brush-off',
    ['next-step', 'vision'],
    [
      ['B', "I'm a bit worried about a drone at Rosewood, it's such a quiet garden."],
      ['S', "Nah the drone's fine, nobody even notices it."],
    ],
  ),
  moment(
    'fault-brush-off-allergy',
    'caterer',
    'analyzer',
    12,
    'brush-off',
    ['next-step', 'rapport'],
    [
      ['B', 'One of our guests has a severe nut allergy, how do you handle that?'],
      ['S', "Honestly it's never a problem. So the Harvest Feast is seventy-five a head."],
    ],
  ),
  moment(
    'fault-put-off-question',
    'photographer',
    'boss',
    12,
    'brush-off',
    ['next-step', 'rapport'],
    [
      ['B', 'When do you deliver the photos? I need them before our trip.'],
      ['S', "We'll get to that once you're booked. Shall I send the link?"],
    ],
    ['ignored-question', 'answer-question'],
  ),
  moment(
    'fault-ignored-question',
    'hair-makeup',
    'boss',
    10,
    'ignored-question',
    ['next-step', 'rapport'],
    [
      ['B', 'Can you do five people by 1 p.m. with one artist, or do I need two?'],
      ['S', "Oh lovely, October is such a nice month. What's the venue?"],
    ],
    ['answer-question'],
  ),
  moment(
    'fault-wrong-fact',
    'venue',
    'relater',
    12,
    'wrong-fact',
    ['next-step', 'rapport'],
    [
      ['B', "It's September 14, and we're expecting about 180 guests."],
      ['S', "Lovely, so just to confirm, that's June 14 for 120 guests?"],
    ],
  ),
  moment(
    'fault-pitch-first',
    'florist',
    'dreamer',
    6,
    'pitch-first',
    ['next-step', 'rapport'],
    [
      ['S', 'Hi, Jess from Bloom here, congratulations!'],
      ['B', "Thank you! We're so excited."],
      ['S', 'So we have three collections, the Meadow at 2,400, the Garden at 3,200 and the Grand at 4,800.'],
    ],
    ['talk-ratio', 'open-question'],
  ),
  moment(
    'fault-monologue',
    'planner',
    'relater',
    16,
    'talk-ratio',
    ['next-step', 'rapport'],
    [
      ['S', 'What matters most to you and your mum about the weekend?'],
      ['B', 'That nobody is stressed, especially Mum. She worries about everything.'],
      ['S', LONG_TURN],
    ],
    ['open-question'],
  ),
  moment(
    'done-answered-hours',
    'photographer',
    'analyzer',
    12,
    'adaptation',
    ['answer-question'],
    [
      ['S', 'Do you have a venue in mind?'],
      ['B', 'Hollins Farm. How many hours is the full day?'],
      ['S', 'Ten hours, from the morning prep to the first dance, with a second shooter for six of them.'],
    ],
    ['open-question', 'next-step'],
  ),
  moment(
    'done-answered-price',
    'venue',
    'boss',
    14,
    'adaptation',
    ['answer-question', 'price'],
    [
      ['B', 'What does the Saturday cost?'],
      ['S', 'It is 14,000 for the exclusive hire, dinner for 150 included.'],
    ],
    ['open-question', 'next-step'],
  ),
  moment(
    'done-two-options',
    'venue',
    'boss',
    12,
    'adaptation',
    ['answer-question', 'rapport'],
    [
      ['B', "What's it cost? Give me the bottom line."],
      ['S', 'The Barn at 28,400 or the Pavilion at 24,900, both with dinner for 150.'],
    ],
    ['open-question', 'next-step'],
  ),
  moment(
    'done-slow-down',
    'dj',
    'relater',
    10,
    'talk-ratio',
    ['answer-question', 'next-step'],
    [
      ['S', LONG_TURN],
      ['B', 'Can we slow down a bit?'],
    ],
    ['open-question'],
  ),
  moment(
    'done-answered-travel',
    'photographer',
    'dreamer',
    12,
    'next-step',
    ['answer-question', 'rapport'],
    [
      ['B', 'Do you travel to Italy?'],
      ['S', 'Yes, we travel anywhere in Europe, and travel is included for a wedding of two days.'],
      ['B', 'Oh that sounds perfect!'],
    ],
    ['vision'],
  ),
];
