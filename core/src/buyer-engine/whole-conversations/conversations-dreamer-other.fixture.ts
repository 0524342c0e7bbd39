/** Dreamer buyers (Sofia: May 24, 120 guests; Chloe: September 20, 40 guests) sold weakly or pushed. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const DREAMER_OTHER: Conversation[] = [
  {
    id: 'dreamer-baker-weak',
    scenario: 'dreamer-garden-florals',
    trade: 'baker',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$950',
    turns: [
      {
        say:
          "Hello Sofia, Sugar Palace here. We're the premier cake studio in the city and we've made cakes for " +
          'celebrities.',
      },
      { say: "Our signature is the five-tier fondant tower with gold leaf. It's iconic." },
      { say: 'That tower is $2,300 for your numbers.', act: 'quote', expect: m.overBudget },
      {
        say: "It's the best value in town, honestly. Chocolate sponge or vanilla?",
        expect: m.choice('chocolate', 'vanilla'),
      },
      { say: 'And that is for 200 guests, yes?', expect: m.corrects('@guests') },
      { say: 'Okay, so can I take a deposit to secure the tower?', act: 'close', expect: m.declines },
      { say: 'Bye now!', expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-hair-makeup-weak',
    scenario: 'dreamer-destination',
    trade: 'hair_makeup',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$1,300',
    turns: [
      {
        say: "Hi Chloe, Luxe Glam here. We're the most booked bridal glam team in the city, five stars everywhere.",
      },
      {
        say: "We specialise in full glam, lashes, contour, the works, so you'll look flawless in the photos.",
      },
      {
        say: 'For the bride and a party of seven on location, it is $3,100.',
        act: 'quote',
        expect: m.overBudget,
      },
      { say: 'That includes our travel. So the wedding is August 30, right?', expect: m.corrects('@date') },
      {
        say: 'Can we put your trial in for next Monday at 10 am, or would Tuesday suit better?',
        expect: m.time,
      },
      { say: 'So shall I send the booking form and take the deposit?', act: 'close', expect: m.declines },
      { say: 'Great, speak soon, bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-planner-weak-spoken',
    scenario: 'dreamer-destination',
    trade: 'planner',
    seed: 1,
    style: 'weak',
    spoken: true,
    budget: '$35,000',
    turns: [
      {
        say: 'hi yeah chloe so were bliss destination weddings weve done like 300 weddings in greece italy everywhere',
      },
      { say: 'yeah so we have our own vendors our own photographers our own florists everything in house' },
      { say: 'so our santorini package is 52 thousand for everything', act: 'quote', expect: m.overBudget },
      { say: 'so thats september 20 for like 80 guests right', expect: m.corrects('@guests') },
      {
        say: 'ok and do you want a boat trip or a wine tasting for the guests the day before',
        expect: m.choice('boat', 'wine'),
      },
      { say: 'so do you want me to send the contract over tonight', act: 'close', expect: m.declines },
      { say: 'cool ok bye', expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-venue-pushy',
    scenario: 'dreamer-destination',
    trade: 'venue',
    seed: 1,
    style: 'pushy',
    spoken: false,
    budget: '$3,000',
    turns: [
      {
        say: 'Chloe, hi, Nikos at Caldera Palace. September 20 for 40 guests, a sunset ceremony, yes?',
        expect: m.confirms,
      },
      { say: 'Our sunset terrace package is $38,000.', act: 'quote', expect: m.overBudget },
      {
        say: 'I know, I know. But a couple from London want September 20 and they are paying the deposit tonight.',
        act: 'push',
        expect: m.firstPush,
      },
      { say: "The permits? Don't worry about permits, it's Greece, it all works out.", expect: m.brushedOff },
      { say: 'This rate is only good if you book today, Chloe.', act: 'push', expect: m.secondPush },
      { say: 'Everyone books on the first call with us. Yes or no?', act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'dreamer-florist-pushy',
    scenario: 'dreamer-garden-florals',
    trade: 'florist',
    seed: 7,
    style: 'pushy',
    spoken: false,
    budget: '$8,000',
    turns: [
      {
        say: 'Hi Sofia, Bella Fiori here. May 24 at Rosewood Gardens, the arch and 12 tables, yes?',
        expect: m.confirms,
      },
      { say: 'Our Enchanted package is $12,500.', act: 'quote', expect: m.overBudget },
      {
        say: "Look, I don't do cheaper. Everyone books on the first call, my calendar fills up.",
        act: 'push',
        expect: m.firstPush,
      },
      { say: 'Do you want peonies or garden roses in the arch?', expect: m.choice('peonies', 'roses') },
      {
        say: 'I have another bride who wants May 24, so I need a yes today.',
        act: 'push',
        expect: m.secondPush,
      },
      { say: "So, yes or no? I can't keep holding it.", act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'dreamer-venue-pushy-spoken',
    scenario: 'dreamer-garden-florals',
    trade: 'venue',
    seed: 1,
    style: 'pushy',
    spoken: true,
    budget: '$11,000',
    turns: [
      { say: 'hey sofia its derek from the grand estate so may 24 for 120 yeah', expect: m.confirms },
      { say: 'ok so the full garden package is 17 grand', act: 'quote', expect: m.overBudget },
      {
        say: 'look honestly everyone books on the first call were the best garden venue around',
        act: 'push',
        expect: m.firstPush,
      },
      { say: 'rain dont worry about rain it never rains in may', expect: m.brushedOff },
      { say: 'so this price is only good today like tomorrow its gone', act: 'push', expect: m.secondPush },
      { say: 'so yes or no sofia i need to know now', act: 'push', expect: m.lastPush },
    ],
  },
];
