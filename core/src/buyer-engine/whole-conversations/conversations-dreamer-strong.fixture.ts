/** Dreamer buyers (Sofia: May 24, 120 guests, with Diego; Chloe: September 20, 40 guests, Sam) sold well. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const DREAMER_STRONG: Conversation[] = [
  {
    id: 'dreamer-florist-strong',
    scenario: 'dreamer-garden-florals',
    trade: 'florist',
    seed: 2,
    style: 'strong',
    spoken: false,
    budget: '$8,000',
    turns: [
      {
        say:
          "Hi Sofia, it's Lily from Wild Bloom. A fairy tale at Rosewood Gardens, I love that already. Tell " +
          'me what you picture when you walk in.',
        expect: m.answers,
      },
      {
        say:
          'Walking towards an arch with everyone gasping, what a picture. What would make you sad to see on ' +
          'the day?',
        expect: m.answers,
      },
      {
        say:
          'Nobody wants flowers that look tired by the speeches. We condition every stem the day before and ' +
          'keep the arch in water tubes. Can I check: May 24, 120 guests, the arch, your bouquet, the ' +
          'bridesmaids and 12 centrepieces?',
        expect: m.confirms,
      },
      {
        say: 'The arch, your bouquet, the bridesmaids and 12 centrepieces come to $7,200, with setup and breakdown.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'For the arch, are you dreaming of peonies, or a looser wildflower meadow look?',
        expect: m.choice('peonies', 'wildflower', 'meadow'),
      },
      {
        say:
          'I could make a sample centrepiece so you can see it. Would Saturday at 11 work, or is a weekday ' +
          'evening better?',
        expect: m.time,
      },
      {
        say:
          "Then let's do this: I make a mock-up of the arch and a centrepiece in the studio, you come with " +
          'Diego and your Pinterest board on Saturday, and if you love it we reserve May 24. Shall I put you ' +
          'in the diary?',
        act: 'close',
        expect: m.commits,
      },
      { say: "I can't wait. Bye Sofia, see you Saturday!", expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-planner-strong',
    scenario: 'dreamer-destination',
    trade: 'planner',
    seed: 6,
    style: 'strong',
    spoken: false,
    budget: '$35,000',
    turns: [
      {
        say:
          'Hi Chloe, this is Elena from Aegean Weddings. Sunset on a cliff in Oia, what a dream. How did you ' +
          'two come to choose Santorini?',
        expect: m.answers,
      },
      {
        say: "That's such a lovely story. When you imagine the day, which moment has to be perfect?",
        expect: m.answers,
      },
      {
        say: "The sunset vows, then. What's been worrying you about planning from abroad?",
        expect: m.answers,
      },
      {
        say:
          'Permits in Oia scare most couples, and we handle them with the municipality every week. So it is ' +
          'September 20, sunset, 60 guests?',
        expect: m.corrects('@guests'),
      },
      {
        say:
          'Forty, your nearest and dearest, got it. Full planning for 40 guests with the permits, local ' +
          'vendors and guest travel is $9,500, well inside what you and Sam set.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say:
          'For the ceremony, would you rather have the private cliffside terrace or the little chapel garden ' +
          'with the caldera view?',
        expect: m.choice('terrace', 'chapel', 'garden'),
      },
      {
        say:
          'Shall we do a video call where I show you both spots live at sunset? Thursday at 7 pm your time, ' +
          'or is Friday better for Sam?',
        expect: m.time,
      },
      {
        say:
          'Then here is the plan: we do that sunset video walk with Sam, and if it feels right, I send the ' +
          'agreement and hold September 20. Does that sound good?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Wonderful, talk soon. Bye, Chloe!', expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-venue-strong',
    scenario: 'dreamer-garden-florals',
    trade: 'venue',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$11,000',
    turns: [
      {
        say:
          'Hi Sofia, this is Hannah from Meadowbrook Gardens. Thank you for calling! Tell me about the ' +
          'wedding you are dreaming of.',
        expect: m.answers,
      },
      {
        say: 'A wildflower fairy tale, we can do that here. What would make it feel wrong?',
        expect: m.answers,
      },
      {
        say:
          'That makes sense. If it rains we have a clear tent on the meadow, so you still feel outdoors. Let ' +
          'me check I have it: May 24, 120 guests, the ceremony outside, your own caterer?',
        expect: m.confirms,
      },
      {
        say: 'The meadow ceremony and the barn reception for 120 come to $9,800, tent included.',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'Would you like the ceremony under the old willow, or down by the pond?',
        expect: m.choice('willow', 'pond'),
      },
      { say: 'Will your guests need parking on the day?', expect: m.yesNo },
      {
        say:
          'Would you like to come and walk the meadow at golden hour? This Sunday at 5 pm, or is Saturday ' +
          'better for Diego?',
        expect: m.time,
      },
      {
        say:
          "Then let's do that: you and Diego come at golden hour, see the willow and the tent, and I hold May " +
          '24 for you until then. Shall I book you in?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'See you then, Sofia! Bye.', expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-photographer-strong',
    scenario: 'dreamer-destination',
    trade: 'photographer',
    seed: 1,
    style: 'strong',
    spoken: false,
    budget: '$5,000',
    turns: [
      {
        say:
          'Hi Chloe, this is Theo from Golden Hour Photography. A cliff in Santorini! Tell me how you want to ' +
          'feel looking at your photos in twenty years.',
        expect: m.answers,
      },
      { say: 'That gives me chills. Which moments must I never miss?', expect: m.answers },
      {
        say:
          "Sunset vows over the caldera; I'll be in position twenty minutes early for the light. What's " +
          'worrying you about photos abroad?',
        expect: m.answers,
      },
      {
        say:
          'My travel is included, so there are no surprise costs for Sam. Eight hours, candid, and an album ' +
          'for your parents is $4,600.',
        act: 'quote',
        expect: m.underBudget,
      },
      { say: 'Just to be sure: September 20, 40 guests, the ceremony at sunset in Oia?', expect: m.confirms },
      {
        say:
          'Would you like to see a slideshow of my Santorini weddings so you can feel the light? Wednesday at ' +
          '7 pm, or is the weekend better?',
        expect: m.time,
      },
      {
        say:
          'Then we do that slideshow with Sam, and if it feels like you, I hold September 20 and send the ' +
          'agreement. Deal?',
        act: 'close',
        expect: m.commits,
      },
      { say: 'Speak soon, Chloe. Bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'dreamer-attire-strong-spoken',
    scenario: 'dreamer-garden-florals',
    trade: 'attire',
    seed: 1,
    style: 'strong',
    spoken: true,
    budget: '$3,250',
    turns: [
      {
        say:
          'hi sofia its grace from the white room um congratulations so tell me what you picture yourself ' +
          'wearing walking down the aisle',
        expect: m.answers,
      },
      {
        say: "oh i love that so soft and floaty and what's making you nervous about finding the dress",
        expect: m.answers,
      },
      {
        say:
          "yeah that's so normal honestly and we do all the alterations in house so no stress so can i check " +
          'its may 24 at rosewood gardens',
        expect: m.confirms,
      },
      {
        say: 'so an a line crepe gown with two fittings and the veil is usually around 2800 dollars all together',
        act: 'quote',
        expect: m.underBudget,
      },
      {
        say: 'and do you want the long cathedral veil or something shorter for the garden',
        expect: m.choice('cathedral', 'shorter', 'long'),
      },
      {
        say: 'would you like to come in and try a few on like saturday morning or is a weekday better',
        expect: m.time,
      },
      {
        say:
          'ok so how about this you come in saturday with whoever you want there try on three a line gowns ' +
          'and if one feels like you we reserve it sound good',
        act: 'close',
        expect: m.commits,
      },
      { say: 'amazing see you saturday bye sofia', expect: m.goodbye },
    ],
  },
];
