/** 15 held-out moments, written after the rules were tuned on the other 40 and scored once before any fix. */
import { moment } from './coaching-moment-types.ts';
import type { CoachingMoment } from './coaching-moment-types.ts';

export const MOMENTS_HELD_OUT: CoachingMoment[] = [
  moment(
    'ho-price-friend-wedding',
    'caterer',
    'relater',
    12,
    'price',
    ['next-step', 'rapport'],
    [
      ['S', 'The buffet option works out at 68 per guest including staff.'],
      ['B', 'mm my best friend had a food truck at hers and it was like half that'],
    ],
    ['competition'],
  ),
  moment(
    'ho-stall-circle-back',
    'photographer',
    'analyzer',
    14,
    'stall',
    ['next-step', 'rapport'],
    [
      ['S', 'So that is everything in the Signature collection.'],
      [
        'B',
        "Okay, thanks. We'll review everything and circle back once we've had a chance to go over the contract.",
      ],
    ],
    ['wrap-up'],
  ),
  moment(
    'ho-dm-grandparents-paying',
    'venue',
    'dreamer',
    10,
    'decision-maker',
    ['rapport', 'next-step'],
    [
      ['S', 'The orangery would be perfect for a candlelit dinner.'],
      [
        'B',
        'oh I adore it but honestly my nan and grandad are paying for the venue so they would have to come see it',
      ],
    ],
  ),
  moment(
    'ho-comp-band',
    'dj',
    'boss',
    12,
    'competition',
    ['rapport', 'vision'],
    [
      ['S', 'I cover ceremony, drinks and the party.'],
      ['B', "We're also looking at a live band. What do you do that a band can't?"],
    ],
    ['answer-question'],
  ),
  moment(
    'ho-worry-timeline',
    'planner',
    'relater',
    8,
    'worry',
    ['next-step', 'price'],
    [
      ['S', 'How is the planning going so far?'],
      [
        'B',
        "Honestly it's overwhelming, we both work full time and I feel like we're already behind on everything.",
      ],
    ],
  ),
  moment(
    'ho-worry-heat',
    'hair-makeup',
    'dreamer',
    10,
    'worry',
    ['next-step', 'price'],
    [
      ['S', "It's an outdoor ceremony in August, right?"],
      ['B', 'yeah and i keep having nightmares about my makeup melting off in the heat before the photos'],
    ],
  ),
  moment(
    'ho-vision-colours',
    'florist',
    'relater',
    6,
    'vision',
    ['next-step', 'price'],
    [
      ['S', 'Do you have colours in mind?'],
      ['B', "Something soft I think, maybe blush or peach? I haven't really decided, I just want it pretty."],
    ],
  ),
  moment(
    'ho-signal-when-start',
    'planner',
    'dreamer',
    14,
    'next-step',
    ['rapport', 'price'],
    [
      ['S', 'I would handle every supplier and be there from 8am on the day.'],
      ['B', 'that honestly sounds like such a relief, when could we get started'],
    ],
    ['answer-question'],
  ),
  moment(
    'ho-signal-send-contract',
    'photographer',
    'boss',
    12,
    'next-step',
    ['rapport', 'vision'],
    [
      ['S', 'The eight-hour package is 3,200, album included.'],
      ['B', "Good. Send the contract over and I'll sign tonight."],
    ],
  ),
  moment(
    'ho-ask-guest-limit',
    'venue',
    'analyzer',
    8,
    'answer-question',
    ['rapport', 'next-step'],
    [
      ['S', 'The main hall has oak beams and a gallery.'],
      ['B', "What's the maximum for a seated dinner, and does that change if we use the gallery?"],
    ],
  ),
  moment(
    'ho-ask-travel-asr',
    'hair-makeup',
    'boss',
    6,
    'answer-question',
    ['rapport', 'next-step'],
    [
      ['S', 'I work with a team of three.'],
      ['B', 'do you charge extra to travel out to the venue its about forty minutes from town'],
    ],
  ),
  moment(
    'ho-date-free',
    'dj',
    'relater',
    8,
    'date',
    ['rapport', 'price'],
    [
      ['S', 'We do a lot of weddings in the Lake District.'],
      ['B', 'Are you free on the 21st of September next year?'],
    ],
    ['answer-question'],
  ),
  moment(
    'ho-talk-florist',
    'florist',
    'analyzer',
    10,
    'talk-ratio',
    ['next-step', 'rapport'],
    [
      [
        'S',
        'So every arrangement is made in our studio the day before, we source from three growers, we use ' +
          'seasonal blooms only, and we also do installations, arches, hanging pieces and all of the table ' +
          'design, plus we clear everything away at the end of the night so the venue is happy and you do ' +
          'not have to worry about anything at all, which couples tell us is a big relief',
      ],
      ['B', 'okay'],
    ],
  ),
  moment(
    'ho-rapport-first-call',
    'caterer',
    'relater',
    4,
    'rapport',
    ['next-step', 'wrap-up'],
    [
      ['B', "Hi, we're getting married in the spring and my friend recommended you."],
      ['S', 'Great. How many guests and what is your budget per head?'],
      ['B', 'Around ninety.'],
    ],
  ),
  moment(
    'ho-wrap-later',
    'venue',
    'dreamer',
    18,
    'wrap-up',
    ['rapport', 'vision'],
    [
      ['S', 'So that is the whole tour!'],
      ['B', 'It was so lovely to see it, thank you. We have to head off now but speak soon!'],
    ],
  ),
];
