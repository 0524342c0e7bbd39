/** A couple shopping for a wedding videographer. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import {
  FILMING_HOURS_WORDS,
  FILM_DELIVERY_WORDS,
  FILM_STYLE_WORDS,
  HIGHLIGHT_FILM_WORDS,
} from './trade-videographer-words.ts';

export const VIDEOGRAPHER: TradeProfile = {
  trade: 'videographer',
  vendors: 'videographers',
  titleService: 'A Wedding Film',
  nextStep: 'consultation',
  budget: { min: 2500, max: 6500, round: 250 },
  extra: 'drone footage',
  topics: [
    {
      key: 'highlight',
      label: 'highlight film',
      pattern: wordRegExp(HIGHLIGHT_FILM_WORDS, 'i'),
      options: [
        f(
          'a highlight film',
          'A highlight film, four or five minutes, that we can rewatch.',
          'Mainly a highlight film to share.',
        ),
        f(
          'a feature film',
          'A feature film, maybe twenty minutes long.',
          'We want a feature film, not just a trailer.',
        ),
      ],
    },
    {
      key: 'drone',
      label: 'drone footage',
      pattern: /\b(?:drones?|aerial)\b/i,
      options: [
        f('drone', 'Some drone shots of {venue} would be amazing.', 'Yes to drone, if the venue allows it.'),
        f('no drone', 'No drone, it feels a bit much for us.', 'We can live with no drone.'),
      ],
    },
    {
      key: 'raw',
      label: 'raw footage',
      pattern:
        /\b(?:raw (?:footage|files|video)|unedited|full (?:ceremony|speeches) (?:video|film|edit|footage)|full-length)\b/i,
      options: [
        f(
          'raw footage',
          "We'd like the raw footage too, just in case.",
          'The raw footage, please, we want everything.',
        ),
        f(
          'full ceremony edit',
          'No raw footage, but a full ceremony edit.',
          'A full ceremony edit matters more than raw files.',
        ),
      ],
    },
    {
      key: 'audio',
      label: 'vows and speeches audio',
      pattern:
        /\b(?:speeches|toasts|audio|sound(?!s? (?:nice|good|great|okay|ok|lovely|fair|alright|right|like|fun|perfect|amazing|reasonable))|mic(?:s|rophones?)?|lav(?:alier)?s?|record (?:the )?vows|hear the vows)\b/i,
      options: [
        f(
          'the vows and speeches',
          'Clear audio of the vows and speeches, that is the heart of it.',
          'We want to hear the vows and speeches properly.',
        ),
      ],
    },
    {
      key: 'style',
      label: 'film style',
      pattern: wordRegExp(FILM_STYLE_WORDS, 'i'),
      options: [
        f('cinematic', 'Cinematic, like a little movie about us.', 'Something cinematic and emotional.'),
        f('documentary', 'Documentary, just what really happened.', 'More documentary, no staged scenes.'),
      ],
    },
    {
      key: 'delivery',
      label: 'delivery time',
      pattern: wordRegExp(FILM_DELIVERY_WORDS, 'i'),
      options: [
        f(
          'three months',
          'Within three months would be fine.',
          'Three months is okay, if we get a teaser sooner.',
        ),
        f(
          'before our first anniversary',
          'Anytime before our first anniversary, honestly.',
          'Definitely before our first anniversary.',
        ),
      ],
    },
    {
      key: 'coverage',
      label: 'hours of filming',
      pattern: wordRegExp(FILMING_HOURS_WORDS, 'i'),
      options: [
        f('8 hours', '8 hours, from getting ready to the first dance.', 'About 8 hours of filming.'),
        f(
          'ceremony and speeches',
          'Just the ceremony and speeches, really.',
          'The ceremony and speeches, and a bit of dancing.',
        ),
      ],
    },
  ],
  needs: f('{highlight}', '{highlight} and {audio} in clear sound.', 'Mostly {highlight}, plus {raw}.'),
  priorities: {
    boss: f('sound', 'Good sound. Bad audio ruins a film.', 'Sound quality, then the edit.'),
    dreamer: f(
      'feel',
      'That it makes us feel the day again, every time.',
      'The feel of it, the music, the light.',
    ),
    analyzer: f(
      'deliverables',
      'Clear deliverables: film length, formats and delivery date.',
      'The deliverables, in writing.',
    ),
    relater: f(
      'family',
      'That our family can watch it together and cry happy tears.',
      'Something {third} and the family will treasure.',
    ),
  },
  pains: [
    { label: 'intrusive', line: "I'm worried a camera crew will be in everyone's face during the ceremony." },
    { label: 'lost audio', line: "At my cousin's wedding the vows had no sound. I'd be heartbroken." },
    { label: 'cheesy', line: "Honestly I'm scared it turns out cheesy, with slow motion everywhere." },
  ],
  nudges: [
    'How do you record the vows without a big microphone?',
    'Can we see a full film, not just a trailer?',
    'How many of you will be filming on the day?',
  ],
};
