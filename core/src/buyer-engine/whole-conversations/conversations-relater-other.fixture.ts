/** Relater buyers (Emily: September 6, 180 guests; Aisha: July 12, 130 guests) sold weakly or pushed. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const RELATER_OTHER: Conversation[] = [
  {
    id: 'relater-venue-weak',
    scenario: 'relater-planning-with-mom',
    trade: 'venue',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$16,000',
    turns: [
      {
        say:
          'Hi Emily. So our venue is the most exclusive ballroom in town: crystal chandeliers, marble floors, ' +
          'stunning.',
      },
      { say: 'We host royalty-level events. Every bride feels like a princess here.' },
      {
        say: 'For a Saturday in September, the Crystal package is $27,000.',
        act: 'quote',
        expect: m.overBudget,
      },
      {
        say: "Trust me, it's worth it. So it's October 3, 120 guests?",
        expect: m.corrects('@date', '@guests'),
      },
      { say: 'Okay. Do you want the ballroom or the terrace?', expect: m.choice('ballroom', 'terrace') },
      { say: 'Shall I send you the contract to sign?', act: 'close', expect: m.declines },
      { say: 'Great, bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-baker-weak',
    scenario: 'relater-think-about-it',
    trade: 'baker',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$850',
    turns: [
      {
        say: "Hi Aisha, Crumb & Co here. We're the only bakery in the county with a pastry chef from Paris.",
      },
      { say: 'Our cakes are incredible, the best you will ever taste. Everyone says so.' },
      { say: 'Our standard three tiers with sugar flowers is $1,600.', act: 'quote', expect: m.overBudget },
      { say: "That's honestly cheap for what you get. It's June 12, right?", expect: m.corrects('@date') },
      { say: 'Sure. Buttercream or fondant?', expect: m.choice('buttercream', 'fondant') },
      { say: "So I'll put you down for the three tiers then?", act: 'close', expect: m.declines },
      { say: 'Okay, bye.', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-attire-weak-spoken',
    scenario: 'relater-planning-with-mom',
    trade: 'attire',
    seed: 1,
    style: 'weak',
    spoken: true,
    budget: '$3,250',
    turns: [
      {
        say: 'hi emily so were couture bridal and we only carry designer gowns like the real high end stuff',
      },
      {
        say: 'yeah so our gowns start at like 5 grand and go up from there',
        act: 'quote',
        expect: m.overBudget,
      },
      { say: 'honestly you only get married once so you shouldnt worry about money', expect: m.brushedOff },
      { say: 'so are you thinking ballgown or mermaid', expect: m.choice('ballgown', 'mermaid') },
      {
        say: 'cool and the wedding is october 4 right',
        expect: { moves: ['correct'], notMoves: ['confirm'], mentions: ['September'] },
      },
      { say: 'so want me to put a deposit down on a gown for you', act: 'close', expect: m.declines },
      { say: 'ok bye emily', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-photographer-pushy',
    scenario: 'relater-think-about-it',
    trade: 'photographer',
    seed: 9,
    style: 'pushy',
    spoken: false,
    budget: '$4,500',
    turns: [
      {
        say: 'Hi Aisha, Brett from Spotlight Studios. July 12 at Willow Creek Barn, about 130 guests, yes?',
        expect: m.confirms,
      },
      { say: 'Our full day package is $6,900.', act: 'quote', expect: m.overBudget },
      {
        say: "I get it, but I've got another couple who want July 12, so you'll need to decide today.",
        act: 'push',
        expect: m.firstPush,
      },
      { say: "Tom doesn't like photos? Don't worry about that, he'll get over it.", expect: m.brushedOff },
      {
        say: "Honestly, everyone books on the first call. You don't need to ask your mum.",
        act: 'push',
        expect: m.secondPush,
      },
      { say: 'So is it yes or no, Aisha?', act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'relater-planner-pushy',
    scenario: 'relater-planning-with-mom',
    trade: 'planner',
    seed: 5,
    style: 'pushy',
    spoken: false,
    budget: '$9,000',
    turns: [
      {
        say: 'Hi Emily, Vanessa from Premier Planning. September 6 at the Harbor View, 180 guests?',
        expect: m.confirms,
      },
      { say: 'Our full planning package is $14,500.', act: 'quote', expect: m.overBudget },
      {
        say: "Your mom doesn't need to see a proposal, honestly. This price is only good today.",
        act: 'push',
        expect: m.firstPush,
      },
      {
        say: 'Would you like the gold or the platinum coordination tier?',
        expect: m.choice('gold', 'platinum'),
      },
      {
        say: 'Another bride wants September 6 and she is ready to sign, so I need an answer now.',
        act: 'push',
        expect: m.secondPush,
      },
      { say: "Yes or no, Emily? I can't hold it.", act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'relater-caterer-pushy-spoken',
    scenario: 'relater-planning-with-mom',
    trade: 'caterer',
    seed: 1,
    style: 'pushy',
    spoken: true,
    budget: '$18,500',
    turns: [
      {
        say: 'hi emily its frank from royal feast so september 6 at the harbor view for 180 yeah',
        expect: m.confirms,
      },
      { say: 'ok so our premium plated dinner for 180 is 27 thousand', act: 'quote', expect: m.overBudget },
      {
        say: 'look everyone books on the first call and honestly your mom doesnt need to be on this',
        act: 'push',
        expect: m.firstPush,
      },
      { say: 'do you want the beef or the salmon as the main', expect: m.choice('beef', 'salmon') },
      {
        say: 'this price is only good till tonight so you gotta decide now',
        act: 'push',
        expect: m.secondPush,
      },
      { say: 'so yes or no emily come on', act: 'push', expect: m.lastPush },
    ],
  },
];
