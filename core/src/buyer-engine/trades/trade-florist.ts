/** A couple shopping for a wedding florist. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { ARCH_WORDS, SEASONAL_WORDS } from './trade-florist-words.ts';

export const FLORIST: TradeProfile = {
  trade: 'florist',
  vendors: 'florists',
  titleService: 'Flowers',
  nextStep: 'design meeting',
  budget: { min: 2500, max: 9000, round: 250 },
  extra: 'free delivery and setup',
  topics: [
    {
      key: 'arch',
      label: 'ceremony arch',
      pattern: wordRegExp(ARCH_WORDS, 'i'),
      options: [
        f(
          'a floral arch',
          'A floral arch for the ceremony.',
          'We want a floral arch, that is the big moment.',
        ),
        f(
          'aisle flowers',
          'No arch, just aisle flowers and two big urns.',
          'Mostly aisle flowers for the ceremony.',
        ),
      ],
    },
    {
      key: 'bouquets',
      label: 'bouquets and personal flowers',
      pattern:
        /\b(?:bouquets?|bridesmaids?'? flowers|boutonni[eè]res?|buttonholes?|corsages?|personal flowers)\b/i,
      options: [
        f(
          '{bridesmaids} bridesmaids',
          'My bouquet, and {bridesmaids} bridesmaids with smaller ones.',
          'Bouquets for me and {bridesmaids} bridesmaids, plus buttonholes.',
        ),
      ],
    },
    {
      key: 'centrepieces',
      label: 'centrepieces',
      pattern:
        /\b(?:cent(?:er|re)-?pieces?|table (?:flowers|arrangements|decor)|how many tables|reception (?:flowers|tables))\b/i,
      options: [
        f(
          '{tables} tables',
          'Centrepieces for {tables} tables, low so people can talk.',
          '{tables} tables, so {tables} centrepieces.',
        ),
        f(
          '{tables} tables',
          'Tall centrepieces on {tables} tables.',
          'We have {tables} tables, and I picture tall arrangements.',
        ),
      ],
    },
    {
      key: 'seasonal',
      label: 'seasonal flowers',
      pattern: wordRegExp(SEASONAL_WORDS, 'i'),
      options: [
        f(
          '{seasonFlowers}',
          "Whatever's in season, so {seasonFlowers} maybe.",
          "I'd love {seasonFlowers}, if they're in season.",
        ),
      ],
    },
    {
      key: 'palette',
      label: 'colour palette',
      pattern: /\b(?:colou?rs?|palette|colou?r scheme|tones?)\b/i,
      options: [
        f('blush and white', 'Blush and white with lots of green.', 'Soft blush and white.'),
        f('deep burgundy', 'Deep burgundy with a bit of gold.', 'Moody, deep burgundy tones.'),
        f('all white', 'All white and green, very clean.', 'All white, please, nothing loud.'),
      ],
    },
    {
      key: 'setup',
      label: 'delivery, setup and breakdown',
      pattern:
        /\b(?:set ?up|setup|break ?down|tear ?down|deliver(?:y|ing)?|repurpos\w*|move (?:the )?(?:flowers|arch)|install)\b/i,
      options: [
        f(
          'setup and breakdown',
          "We need setup and breakdown, we can't do it ourselves.",
          'Full setup and breakdown at the venue.',
        ),
      ],
    },
  ],
  needs: f(
    '{arch}',
    '{arch}, bouquets, and centrepieces for {tables} tables.',
    'First {arch}, then bouquets and tables.',
  ),
  priorities: {
    boss: f(
      'fresh on the day',
      'Flowers that look fresh on the day. No wilting.',
      'Flowers still fresh on the day, delivered on time.',
    ),
    dreamer: f(
      'arch',
      'The ceremony arch. I picture walking towards it and everyone gasping.',
      "Honestly the arch. That's the moment.",
    ),
    analyzer: f(
      'stem count',
      'A clear stem count and what each arrangement includes.',
      'The stem count, per arrangement.',
    ),
    relater: f(
      'family',
      'Flowers for the family too, especially {third}.',
      'Something special for the family.',
    ),
  },
  pains: [
    {
      label: 'wilting',
      line: "I'm scared the flowers will wilt in the heat before the ceremony even starts.",
    },
    {
      label: 'out of season',
      line: "Someone told me my favourite flowers might be out of season, and I'd be crushed.",
    },
    { label: 'look cheap', line: "I'm afraid it'll look cheap next to my Pinterest board." },
  ],
  nudges: [
    'Can the ceremony flowers move to the reception afterwards?',
    'What happens if a flower is not available that week?',
    'Could you sketch the arch for us?',
  ],
};
