/** A couple shopping for a wedding DJ or band. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { CEREMONY_SOUND_WORDS, DO_NOT_PLAY_WORDS, MC_WORDS, MUST_PLAY_WORDS } from './trade-dj-words.ts';

export const DJ: TradeProfile = {
  trade: 'dj',
  vendors: 'DJs',
  titleService: 'Music',
  nextStep: 'planning call',
  budget: { min: 1200, max: 3500, round: 100 },
  extra: 'free uplighting',
  topics: [
    {
      key: 'donotplay',
      label: 'do-not-play list',
      pattern: wordRegExp(DO_NOT_PLAY_WORDS, 'i'),
      options: [
        f('the Macarena', 'No line dances, especially not the Macarena.', 'Please, never the Macarena.'),
        f(
          'the Chicken Dance',
          'Anything but the Chicken Dance.',
          'Our do-not-play list starts with the Chicken Dance.',
        ),
      ],
    },
    {
      key: 'mustplay',
      label: 'must-play songs',
      pattern: wordRegExp(MUST_PLAY_WORDS, 'i'),
      options: [
        f(
          '{firstDance}',
          'Our first dance is {firstDance}, non-negotiable.',
          'The must-play is {firstDance}, and lots of Motown.',
        ),
      ],
    },
    {
      key: 'mc',
      label: 'MC and announcements',
      pattern: wordRegExp(MC_WORDS, 'i'),
      options: [
        f(
          'MC',
          'Yes, we need you to MC, nobody in the family wants the mic.',
          'We need an MC for the speeches and the first dance.',
        ),
        f('light MC', 'A light MC, just the key announcements.', 'Only a light MC, no cheesy jokes.'),
      ],
    },
    {
      key: 'ceremony',
      label: 'ceremony sound',
      pattern: wordRegExp(CEREMONY_SOUND_WORDS, 'i'),
      options: [
        f(
          'ceremony sound',
          'We need ceremony sound too, a mic for the officiant.',
          'Ceremony sound, so the back row hears the vows.',
        ),
      ],
    },
    {
      key: 'genre',
      label: 'music style',
      pattern:
        /\b(?:genres?|kind of music|type of music|music style|style of music|what music|the crowd|dance ?floor|dancing)\b/i,
      options: [
        f(
          'throwbacks',
          'Throwbacks, 80s and 90s, stuff everyone knows.',
          'Lots of throwbacks to get the aunties dancing.',
        ),
        f(
          'current pop',
          'Current pop and some house later on.',
          'Mostly current pop, our friends love to dance.',
        ),
      ],
    },
    {
      key: 'lighting',
      label: 'lighting',
      pattern: /\b(?:lighting|uplighting|lights|dance floor lights|fog|haze)\b/i,
      options: [
        f('uplighting', 'Some warm uplighting would be lovely.', 'Uplighting, nothing flashy.'),
        f(
          'no lighting',
          'We need no lighting, the venue has it.',
          'Honestly no lighting, the room is pretty already.',
        ),
      ],
    },
    {
      key: 'hours',
      label: 'hours and set breaks',
      pattern:
        /\b(?:how many hours|how long (?:do|would) you (?:need|want)|set list|breaks? between sets|start playing|cocktail hour)\b/i,
      options: [f('5 hours', '5 hours, cocktail hour through the last song.', 'About 5 hours of music.')],
    },
  ],
  needs: f('{hours}', '{hours} of music, {ceremony}, and {mc}.', 'Mainly {hours} of music and {ceremony}.'),
  priorities: {
    boss: f('full dance floor', 'A full dance floor. That is the job.', 'A full dance floor, all night.'),
    dreamer: f(
      'first dance',
      'Our first dance. I want everyone to stop and watch.',
      'That first dance moment.',
    ),
    analyzer: f(
      'equipment',
      'Professional equipment, a backup system and a clear timeline.',
      'The equipment list and backup.',
    ),
    relater: f(
      'everyone dancing',
      'Everyone dancing, from the kids to {third}.',
      'Music that gets everyone dancing, all ages.',
    ),
  },
  pains: [
    {
      label: 'empty dance floor',
      line: "I'm terrified of an empty dance floor while the DJ plays whatever he likes.",
    },
    {
      label: 'cheesy MC',
      line: "Our last party had a DJ who talked over everything. I can't bear a cheesy MC.",
    },
    { label: 'sound failing', line: "I'm worried the sound fails during the vows and nobody hears a thing." },
  ],
  nudges: [
    'Do you take requests from guests?',
    'Do you bring backup equipment?',
    'Can we send you a do-not-play list?',
  ],
};
