/** A couple shopping for wedding attire (a bridal shop). */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { ALTERATION_WORDS, SILHOUETTE_WORDS, WEDDING_PARTY_WORDS } from './trade-attire-words.ts';

export const ATTIRE: TradeProfile = {
  trade: 'attire',
  vendors: 'bridal shops',
  titleService: 'The Dress',
  nextStep: 'fitting appointment',
  budget: { min: 1500, max: 5000, round: 250 },
  extra: 'free alterations',
  topics: [
    {
      key: 'silhouette',
      label: 'silhouette',
      pattern: wordRegExp(SILHOUETTE_WORDS, 'i'),
      options: [
        f('A-line', 'An A-line, simple and flowy.', 'A-line, with a small train.'),
        f(
          'fitted mermaid',
          'A fitted mermaid, something dramatic.',
          'I keep coming back to a fitted mermaid.',
        ),
        f('ball gown', 'A proper ball gown, the full princess thing.', 'Honestly, a ball gown.'),
      ],
    },
    {
      key: 'fittings',
      label: 'fittings',
      pattern: /\b(?:fittings?|measure\w*|try (?:it |them |dresses )?on|how many (?:appointments|visits))\b/i,
      options: [
        f('three fittings', 'Probably three fittings, I live close by.', 'Three fittings, on weekends.'),
        f(
          'two fittings',
          'Two fittings at most, I travel a lot.',
          'Only two fittings, my schedule is packed.',
        ),
      ],
    },
    {
      key: 'alterations',
      label: 'alteration timeline',
      pattern: wordRegExp(ALTERATION_WORDS, 'i'),
      options: [
        f(
          '{altWeeks} weeks',
          'Alterations done {altWeeks} weeks before the wedding.',
          'I want it ready {altWeeks} weeks before, alterations included.',
        ),
      ],
    },
    {
      key: 'party',
      label: "partner's and wedding party's outfits",
      pattern: wordRegExp(WEDDING_PARTY_WORDS, 'i'),
      options: [
        // the party's sizes are part of the fact: "how many groomsmen?" is answered, not met with a colour
        f(
          'a navy suit',
          '{partner} wants a navy suit, with five groomsmen to match.',
          'A navy suit for {partner}, and five matching groomsmen.',
        ),
        f(
          'four bridesmaids in sage green',
          'Four bridesmaids in sage green, and five groomsmen.',
          'We need dresses for four bridesmaids in sage green, and suits for five groomsmen.',
        ),
      ],
    },
    {
      // "what size do you usually wear?": a size is known, never "not decided"
      key: 'size',
      label: 'dress size',
      pattern:
        /\b(?:what size|your size|dress size|sizes? (?:do|are) you|size (?:do|are) you|usually wear)\b/i,
      options: [
        f('a 10', 'A 10, usually. Sometimes a 12 in the hips.', 'Usually a 10.'),
        f('an 8', 'An 8, most of the time.', 'Usually an 8, sometimes a 10.'),
        f('a 14', 'A 14, usually.', 'Usually a 14, a 12 in some shops.'),
      ],
    },
    {
      key: 'fabric',
      label: 'fabric',
      pattern: /\b(?:fabrics?|lace|satin|silk|tulle|crepe|chiffon|beading|sparkle|embellish\w*)\b/i,
      options: [
        f('lace', 'Lace, soft and romantic.', 'Something with lace on the sleeves.'),
        f('crepe', 'Clean crepe, no sparkle.', 'Plain crepe, very minimal.'),
      ],
    },
    {
      key: 'accessories',
      label: 'veil and accessories',
      pattern: /\b(?:veils?|accessor\w*|shoes|jewell?ery|headpieces?|tiaras?|belts?)\b/i,
      options: [
        f('cathedral veil', 'A long cathedral veil, for the ceremony only.', 'I dream of a cathedral veil.'),
        f('no veil', 'No veil, maybe a hair pin.', 'No veil for me, just earrings.'),
      ],
    },
  ],
  needs: f(
    '{silhouette}',
    'A dress, probably {silhouette}, and {party}.',
    'The dress first, {silhouette}, then {party}.',
  ),
  priorities: {
    boss: f('ready on time', 'That it is ready on time and fits. No drama.', 'Ready on time, fitted right.'),
    dreamer: f(
      'the one',
      'Finding the one, the dress that makes me cry.',
      'That feeling when it is the one.',
    ),
    analyzer: f(
      'alterations',
      'What alterations are included and the exact timeline.',
      'Alterations included, in writing.',
    ),
    relater: f('{third}', 'That {third} is there when I find it.', 'Sharing it with {third}.'),
  },
  pains: [
    { label: 'not ready', line: 'A friend got her dress back two days before the wedding. I would panic.' },
    { label: 'pushy shops', line: 'The last shop was so pushy, I left in tears.' },
    { label: 'weight changes', line: "I'm worried my size changes and the fit is off on the day." },
  ],
  nudges: [
    'How long does a dress take to arrive?',
    'Are alterations done in-house?',
    'Can {third} come to the fittings?',
  ],
};
