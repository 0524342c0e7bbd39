/** Analyzer buyers (Priya: June 14, 220 guests, with Arjun; Daniel: April 26, 160 guests) sold well. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const ANALYZER_STRONG: Conversation[] = [
  {
    id: 'analyzer-photographer-strong',
    scenario: 'analyzer-photographer-compare',
    trade: 'photographer',
    seed: 4,
    style: 'strong',
    spoken: false,
    budget: '$6,500',
    turns: [
      {
        say:
          "Hi Priya, it's Noor from Lantern Photography, thanks for your inquiry about June 14. Before I walk " +
          'you through anything, what are you comparing photographers on?',
        expect: m.answers,
      },
      {
        say: 'That is a sensible way to do it. Which of those columns matters most to you, and why?',
        expect: m.answers,
      },
      {
        say:
          'Waiting months for a gallery would worry me too. My contract says delivery in eight weeks, with ' +
          '$100 back for every week late. Let me check what I have: June 14, Magnolia Estate, 220 guests, ten ' +
          'hours with a second shooter, ceremony and sangeet.',
        expect: m.confirms,
      },
      {
        say:
          'Ten hours with a second shooter and the full gallery is $6,200. Itemised: $4,400 for the ten ' +
          'hours, $1,100 for the second shooter, $700 for editing and the online gallery.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say:
          'For the family portraits your parents care about, would you prefer a 30-minute block right after ' +
          'the ceremony, or split across the ceremony and the sangeet?',
        expect: m.choice('after the ceremony', 'split', 'sangeet'),
      },
      { say: 'Would you like the raw files as well? I can add them for $300.', expect: m.yesNo },
      {
        say:
          'Would Thursday at 7 pm work for a call with Arjun to go through the contract line by line, or is ' +
          'earlier better?',
        expect: m.time,
      },
      {
        say:
          "Here's what I suggest: I email the itemised contract and the delivery clause tonight, hold June 14 " +
          'for ten days without a deposit, and we go through it together on that call. Does that work?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Perfect. Thank you Priya, speak on Thursday. Goodbye!', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-venue-strong',
    scenario: 'analyzer-venue-contract',
    trade: 'venue',
    seed: 2,
    style: 'strong',
    spoken: false,
    budget: '$32,000',
    turns: [
      {
        say:
          "Hi Daniel, it's Claire at Hawthorn House. You mentioned the contract: which clauses would you like " +
          'to go through first?',
        expect: m.answers,
      },
      {
        say:
          'Good place to start. The deposit is fully refundable up to 12 months out and half refundable up to ' +
          '6 months. What else in the terms worries you?',
        expect: m.answers,
      },
      {
        say:
          'That makes sense. For the rain plan on the lawn, would you prefer a clear-span tent on the lawn, ' +
          'or moving the ceremony into the hall?',
        expect: m.choice('tent', 'hall'),
      },
      {
        say:
          'The tent is included, not an extra. So far I have: April 26, 160 guests, ceremony on the lawn, ' +
          'reception in the hall. Correct?',
        expect: m.confirms,
      },
      {
        say:
          'For 160 guests, venue and catering together come to $29,800 all in, and the catering minimum is ' +
          '$14,500, which you are well above.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: "Would it help if I sent the contract with those clauses highlighted for Grace's father?",
        expect: m.yesNo,
      },
      {
        say: 'Can we book a walkthrough for the three of you, Saturday at 11 am, or is a weekday evening better?',
        expect: m.time,
      },
      {
        say:
          'Then I will send the revised contract today with the tent, the minimum and the cancellation terms ' +
          'in writing, and hold April 26 for ten days while you review it. Shall we go ahead on that basis?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Thank you, Daniel. Talk soon. Bye.', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-caterer-strong',
    scenario: 'analyzer-photographer-compare',
    trade: 'caterer',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$24,500',
    turns: [
      {
        say:
          'Hi Priya, this is Omar from Saffron Table Catering. Thanks for reaching out. What would you like ' +
          'dinner on June 14 to be like?',
        expect: m.answers,
      },
      { say: 'How many of your guests are vegetarian, and are there any allergies?', expect: m.answers },
      {
        say:
          "We label every dish and cook the vegetarian food on a separate line. What's made you unsure about " +
          "the caterers you've compared so far?",
        expect: m.answers,
      },
      {
        say: 'So: June 14 at Magnolia Estate, 180 guests, family-style. Right?',
        expect: m.corrects('@guests'),
      },
      {
        say:
          '220, thank you. For 220 family-style with staff, rentals and a beer and wine bar, the total is ' +
          '$23,900: $98 a guest plus $2,340 for the bar.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Would you prefer the tasting on a weekday evening, say Wednesday at 6, or a Saturday lunch with Arjun?',
        expect: m.time,
      },
      { say: 'Does the per-guest breakdown give you what you need for your spreadsheet?', expect: m.yesNo },
      {
        say:
          'Then I will email the itemised proposal and the contract today, and hold June 14 for two weeks ' +
          'while you compare. Shall I do that?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Great, thanks Priya. Bye for now.', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-planner-strong',
    scenario: 'analyzer-venue-contract',
    trade: 'planner',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$8,000',
    turns: [
      {
        say: 'Hi Daniel, this is Ruth from Fairway Planning. How far along are you with the wedding?',
        expect: m.answers,
      },
      {
        say:
          'So you have the venue and not much else yet. Are you looking for full planning, or coordination ' +
          'for the last month?',
        expect: m.choice('full', 'coordination', 'month-of', 'last month'),
      },
      {
        say: 'Month-of coordination suits couples who do their own design. What worries you most about the day itself?',
        expect: m.answers,
      },
      {
        say:
          'The rain plan would worry me too; I build the wet-weather timeline with the venue in the first ' +
          'week. To recap: April 26, 160 guests, Hawthorn Gardens, month-of coordination with the rehearsal.',
        expect: m.confirms,
      },
      {
        say:
          'Month-of coordination with the rehearsal and weekly check-ins for the last eight weeks is $3,200, ' +
          'itemised line by line in the proposal.',
        act: 'quote',
        expect: m.underBudget,
      },
      { say: "Does Grace's father need to see the contract before you sign anything?", expect: m.yesNo },
      {
        say: 'Would a call next Tuesday at 7 pm with Grace and her father work, or is the weekend better?',
        expect: m.time,
      },
      {
        say:
          'Then I will send the contract and the itemised proposal by email tonight, and we go through it ' +
          'clause by clause on that call. If it reads right, you sign. Agreed?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Wonderful. Thanks Daniel, bye.', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-dj-strong-spoken',
    scenario: 'analyzer-photographer-compare',
    trade: 'dj',
    seed: 1,
    style: 'strong',
    spoken: true,
    budget: '$2,400',
    turns: [
      {
        say: 'hi priya its leo from soundwave events thanks for the email so um what are you comparing djs on',
        expect: m.answers,
      },
      {
        say: "ok that makes sense and like what's gone wrong with djs at weddings you've been to",
        expect: m.answers,
      },
      {
        say:
          'yeah totally fair so i put the timeline and the song list in the contract so nothing gets missed ' +
          'so just to check its june 14 at magnolia estate 220 guests and five hours right',
        expect: m.confirms,
      },
      {
        say:
          'ok so five hours with ceremony sound and uplighting comes to 2150 dollars and i can break that ' +
          'down line by line',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'and do you want me to mc the whole night or just keep it light with the key announcements',
        expect: m.choice('light', 'whole', 'announcements'),
      },
      { say: 'would a call friday at 6 work with arjun or is the weekend better', expect: m.time },
      {
        say:
          'ok so ill email you the itemised quote and the contract tonight so you can drop it in your ' +
          'spreadsheet and ill hold june 14 for two weeks does that work for you',
        act: 'close',
        expect: m.commits,
      },
      { say: 'cool thanks priya bye', expect: m.goodbye },
    ],
  },
];
