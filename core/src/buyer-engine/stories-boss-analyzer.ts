/**
 * The Boss and Analyzer couples' stories (how they found the vendor, honeymoon, proposal …). Every line
 * contains its fact's value, names no other trade's service, and agrees with the scenario's own facts.
 */
import { fact as f } from './persona-types.ts';
import type { CastStory } from './scenario-cast.ts';

/** Marcus and Alicia: met at work five years ago; she is a surgeon; the last quote had hidden fees. */
export const BOSS_VENUE_STORY: CastStory = {
  sources: [
    f('Google', 'Google. Your reviews were solid.', 'Found you on Google. Good reviews, fast reply.'),
    f('a colleague', 'A colleague used you. Said you were reliable.', 'A colleague recommended you.'),
  ],
  othersView: f(
    'vague on price',
    'Fine people, but vague on price. I hate that.',
    "Vague on price and slow to reply. That's why I'm calling you.",
  ),
  honeymoons: [
    f('Japan', 'Japan, two weeks. Alicia planned it.', "Two weeks in Japan. It's booked."),
    f('Lisbon', 'A week in Lisbon. Already booked.', 'Lisbon, one week.'),
  ],
  proposal: f(
    'last Christmas',
    'I proposed last Christmas. Dinner at home, kept it simple.',
    'Last Christmas, at home. Alicia said yes before I finished.',
  ),
  travel: f('mostly local', 'Mostly local. A few flying in from Chicago.', 'Mostly local guests. Easy.'),
  inspirations: [
    f(
      "my brother's wedding",
      "My brother's wedding. On time, no fuss, great party.",
      "My brother's wedding ran like clockwork. That's the bar.",
    ),
  ],
  extras: [
    f(
      'wheelchair',
      'My grandfather uses a wheelchair. Everything has to be step-free.',
      'One thing: grandfather, wheelchair. Step-free, please.',
    ),
    f(
      "Alicia's shifts",
      "Alicia's shifts change weekly, so calls go through me.",
      "Alicia's shifts are unpredictable. Deal with me.",
    ),
  ],
  progress: f('on schedule', "On schedule. You're next on my list.", 'Busy, but on schedule.'),
  ceremony: f(
    'civil',
    'Civil ceremony. Twenty minutes, a friend officiates.',
    'Civil, short. No church, no long readings.',
  ),
};

/** Jordan and Casey: nine years together; their vendor bailed seven weeks before August 9. */
export const BOSS_SHORT_NOTICE_STORY: CastStory = {
  sources: [
    f('search', 'A quick search. You had the date free.', 'Quick search online. You came up first.'),
    f('a friend', 'A friend said you handle short notice.', 'A friend vouched for you. Said you move fast.'),
  ],
  othersView: f(
    'too slow',
    'The other one took three days to reply. Too slow.',
    'I need answers today, not next week. The others were too slow.',
  ),
  honeymoons: [
    f('next year', 'Next year. No time now.', "Honeymoon's next year. One thing at a time."),
    f(
      'a long weekend',
      "A long weekend by the lake. That's all we have time for.",
      'Just a long weekend away.',
    ),
  ],
  proposal: f(
    'on a hike',
    'Casey proposed on a hike last fall. No fuss.',
    'On a hike. Casey asked, I said yes.',
  ),
  travel: f('a few flying in', 'A few flying in. Most are local.', 'Mostly local, a few flying in.'),
  inspirations: [
    f(
      "Casey's sister's wedding",
      "Casey's sister's wedding. Relaxed, nothing staged.",
      "Casey's sister's wedding. Simple and it worked.",
    ),
  ],
  extras: [
    f(
      'seven weeks',
      'Just that we have seven weeks. Everything has to move fast.',
      "Seven weeks. That's the whole story.",
    ),
  ],
  progress: f(
    'behind',
    'Behind, since our last {vendor} bailed. Catching up fast.',
    'Behind. Fixing it this week.',
  ),
  ceremony: f(
    'a judge',
    'A judge we know marries us. Fifteen minutes, done.',
    'Civil. A judge officiates, short and simple.',
  ),
};

/** Priya and Arjun: met in grad school; two days (sangeet and wedding); parents weigh in. */
export const ANALYZER_COMPARE_STORY: CastStory = {
  sources: [
    f(
      'your reviews',
      'Your reviews. I read about thirty before I added you to my sheet.',
      'I shortlisted you from your reviews.',
    ),
    f(
      'a wedding fair',
      'A wedding fair in March. I kept your brochure for my comparison.',
      'We met your team at a wedding fair.',
    ),
  ],
  othersView: f(
    'not itemised',
    'One quote was not itemised, so I could not compare it line by line.',
    'The quotes were not itemised. That costs points in my sheet.',
  ),
  honeymoons: [
    f('the Maldives', 'The Maldives, ten days. The flights are already booked.', 'Ten days in the Maldives.'),
    f('Italy', 'Italy, eight days: Rome, then the coast.', 'Eight days in Italy.'),
  ],
  proposal: f(
    'Kyoto',
    'Arjun proposed two years ago, in Kyoto, after planning it for months.',
    'Two years ago, in Kyoto.',
  ),
  travel: f(
    'flying in',
    'About 60 guests are flying in from India and London.',
    'Sixty guests are flying in, so the schedule matters.',
  ),
  inspirations: [
    f(
      "my cousin's wedding",
      "My cousin's wedding in Houston. Two days, perfectly on schedule.",
      "My cousin's wedding: two days, not one delay.",
    ),
  ],
  extras: [
    f(
      'two days',
      'The events run over two days, the sangeet and the wedding. Please quote both.',
      'Remember it is two days, not one.',
    ),
  ],
  progress: f(
    'on track',
    'On track. Fourteen of twenty-two items on my checklist are done.',
    'On track, according to my checklist.',
  ),
  ceremony: f(
    'Hindu',
    'A traditional Hindu ceremony with our family priest, about ninety minutes.',
    'Hindu, with a priest. I have the order of the rituals written down, step by step.',
  ),
};

/** Daniel and Grace: met through church four years ago; Grace's father reviews the contract. */
export const ANALYZER_CONTRACT_STORY: CastStory = {
  sources: [
    f(
      'Google',
      'Google, then your reviews. I filtered by rating.',
      'I found you on Google and read your reviews.',
    ),
    f(
      'a colleague',
      'A colleague recommended you. He said your terms were clear.',
      "A colleague's recommendation.",
    ),
  ],
  othersView: f(
    'the fine print',
    'Their prices looked lower, but the fine print added fees.',
    'The fine print. Both had extra fees buried in it.',
  ),
  honeymoons: [
    f('Iceland', 'Iceland, nine days, booked with a refundable fare.', 'Nine days in Iceland.'),
    f('Portugal', 'A week in Portugal, driving the coast.', 'Portugal, one week.'),
  ],
  proposal: f(
    'anniversary',
    'I proposed last year, on the anniversary of the day we met.',
    'On our anniversary, last year. I had it planned to the minute.',
  ),
  travel: f(
    'mostly local',
    'Mostly local. About 20 guests travel from out of state.',
    'Mostly local; 20 from out of state.',
  ),
  inspirations: [
    f(
      "Grace's sister's wedding",
      "Grace's sister's wedding. Everything was agreed in writing and nothing went wrong.",
      "Grace's sister's wedding ran exactly to plan.",
    ),
  ],
  extras: [
    f(
      "Grace's father",
      "Grace's father reviews every contract. He will have questions.",
      "Expect questions from Grace's father. He reads contracts for a living.",
    ),
  ],
  progress: f('methodical', 'Methodical. One decision per week.', 'Slow but methodical, one vendor a week.'),
  ceremony: f(
    'our pastor',
    'A Christian ceremony led by our pastor, forty minutes with two hymns.',
    'Our pastor leads it. A Christian service, forty minutes, outdoors.',
  ),
};
