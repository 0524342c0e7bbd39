/** Boss buyers (Marcus: October 17, 150 guests; Jordan: August 9, 90 guests) sold weakly or pushed. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const BOSS_OTHER: Conversation[] = [
  {
    id: 'boss-photographer-weak',
    scenario: 'boss-venue-bottom-line',
    trade: 'photographer',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$5,500',
    turns: [
      {
        say:
          "Hi Marcus! Let me tell you about us. We've been shooting weddings for fifteen years, we've won " +
          'three awards and our albums are handmade in Italy.',
      },
      {
        say:
          'Our packages are really flexible, everyone loves them. We also do photo booths and engagement ' +
          'shoots, super popular.',
      },
      {
        say: "Our Platinum collection is $7,900, and that's our most popular.",
        act: 'quote',
        expect: m.overBudget,
      },
      {
        say: "Honestly, couples never regret spending on photos. So it's June 20 with about 200 guests, right?",
        expect: m.corrects('@date', '@guests'),
      },
      {
        say: 'Right, right. Would you like the Italian leather album or the linen one?',
        expect: m.choice('leather', 'linen'),
      },
      {
        say: 'So shall I send you the invoice for the Platinum collection?',
        act: 'close',
        expect: m.declines,
      },
      { say: 'Okay, well, have a think. Bye Marcus!', expect: m.goodbye },
    ],
  },
  {
    id: 'boss-florist-weak',
    scenario: 'boss-short-notice',
    trade: 'florist',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$4,000',
    turns: [
      {
        say:
          'Hello Jordan, welcome to Petal & Stem! We are a boutique floral studio with a passion for luxury, ' +
          'and we import our roses from Ecuador.',
      },
      {
        say: "We'd love to do your wedding! We do arches, chandeliers, flower walls, whatever you dream of.",
      },
      {
        say: 'Our full luxury package starts at $6,800 for a wedding your size.',
        act: 'quote',
        expect: m.overBudget,
      },
      {
        say:
          'It includes a flower wall, which really makes the photos. Would you like the flower wall in blush ' +
          'or in ivory?',
        expect: m.choice('blush', 'ivory'),
      },
      {
        say: "Just so I note it down, that's for your September 19 wedding, right?",
        expect: m.corrects('@date'),
      },
      {
        say: 'Lovely. Could you pop into the studio for a consultation, say Tuesday at 4, or is Friday better?',
        expect: m.time,
      },
      { say: 'So can I put you down for the luxury package?', act: 'close', expect: m.declines },
      { say: 'No problem, have a lovely day, bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'boss-hair-makeup-weak-spoken',
    scenario: 'boss-short-notice',
    trade: 'hair_makeup',
    seed: 1,
    style: 'weak',
    spoken: true,
    budget: '$1,200',
    turns: [
      {
        say:
          "hi yeah so this is glow studio we do like bridal hair and makeup and um we're honestly the best in " +
          "the area we've done like four hundred brides",
      },
      {
        say: 'yeah so we use airbrush and lashes and everything and our brides always look amazing in photos',
      },
      {
        say: 'so for the bride and a party its usually like 2400 dollars',
        act: 'quote',
        expect: m.overBudget,
      },
      {
        say: 'yeah i know but you get what you pay for you know so is that for like the bride and three bridesmaids',
        expect: { moves: ['correct'], notMoves: ['confirm'], mentions: ['7', 'seven'] },
      },
      {
        say: 'ok cool cool and do you want the trial at our studio or at your place',
        expect: m.choice('studio', 'place', 'home', 'house'),
      },
      { say: 'so should i just go ahead and book you in', act: 'close', expect: m.declines },
      { say: 'ok no worries bye', expect: m.goodbye },
    ],
  },
  {
    id: 'boss-venue-pushy',
    scenario: 'boss-venue-bottom-line',
    trade: 'venue',
    seed: 9,
    style: 'pushy',
    spoken: false,
    budget: '$25,000',
    turns: [
      {
        say: "Marcus, Rick at The Regency. You're looking at October 17 for 150 guests, right?",
        expect: m.confirms,
      },
      { say: "What's most important to you in a venue?", expect: m.answers },
      {
        say: 'Our Grand Ballroom package for 150 is $34,000, ceremony and reception together.',
        act: 'quote',
        expect: m.overBudget,
      },
      {
        say:
          "Honestly, that's what quality costs. I've got another couple who want October 17 and they're " +
          'touring tomorrow.',
        act: 'push',
        expect: m.firstPush,
      },
      {
        say: "Look, don't worry about fees, nobody's ever complained. And this price is only good if you sign today.",
        act: 'push',
        expect: m.secondPush,
      },
      { say: "So yes or no, Marcus? I can't hold it past five o'clock.", act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'boss-photographer-pushy',
    scenario: 'boss-short-notice',
    trade: 'photographer',
    seed: 2,
    style: 'pushy',
    spoken: false,
    budget: '$4,000',
    turns: [
      { say: 'Hi Jordan, August 9 is open. What happened to your last photographer?', expect: m.answers },
      {
        say: 'Yeah, that happens in this industry. Anyway, my full-day package is $5,800.',
        act: 'quote',
        expect: m.overBudget,
      },
      {
        say: "Everyone books on the first call with me, Jordan. That's how good the work is.",
        act: 'push',
        expect: m.firstPush,
      },
      { say: "So it's 120 guests at Cedar Ridge, right?", expect: m.corrects('@guests') },
      {
        say:
          "Whatever, the count doesn't change the price. This rate is only good today, tomorrow it goes up to " +
          '$6,500.',
        act: 'push',
        expect: m.secondPush,
      },
      {
        say: "Yes or no, Jordan? I've got another couple on my other line asking for this exact date.",
        act: 'push',
        expect: m.lastPush,
      },
    ],
  },
  {
    id: 'boss-caterer-pushy-spoken',
    scenario: 'boss-venue-bottom-line',
    trade: 'caterer',
    seed: 1,
    style: 'pushy',
    spoken: true,
    budget: '$15,500',
    turns: [
      {
        say: 'hey marcus its tony from prime catering so you need food for october 17 for 150 yeah',
        expect: m.confirms,
      },
      { say: 'ok so our premium buffet for 150 is 22 thousand all in', act: 'quote', expect: m.overBudget },
      {
        say: 'look i get it but honestly everyone books on the first call with us we are that good',
        act: 'push',
        expect: m.firstPush,
      },
      {
        say: 'so do you want the steak station or the seafood station',
        expect: m.choice('steak', 'seafood'),
      },
      {
        say: 'and listen the tasting dont worry about that nobody needs a tasting weve been doing this forever',
        expect: m.brushedOff,
      },
      {
        say: 'ok so this price is only good till tonight so you gotta decide now',
        act: 'push',
        expect: m.secondPush,
      },
      { say: 'so yes or no marcus i need an answer right now', act: 'push', expect: m.lastPush },
    ],
  },
];
