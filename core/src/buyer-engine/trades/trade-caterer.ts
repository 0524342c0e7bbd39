/** A couple shopping for a wedding caterer. */
import { fact as f } from '../persona-types.ts';
import type { TradeProfile } from './trade-profile.ts';
import { wordRegExp } from '../../analysis/word-list.ts';
import { MENU_WORDS, SERVICE_STYLE_WORDS } from './trade-caterer-words.ts';

export const CATERER: TradeProfile = {
  trade: 'caterer',
  vendors: 'caterers',
  titleService: 'Catering',
  nextStep: 'tasting',
  budget: { min: 55, max: 130, perGuest: true, round: 500 },
  extra: 'a free tasting for four',
  topics: [
    {
      key: 'menu',
      label: 'menu',
      pattern: wordRegExp(MENU_WORDS, 'i'),
      options: [
        f(
          'Mediterranean',
          'Mediterranean, lots of sharing plates.',
          'Something Mediterranean, fresh and colourful.',
        ),
        f(
          'classic three courses',
          'Classic three courses, nothing too fussy.',
          'A classic three courses with a choice of mains.',
        ),
        f('barbecue', 'Good barbecue, honestly, that is us.', 'A relaxed barbecue menu, with proper sides.'),
      ],
    },
    {
      key: 'dietary',
      label: 'dietary needs',
      pattern:
        /\b(?:dietary|allerg\w*|vegan|vegetarian|gluten|kosher|halal|nut-?free|restrictions?|special meals?|intolerances?)\b/i,
      options: [
        f(
          '{dietaryCount} vegetarians',
          'About {dietaryCount} vegetarians and two nut allergies.',
          'We have {dietaryCount} vegetarians, and one coeliac aunt.',
        ),
      ],
    },
    {
      key: 'serving',
      label: 'service style',
      pattern: wordRegExp(SERVICE_STYLE_WORDS, 'i'),
      options: [
        f(
          'family-style',
          'Family-style, big platters on every table.',
          'We love the idea of family-style sharing.',
        ),
        f('plated', 'Plated, so everyone is served at once.', 'A plated dinner feels right for us.'),
        f('buffet', 'A buffet, so people can choose.', 'Probably a buffet, it feels more relaxed.'),
      ],
    },
    {
      key: 'tasting',
      label: 'tasting',
      pattern: /\b(?:tasting|taste test|try the food|samples?|sample menu)\b/i,
      options: [
        f(
          'tasting',
          "We'd definitely want a tasting before we sign.",
          'A tasting, with {partner}, would make it real.',
        ),
      ],
    },
    {
      key: 'bar',
      label: 'bar and drinks',
      pattern: /\b(?:bar|drinks?|alcohol|wine|cocktails?|beverages?|open bar|signature drink|beer)\b/i,
      options: [
        f(
          'open bar',
          'An open bar for the evening, beer and wine at least.',
          'We want an open bar, within reason.',
        ),
        f(
          'beer and wine',
          'Just beer and wine, plus a signature cocktail.',
          'Beer and wine is enough for our crowd.',
        ),
      ],
    },
    {
      key: 'staff',
      label: 'staffing and rentals',
      pattern:
        /\b(?:staff(?:ing)?|servers?|waiters?|rentals?|linens?|china|glassware|cutlery|plates|clear(?:ing)? (?:up|away))\b/i,
      options: [
        f(
          'staff and rentals',
          'We need staff and rentals, plates, glasses, linens.',
          'Ideally staff and rentals all from you.',
        ),
      ],
    },
    {
      key: 'latenight',
      label: 'late-night food',
      pattern: /\b(?:late[- ]night|midnight (?:snack|food)|evening (?:food|snack)|after the dancing)\b/i,
      options: [
        f(
          'late-night snack',
          'A late-night snack, like sliders or fries.',
          'Yes, a late-night snack for the dancers.',
        ),
      ],
    },
  ],
  needs: f(
    '{guests}',
    'Dinner for {guests}, {serving}, with {menu} food.',
    'A {serving} dinner for {guests} guests, done properly.',
  ),
  priorities: {
    boss: f('hot food', 'Hot food, served on time. That is it.', 'Hot food that arrives on time.'),
    dreamer: f('feast', 'A long, candlelit feast, everyone laughing.', 'It should feel like a feast.'),
    analyzer: f(
      'per head',
      'The per head price, with staffing and service charge broken out.',
      'The per head cost, all in.',
    ),
    relater: f(
      'everyone',
      'That everyone, {third} included, has something they love.',
      'That everyone feels looked after.',
    ),
  },
  pains: [
    { label: 'cold food', line: "At my friend's wedding the food came out cold and late. I'd be mortified." },
    {
      label: 'allergies',
      line: "I'm nervous about the allergies. One mistake and someone ends up in hospital.",
    },
    { label: 'running out', line: "I'm worried we run out of food and people leave hungry." },
  ],
  nudges: [
    'Do you bring your own staff, or do we hire them?',
    'Is service charge included in the per head price?',
    'When could we do a tasting?',
  ],
};
