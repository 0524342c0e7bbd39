/** Tuning moments 21–40: vision, buying signals, direct questions, talk balance, rapport, wrapping up. */
import { moment } from './coaching-moment-types.ts';
import type { CoachingMoment } from './coaching-moment-types.ts';

const MONOLOGUE =
  'So what we do is really about the whole experience, we have been doing this for eleven years and we ' +
  'have a team of six, every couple gets a dedicated coordinator, and we were featured in two magazines ' +
  'last year, our packages include everything from the first consultation right through to the day ' +
  'itself and we always say that nobody does it quite like us because we care so much about the detail ' +
  'and we have hundreds of five star reviews from couples just like you';

export const MOMENTS_B: CoachingMoment[] = [
  moment(
    'vision-not-sure-style',
    'photographer',
    'relater',
    8,
    'vision',
    ['next-step', 'stall'],
    [
      ['S', 'What style of photography do you like?'],
      ['B', "I'm not really sure what style we want, I just know I want to look back and feel it."],
    ],
  ),
  moment(
    'vision-not-cheesy',
    'dj',
    'boss',
    6,
    'vision',
    ['next-step', 'price'],
    [
      ['S', 'What are you after for the evening?'],
      ['B', 'Good music. People dancing. Not cheesy.'],
    ],
  ),
  moment(
    'signal-courtyard',
    'venue',
    'dreamer',
    16,
    'next-step',
    ['rapport', 'talk-ratio', 'open-question'],
    [
      ['S', 'This is the courtyard, the sun sets right behind the oak tree in June.'],
      ['B', 'oh my god this is exactly what I pictured, I can already see us out here'],
    ],
  ),
  moment(
    'signal-what-to-book',
    'photographer',
    'boss',
    12,
    'next-step',
    ['rapport', 'vision', 'talk-ratio'],
    [
      ['S', 'The full day is 3,600 with the album.'],
      ['B', 'OK. What do you need from me to book?'],
    ],
    ['answer-question'],
  ),
  moment(
    'signal-deposit',
    'caterer',
    'analyzer',
    14,
    'next-step',
    ['rapport', 'price'],
    [
      ['S', 'Here is the line by line breakdown for 110 guests.'],
      ['B', 'That breakdown is really clear. How much is the deposit and when is it due?'],
    ],
    ['answer-question'],
  ),
  moment(
    'signal-trial',
    'hair-makeup',
    'relater',
    12,
    'next-step',
    ['rapport', 'price'],
    [
      ['S', 'I usually bring an assistant when there are more than three bridesmaids.'],
      ['B', 'I think my bridesmaids would love you honestly. can we get a trial booked'],
    ],
    ['answer-question'],
  ),
  moment(
    'signal-totally-us',
    'dj',
    'dreamer',
    10,
    'next-step',
    ['rapport', 'price'],
    [
      ['S', 'We could do a live sax set over the DJ for the first hour of the party.'],
      ['B', 'yes yes thats totally us we love that idea'],
    ],
  ),
  moment(
    'ask-images-delivery',
    'photographer',
    'analyzer',
    8,
    'answer-question',
    ['rapport', 'open-question'],
    [
      ['S', 'We really focus on natural storytelling.'],
      ['B', 'How many edited images do we actually get, and how long does delivery take?'],
    ],
  ),
  moment(
    'ask-bar-asr',
    'venue',
    'boss',
    6,
    'answer-question',
    ['rapport', 'next-step'],
    [
      ['S', 'The ceremony room seats up to 120.'],
      ['B', 'whats the latest the bar can stay open'],
    ],
  ),
  moment(
    'ask-grandmother',
    'florist',
    'relater',
    10,
    'answer-question',
    ['price', 'decision-maker'],
    [
      ['S', 'Buttonholes are usually just for the groom, the best man and the dads.'],
      ['B', 'Would you be able to make something small for my grandmother to wear?'],
    ],
  ),
  moment(
    'ask-backup-kit',
    'dj',
    'analyzer',
    8,
    'answer-question',
    ['rapport', 'next-step'],
    [
      ['S', 'Our sound system is all new this year.'],
      ['B', 'Do you bring backup equipment in case something fails on the night?'],
    ],
    ['worry'],
  ),
  moment(
    'ask-taco-station',
    'caterer',
    'dreamer',
    8,
    'answer-question',
    ['rapport', 'price'],
    [
      ['S', 'The evening food is usually something simple.'],
      ['B', 'could you do like a late night taco station or is that weird'],
    ],
  ),
  moment(
    'talk-venue',
    'venue',
    'analyzer',
    8,
    'talk-ratio',
    ['next-step', 'rapport'],
    [
      ['S', MONOLOGUE],
      ['B', 'right'],
      ['S', `And on top of that, ${MONOLOGUE}`],
      ['B', 'ok'],
    ],
  ),
  moment(
    'talk-photographer',
    'photographer',
    'dreamer',
    10,
    'talk-ratio',
    ['next-step', 'rapport'],
    [
      ['B', 'Hmm.'],
      ['S', MONOLOGUE.replace('coordinator', 'photographer')],
      ['B', 'mm'],
    ],
  ),
  moment(
    'talk-planner',
    'planner',
    'boss',
    8,
    'talk-ratio',
    ['next-step', 'rapport'],
    [
      ['S', MONOLOGUE],
      ['B', 'Sure.'],
    ],
  ),
  moment(
    'closed-hmu',
    'hair-makeup',
    'relater',
    10,
    'open-question',
    ['next-step', 'rapport'],
    [
      ['S', 'Do you have a date?'],
      ['B', 'June.'],
      ['S', 'Is it at a hotel?'],
      ['B', 'Yes.'],
      ['S', 'Will the bridesmaids need makeup too?'],
      ['B', 'Maybe.'],
    ],
  ),
  moment(
    'closed-caterer',
    'caterer',
    'boss',
    8,
    'open-question',
    ['next-step', 'rapport'],
    [
      ['S', 'Are you doing a sit-down dinner?'],
      ['B', 'Yes.'],
      ['S', 'Is 120 the final number?'],
      ['B', 'Roughly.'],
    ],
  ),
  moment(
    'rapport-straight-to-price',
    'photographer',
    'dreamer',
    4,
    'rapport',
    ['next-step', 'wrap-up'],
    [
      ['B', "Hi! We just got engaged last month and we're so excited."],
      ['S', 'Great. Our packages start at 2,800 and include eight hours of coverage.'],
      ['B', 'Oh, okay.'],
    ],
  ),
  moment(
    'rapport-proposal-skipped',
    'venue',
    'relater',
    4,
    'rapport',
    ['next-step', 'wrap-up', 'decision-maker'],
    [
      ['S', 'Hi this is Dana from Willow Barn.'],
      ['B', 'hi yes we got your details at the wedding fair my fiance proposed at christmas'],
      ['S', 'Lovely. So what date?'],
      ['B', "we're thinking next autumn"],
    ],
  ),
  moment(
    'wrap-another-call',
    'florist',
    'boss',
    18,
    'wrap-up',
    ['rapport', 'vision', 'open-question'],
    [
      ['B', "Right, I've got to jump on another call. Thanks for the info."],
      ['S', 'No problem at all, thanks for your time!'],
    ],
  ),
];
