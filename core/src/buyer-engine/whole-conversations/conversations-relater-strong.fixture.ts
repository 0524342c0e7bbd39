/** Relater buyers (Emily: September 6, 180 guests, Mom Linda pays; Aisha: July 12, 130 guests, Tom) sold well. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const RELATER_STRONG: Conversation[] = [
  {
    id: 'relater-planner-strong',
    scenario: 'relater-planning-with-mom',
    trade: 'planner',
    seed: 3,
    style: 'strong',
    spoken: false,
    budget: '$9,000',
    turns: [
      {
        say:
          "Hi Emily, and hello to your mom too! I'm Rose from Harbor & Home Planning, and yes, now is " +
          'perfect. How are you both feeling about the planning so far?',
        expect: m.answers,
      },
      {
        say: "That's a lot to carry with two big families. What would make the day feel right for you and your mom?",
        expect: m.answers,
      },
      {
        say:
          "I love that you want your mom to enjoy the day instead of working it; that's exactly what I'm " +
          'there for. Would you like help with the tea ceremony for your grandparents too?',
        expect: m.yesNo,
      },
      {
        say:
          'So: September 6 at the Harbor View Hotel, about 180 guests, full planning and the tea ceremony. ' +
          'Did I get that right?',
        expect: m.confirms,
      },
      {
        say:
          'Full planning with the tea ceremony comes to $8,400, and we can spread it over three payments so ' +
          "it doesn't land on your mom all at once.",
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Would you like me to go through the proposal with you on a video call, or in person at the hotel?',
        expect: m.choice('video', 'in person', 'hotel'),
      },
      {
        say: 'Would Tuesday at 7 pm work for you, your mom and Ryan, or is the weekend easier?',
        expect: m.time,
      },
      {
        say:
          'Then how about this: I send the proposal to you and your mom tonight, and we meet at the Harbor ' +
          "View so Linda can ask anything she likes. No pressure to sign until you're both happy. Shall I " +
          'book that?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Lovely. Thank you both, bye for now!', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-photographer-strong',
    scenario: 'relater-think-about-it',
    trade: 'photographer',
    seed: 2,
    style: 'strong',
    spoken: false,
    budget: '$4,500',
    turns: [
      {
        say:
          "Hi Aisha, it's Ella from Meadowlight Photography. Thank you, I'm so glad you liked them. Tell me " +
          'about the two of you.',
        expect: m.answers,
      },
      {
        say: "That's such a sweet story. What matters most to you about the photos of the day?",
        expect: m.answers,
      },
      {
        say:
          'Your grandma sounds very special. I will make sure there is a quiet moment with her. Is anything ' +
          'making you nervous about the day?',
        expect: m.answers,
      },
      {
        say:
          'A lot of grooms feel that way. I keep it relaxed and candid, no stiff posing, so Tom can just be ' +
          "himself. So it's July 12 at Willow Creek Barn, about 130 guests?",
        expect: m.confirms,
      },
      {
        say: 'Full day coverage with an album for your grandma is $4,200.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Would you prefer a linen album or a leather one for your grandma?',
        expect: m.choice('linen', 'leather'),
      },
      {
        say: 'Would a short call with Tom and your mum on Thursday evening work, or is Sunday afternoon better?',
        expect: m.time,
      },
      {
        say:
          'Then here is a gentle next step: I pencil in July 12 for you with no deposit for a week, and we ' +
          'have that call with Tom and your mum so they can ask me anything. Does that feel okay?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Thank you, Aisha. Talk soon, bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-caterer-strong',
    scenario: 'relater-planning-with-mom',
    trade: 'caterer',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$18,500',
    turns: [
      {
        say:
          "Hi Emily, hello Linda! It's Sara from Tidewater Catering, and yes, now is a lovely time. What " +
          'would make dinner feel like your family?',
        expect: m.answers,
      },
      {
        say: 'With both families so big, that matters. How are you feeling about the guest list side of things?',
        expect: m.answers,
      },
      {
        say:
          "That sounds stressful, and it's very normal. We take the final count two weeks out, so you don't " +
          'need to decide now. Does that help?',
        expect: m.reassured,
      },
      { say: 'Let me check: September 6, Harbor View Hotel, 150 guests?', expect: m.corrects('@guests') },
      {
        say:
          '180, of course, thank you. Family-style Mediterranean for 180, with the vegetarian plates, staff, ' +
          'rentals and beer and wine, comes to $17,600.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Would you like the tasting at the hotel, or at our kitchen?',
        expect: m.choice('hotel', 'kitchen'),
      },
      {
        say: 'Could you, your mom and Ryan come on Saturday at 2 pm, or is Sunday better?',
        expect: m.time,
      },
      {
        say:
          'Then let us plan a tasting for the four of you. I send the menu and the quote to you and your mom ' +
          'tonight, and you decide together afterwards. Shall I book it?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Wonderful. Bye Emily, bye Linda!', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-florist-strong',
    scenario: 'relater-think-about-it',
    trade: 'florist',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$4,000',
    turns: [
      {
        say:
          "Hi Aisha, it's June from Bramble & Bloom. Thank you! Willow Creek Barn is one of my favourite " +
          'places. What do you picture for the flowers?',
        expect: m.answers,
      },
      {
        say: 'Blush and white garden roses would be so soft against the barn wood. Who else is helping you decide?',
        expect: m.answers,
      },
      {
        say: "It's lovely that your mum is part of it. Is there anything you're worried about with the flowers?",
        expect: m.answers,
      },
      {
        say: "So that's July 12, 130 guests, aisle flowers, five bridesmaids and 13 tables?",
        expect: m.confirms,
      },
      { say: 'All of that, with setup and breakdown, is $3,650.', act: 'quote', expect: m.underBudget },
      {
        say: 'Would you like cosmos mixed into the bouquets, or just roses?',
        expect: m.choice('cosmos', 'roses'),
      },
      {
        say: 'Would you and your mum like to come by the studio, maybe Saturday at 10, or is a weekday better?',
        expect: m.time,
      },
      {
        say:
          'Then let us have you, your mum and Tom at the studio; I make a sample bouquet, and I hold July 12 ' +
          'for you with no deposit until then. Does that sound nice?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Thanks Aisha, see you soon. Bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'relater-dj-strong-spoken',
    scenario: 'relater-think-about-it',
    trade: 'dj',
    seed: 1,
    style: 'strong',
    spoken: true,
    budget: '$1,900',
    turns: [
      {
        say: 'hi aisha its ben from barn dance djs thanks so much um so tell me about you and tom',
        expect: m.answers,
      },
      { say: 'ha thats brilliant and what kind of music do you both love', expect: m.answers },
      { say: "nice and is there anything you're nervous about with the music", expect: m.answers },
      {
        say:
          'totally get it so ill keep the mic stuff really light so just to check its july 12 at willow creek ' +
          'barn about 130 guests yeah',
        expect: m.confirms,
      },
      {
        say: 'so five hours with ceremony sound and uplighting is 1750 dollars all in',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'and do you want me to play during dinner too or just from the first dance',
        expect: m.choice('dinner', 'first dance'),
      },
      {
        say: 'would you and tom want to jump on a quick call maybe thursday night or is the weekend better',
        expect: m.time,
      },
      {
        say:
          'ok how about i hold july 12 for you no deposit for a week and we do that call with tom and your ' +
          'mum so everyones happy sound good',
        act: 'close',
        expect: m.commits,
      },
      { say: 'amazing thanks aisha bye', expect: m.goodbye },
    ],
  },
];
