/** A couple shopping for a wedding cake. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { CAKE_DESIGN_WORDS } from './trade-baker-words.ts';

export const BAKER: TradeProfile = {
  trade: 'baker',
  vendors: 'bakers',
  titleService: 'The Cake',
  nextStep: 'tasting',
  budget: { min: 5, max: 12, perGuest: true, round: 50 },
  extra: 'a free cutting cake',
  topics: [
    {
      key: 'flavours',
      label: 'flavours',
      pattern:
        /\b(?:flavou?rs?|fillings?|sponges?|chocolate|vanilla|lemon|red velvet|carrot cake|what (?:kind of )?cake)\b/i,
      options: [
        f(
          'lemon and elderflower',
          'Lemon and elderflower for one tier, chocolate for another.',
          'Lemon and elderflower, light and fresh.',
        ),
        f('salted caramel', 'Salted caramel, {partner} insists.', 'Salted caramel and a vanilla tier.'),
        f('red velvet', 'Red velvet, with cream cheese frosting.', 'Definitely red velvet.'),
      ],
    },
    {
      key: 'tiers',
      label: 'tiers and servings',
      pattern:
        /\b(?:tiers?|tiered|how big|size of the cake|servings?|slices?|portions?|how many (?:people|guests) .{0,25}(?:serve|feed|cake))\b/i,
      options: [
        f('three tiers', 'Three tiers, enough for {guests} slices.', 'Three tiers should feed {guests}.'),
        f(
          'two tiers',
          'Two tiers, plus a sheet cake in the kitchen for {guests}.',
          'Just two tiers, it is more about the look.',
        ),
      ],
    },
    {
      key: 'tasting',
      label: 'tasting',
      pattern: /\b(?:tasting|taste|try (?:some|a few|the)|samples?)\b/i,
      options: [
        f(
          'tasting',
          'A tasting, please, we cannot choose without one.',
          'We would love a tasting with {partner}.',
        ),
      ],
    },
    {
      key: 'design',
      label: 'cake design',
      pattern: wordRegExp(CAKE_DESIGN_WORDS, 'i'),
      options: [
        f(
          'buttercream',
          'Simple buttercream with a few fresh flowers.',
          'Smooth buttercream, nothing shiny.',
        ),
        f('semi-naked', 'A semi-naked cake with berries.', 'Semi-naked, rustic and pretty.'),
      ],
    },
    {
      key: 'dietary',
      label: 'dietary needs',
      pattern: /\b(?:dietary|allerg\w*|gluten|vegan|dairy|nut-?free|nuts|egg-?free|intolerances?)\b/i,
      options: [
        f(
          'gluten-free',
          'One gluten-free tier, my sister is coeliac.',
          'We need something gluten-free for a few guests.',
        ),
        f('nut-free', 'It has to be nut-free, a nephew has an allergy.', 'Nut-free, please, all of it.'),
      ],
    },
    {
      key: 'delivery',
      label: 'delivery and display',
      pattern: /\b(?:deliver\w*|set ?up|display|cake stand|cake table|transport|heat|melt\w*|pick ?up)\b/i,
      options: [
        f(
          'delivery and setup',
          'Delivery and setup at {venue}, we cannot carry it.',
          'We need delivery and setup, stand included.',
        ),
      ],
    },
    {
      key: 'extras',
      label: 'dessert table',
      pattern:
        /\b(?:dessert (?:table|bar)|cupcakes|cutting cake|sheet cake|macarons|cookies|doughnuts|donuts|favou?rs)\b/i,
      options: [
        f(
          'a small dessert table',
          'A small dessert table too, cookies or macarons.',
          'Maybe a small dessert table next to the cake.',
        ),
        f('just the cake', 'Just the cake, no dessert table.', 'Honestly, just the cake.'),
      ],
    },
  ],
  needs: f('{tiers}', '{tiers} of {flavours}, {design} finish.', 'A cake with {tiers}, and {delivery}.'),
  priorities: {
    boss: f(
      'tastes good',
      'It tastes good and it arrives in one piece.',
      'That it tastes good. Looks come second.',
    ),
    dreamer: f(
      'cut',
      'The moment we cut it together, it has to be stunning.',
      'The cake cutting, with everyone watching.',
    ),
    analyzer: f(
      'price per slice',
      'The price per slice, delivery and stand included.',
      'Price per slice, all in.',
    ),
    relater: f(
      'family recipe',
      'Maybe a nod to a family recipe, for {third}.',
      'Something the family recognises, like a family recipe.',
    ),
  },
  pains: [
    { label: 'melting', line: "I'm scared the cake melts or leans if it's hot that day." },
    { label: 'dry cake', line: 'Every wedding cake I have had was dry. I really do not want that.' },
    { label: 'allergies', line: "I'm nervous about allergies, one slip and someone gets ill." },
  ],
  nudges: [
    'How far ahead do you bake it?',
    'Do you deliver and set it up yourselves?',
    'Can we do a tasting before we book?',
  ],
};
