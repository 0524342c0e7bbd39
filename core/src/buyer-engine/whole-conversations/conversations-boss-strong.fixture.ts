/** Boss buyers (Marcus: $25,000 venue, 150 guests, October 17; Jordan: August 9, 90 guests) sold well. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const BOSS_STRONG: Conversation[] = [
  {
    id: 'boss-venue-strong',
    scenario: 'boss-venue-bottom-line',
    trade: 'venue',
    seed: 3,
    style: 'strong',
    spoken: false,
    budget: '$25,000',
    turns: [
      {
        say:
          "Hi Marcus, it's Dana from The Glasshouse. I know you're between meetings, so I'll keep it tight. " +
          'What does a great night look like for you and Alicia?',
        expect: m.answers,
      },
      {
        say: "Running on time matters to us too. What's bothered you about the other venues you've seen so far?",
        expect: m.answers,
      },
      {
        say:
          'Nobody likes surprises on the final bill, fair enough. Our quotes are all-in: venue, in-house ' +
          'catering, staff, tax and service, in writing. Just so I have it right: Saturday October 17, 150 ' +
          'guests, ceremony and reception in one place?',
        expect: m.confirms,
      },
      {
        say:
          'Both of our rooms that fit 150 come in under your number for October 17, all-in: the Atrium at ' +
          '$23,800 and the Loft at $24,600, catering included.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'The Atrium has the city view, the Loft has the bigger dance floor and its own bar. Atrium or Loft?',
        expect: m.choice('Atrium', 'Loft'),
      },
      {
        say:
          "Our coordinator runs the night from a minute-by-minute schedule and we've never gone past an " +
          'agreed end time. Does that cover the running-late worry?',
        expect: m.reassured,
      },
      {
        say:
          "I know Alicia's time is tight. Would a walkthrough this Thursday at 6 pm work for her, or is " +
          'Saturday morning better?',
        expect: m.time,
      },
      {
        say:
          "Then let's lock it in: I hold October 17 in the room you picked with a $2,000 deposit, and the " +
          'contract is in your inbox today. Shall I book it?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Done. Thanks Marcus, talk Thursday. Bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'boss-caterer-strong',
    scenario: 'boss-venue-bottom-line',
    trade: 'caterer',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$15,500',
    turns: [
      {
        say:
          "Marcus, hi, it's Ben from Olive & Ember Catering. Thanks for making the time. Tell me about the " +
          'dinner you have in mind for October 17.',
        expect: m.answers,
      },
      {
        say:
          'Family-style Mediterranean is what we do best. How many of your guests have dietary needs we ' +
          'should plan around?',
        expect: m.answers,
      },
      {
        say: "Good to know. What's gone wrong with the caterers you've talked to so far?",
        expect: m.answers,
      },
      {
        say:
          'Hidden fees are the complaint I hear most, I understand. Let me recap: October 17, 120 guests, ' +
          'family-style, with beer and wine. Right?',
        expect: m.corrects('@guests'),
      },
      {
        say:
          '150, thank you, my mistake. For 150 family-style with staff, rentals and the beer and wine bar, ' +
          'our all-in price is $14,200, service and tax included.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say:
          'Would you like the tasting on a weekday evening, say Tuesday at 7 pm, or is a Saturday lunch ' +
          'easier for Alicia?',
        expect: m.time,
      },
      {
        say:
          'Service runs to a written timeline agreed with your venue, so dinner goes out on time. Is there ' +
          'anything else you need answered before you decide?',
        expect: { notMoves: ['deflect', 'price-objection'] },
      },
      {
        say:
          'Then here is the next step: I hold October 17 for you today with a $1,500 deposit, and the tasting ' +
          'is on us. Shall we book it?',
        act: 'close',
        expect: m.commits,
      },
      { say: "Perfect, I'll send the agreement now. Thanks Marcus, have a good one.", expect: m.goodbye },
    ],
  },
  {
    id: 'boss-photographer-strong',
    scenario: 'boss-short-notice',
    trade: 'photographer',
    seed: 5,
    style: 'strong',
    spoken: false,
    budget: '$4,000',
    turns: [
      {
        say: 'Yes, August 9 is open, and I can hold it while we talk. What happened with your last photographer?',
        expect: m.answers,
      },
      {
        say:
          "That's awful, being let down seven weeks out and losing money on it. I'm sorry. What do you need " +
          'on the day so it never happens again?',
        expect: { moves: ['answer', 'feel-heard', 'raise-concern'], notMoves: ['deflect'] },
      },
      {
        say:
          'So: August 9 at Cedar Ridge Lodge, 90 guests, 8 hours, natural shots, no cheesy poses. Have I got ' +
          'that right?',
        expect: m.confirms,
      },
      {
        say:
          "I've never missed a wedding in eleven years, and my contract names a backup photographer from my " +
          'studio. 8 hours with the full edited gallery in five weeks is $3,600.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Do you want the 8 hours to start at getting ready, or at the ceremony?',
        expect: m.choice('ready', 'ceremony'),
      },
      {
        say: 'Would it help if I sent you three couples from this year you can call about me?',
        expect: m.yesNo,
      },
      {
        say:
          "Then let's do it now: the contract and a $500 deposit link go to your email in five minutes, and " +
          'August 9 is yours. Deal?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Great, sending it now. Thanks Jordan, bye.', expect: m.goodbye },
    ],
  },
  {
    id: 'boss-videographer-strong',
    scenario: 'boss-short-notice',
    trade: 'videographer',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$4,250',
    turns: [
      {
        say:
          'Hi Jordan, this is Maya from Northlight Films. August 9 is free. Before we get to packages, what ' +
          "do you want to be able to watch in ten years' time?",
        expect: m.answers,
      },
      {
        say: 'The vows and the speeches, got it. What made you start looking again this late?',
        expect: m.answers,
      },
      {
        say:
          "That's stressful with seven weeks to go. I put a named backup shooter and editor in the contract, " +
          "so you're never left alone. Do you want the highlight film on its own, or the highlight film with " +
          'drone shots of the lodge?',
        expect: m.choice('drone', 'highlight'),
      },
      {
        say: 'The highlight film, the full vows and speeches and the drone at Cedar Ridge come to $3,900, all in.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Quick recap: August 9 at Cedar Ridge Lodge, 150 guests, delivery within eight weeks?',
        expect: m.corrects('@guests'),
      },
      {
        say:
          '90, sorry, noted. Could we do a fifteen-minute call tomorrow at noon to go through the contract, ' +
          'or is tonight better?',
        expect: m.time,
      },
      {
        say:
          "Then let's book it now: I'll send the contract and the $800 deposit link, and your date is locked " +
          "the moment it's paid. Shall I?",
        act: 'close',
        expect: m.commits,
      },
      { say: 'Sent. Thanks Jordan, speak soon. Goodbye.', expect: m.goodbye },
    ],
  },
  {
    id: 'boss-dj-strong-spoken',
    scenario: 'boss-venue-bottom-line',
    trade: 'dj',
    seed: 1,
    style: 'strong',
    spoken: true,
    budget: '$2,200',
    turns: [
      {
        say:
          'hey marcus its jay from night shift djs thanks for jumping on um so tell me what kind of night you ' +
          'and alicia want',
        expect: m.answers,
      },
      {
        say: 'ok yeah clean and modern love that and whats got you worried about the music side of things',
        expect: m.answers,
      },
      {
        say:
          'yeah totally hear you running late is the worst so i run the timeline with your venue coordinator ' +
          'and keep the mc stuff light so can i just check its october 17 150 guests and like five hours of ' +
          'music',
        expect: m.confirms,
      },
      {
        say: 'cool so five hours with ceremony sound and uplighting is 1950 dollars all in no extra fees',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'and do you want a light mc with just the key announcements or no mc at all just music',
        expect: m.choice('light', 'no mc', 'just music', 'announcements'),
      },
      { say: 'is there any song you absolutely do not want to hear', expect: m.answers },
      {
        say:
          'ha noted so look i can hold october 17 for you right now with a 500 dollar deposit and send the ' +
          'contract today want me to lock it in',
        act: 'close',
        expect: m.commits,
      },
      { say: 'awesome sending it over now thanks marcus have a good one bye', expect: m.goodbye },
    ],
  },
];
