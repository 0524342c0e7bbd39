/** A couple shopping for a wedding photographer. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import {
  COVERAGE_WORDS,
  PHOTO_DELIVERY_WORDS,
  PHOTO_STYLE_WORDS,
  SHOT_LIST_WORDS,
} from './trade-photographer-words.ts';

export const PHOTOGRAPHER: TradeProfile = {
  trade: 'photographer',
  vendors: 'photographers',
  titleService: 'Photography',
  nextStep: 'consultation',
  budget: { min: 3000, max: 8000, round: 250 },
  extra: 'an engagement session',
  topics: [
    {
      key: 'coverage',
      label: 'hours of coverage',
      pattern: wordRegExp(COVERAGE_WORDS, 'i'),
      options: [
        f('8 hours', '8 hours, from getting ready to the first dance.', 'About 8 hours of coverage.'),
        f('10 hours', '10 hours, so nothing gets missed.', 'We think 10 hours, start to finish.'),
        f('6 hours', '6 hours should do it, ceremony through the first dance.', 'Probably 6 hours.'),
      ],
    },
    {
      key: 'style',
      label: 'candid or posed',
      pattern: wordRegExp(PHOTO_STYLE_WORDS, 'i'),
      options: [
        f(
          'candid',
          'Mostly candid, with a short list of posed family photos.',
          'Candid, real moments over posing.',
        ),
        f('candid and posed', 'A mix, candid and posed, maybe 70-30.', 'We want both, candid and posed.'),
        f(
          'posed',
          'Classic posed portraits matter most to us, plus some candids.',
          'Mostly posed, classic and timeless.',
        ),
      ],
    },
    {
      key: 'engagement',
      label: 'engagement shoot',
      pattern:
        /\b(?:engagement (?:shoot|session|photos?|pictures?)|pre-?wedding (?:shoot|session|photos))\b/i,
      options: [
        f(
          'engagement shoot',
          "We'd love an engagement shoot, to get used to the camera.",
          'Yes, an engagement shoot would be nice.',
        ),
        f(
          'no engagement shoot',
          "We'd rather have no engagement shoot, honestly.",
          "No engagement shoot, we'd rather put it into the day.",
        ),
      ],
    },
    {
      key: 'album',
      label: 'album or digital',
      pattern:
        /\b(?:albums?|prints?|printed|digital (?:files|gallery|only|images)|online gallery|usb|photo ?book)\b/i,
      options: [
        f(
          'a printed album',
          'A printed album, something to hold.',
          'We want a printed album for the coffee table.',
        ),
        f('digital files', 'Digital files are fine, we can print later.', 'Just the digital files, really.'),
        f(
          'an album for the parents',
          'Digital files, and an album for the parents.',
          'Mainly an album for the parents.',
        ),
      ],
    },
    {
      key: 'second',
      label: 'second shooter',
      pattern: /\b(?:second (?:shooter|photographer)|an? assistant|extra photographer)\b/i,
      options: [
        f(
          'second shooter',
          'Yes, a second shooter for {guests} guests.',
          'A second shooter, so both sides get covered.',
        ),
        f(
          'one photographer',
          'One photographer is fine for us.',
          'Just one photographer, no second shooter needed.',
        ),
      ],
    },
    {
      key: 'family',
      label: 'family photos and shot list',
      pattern: wordRegExp(SHOT_LIST_WORDS, 'i'),
      options: [
        f(
          'family photos',
          'Family photos are a must, both sides.',
          'A proper list of family photos, about 15 groups.',
        ),
      ],
    },
    {
      key: 'delivery',
      label: 'delivery time',
      pattern: wordRegExp(PHOTO_DELIVERY_WORDS, 'i'),
      options: [
        f(
          'eight weeks',
          'Within eight weeks would be great.',
          'Eight weeks, ideally, with a few previews first.',
        ),
        f(
          'a sneak peek',
          'A sneak peek within a week, the full gallery later.',
          "Just a sneak peek soon after, we're patient with the rest.",
        ),
      ],
    },
    {
      key: 'firstlook',
      label: 'first look',
      pattern: /\bfirst look\b/i,
      options: [
        f(
          'first look',
          "We're planning a first look before the ceremony.",
          'Yes, a first look, so we have time for portraits.',
        ),
        f('no first look', 'No first look, {partner} wants the aisle moment.', 'Traditional, no first look.'),
      ],
    },
  ],
  needs: f(
    '{coverage}',
    '{coverage} of coverage and {album}.',
    'Mainly {coverage} of coverage, plus {album}.',
  ),
  priorities: {
    boss: f('reliability', 'Reliability. Someone who shows up and delivers.', 'Number one is reliability.'),
    dreamer: f(
      'the moment',
      'Capturing the moment we first see each other, forever.',
      'Honestly, the moment we see each other.',
    ),
    analyzer: f(
      'complete coverage',
      'Complete coverage, with every inclusion written down.',
      'Complete coverage first, then delivery time.',
    ),
    relater: f(
      'family',
      'Photos with our family, especially {third}.',
      'That our family feels at ease in front of the camera.',
    ),
  },
  pains: [
    { label: 'late delivery', line: "A friend waited five months for her photos. I can't have that." },
    {
      label: 'stiff photos',
      line: "{partner} hates having a picture taken. I'm worried the photos look stiff.",
    },
    {
      label: 'missed family photos',
      line: "I'm scared we miss the family photos because everything runs late.",
    },
  ],
  nudges: [
    'Do you bring a backup camera, and a backup photographer?',
    'How long until we get the photos back?',
    'Can we see a full gallery, not just the highlights?',
  ],
};
