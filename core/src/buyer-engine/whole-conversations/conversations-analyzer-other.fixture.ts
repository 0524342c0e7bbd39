/** Analyzer buyers (Priya: June 14, 220 guests; Daniel: April 26, 160 guests) sold weakly or pushed. */
import type { Conversation } from './play-conversation.ts';
import * as m from './moments.ts';

export const ANALYZER_OTHER: Conversation[] = [
  {
    id: 'analyzer-baker-weak',
    scenario: 'analyzer-venue-contract',
    trade: 'baker',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$1,300',
    turns: [
      {
        say: 'Hi Daniel! Sweet Layers here. Our cakes have been in three magazines and we only use French butter.',
      },
      {
        say: 'We can do any design you like, naked, drip, floral, the works. Everybody loves our salted caramel.',
      },
      { say: 'A four-tier showpiece would be $2,400.', act: 'quote', expect: m.overBudget },
      { say: "It'll be gorgeous, trust me. Lemon sponge or vanilla?", expect: m.choice('lemon', 'vanilla') },
      { say: 'So, 120 guests on May 24, right?', expect: m.corrects('@guests', '@date') },
      { say: 'Great, shall I take the deposit now to secure it?', act: 'close', expect: m.declines },
      { say: 'Okay, thanks, bye!', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-videographer-weak',
    scenario: 'analyzer-photographer-compare',
    trade: 'videographer',
    seed: 1,
    style: 'weak',
    spoken: false,
    budget: '$5,250',
    turns: [
      {
        say:
          "Hi Priya, so, we're Reel Love Films and we shoot like a movie. I'll send you our showreel, it's " +
          'won awards.',
      },
      { say: 'Our style is very cinematic: drone shots, slow motion, the full Hollywood treatment.' },
      { say: 'The Hollywood package is $8,400.', act: 'quote', expect: m.overBudget },
      {
        say: 'Honestly, the price is the price, quality costs. And it is at Magnolia Estate with around 150 guests?',
        expect: m.corrects('@guests'),
      },
      {
        say: 'Right. Would you like the film delivered on a USB in a wooden box, or just as a download?',
        expect: m.choice('USB', 'box', 'download'),
      },
      { say: 'So can I send the invoice over today?', act: 'close', expect: m.declines },
      { say: 'Okay, bye.', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-caterer-weak-spoken',
    scenario: 'analyzer-venue-contract',
    trade: 'caterer',
    seed: 1,
    style: 'weak',
    spoken: true,
    budget: '$17,500',
    turns: [
      {
        say: 'hi yeah this is daniel right so were golden fork catering and we do like the best bbq in the state',
      },
      { say: 'yeah so we do pulled pork brisket mac and cheese all that and people go crazy for it' },
      {
        say: 'so for your guest count its like 26 grand for the full spread',
        act: 'quote',
        expect: m.overBudget,
      },
      { say: 'so its april 26 for 200 people right', expect: m.corrects('@guests') },
      {
        say: 'ok cool and you want the brisket or the pulled pork as the main',
        expect: m.choice('brisket', 'pork'),
      },
      { say: 'so should i just send over the invoice then', act: 'close', expect: m.declines },
      { say: 'alright cool talk later bye', expect: m.goodbye },
    ],
  },
  {
    id: 'analyzer-venue-pushy',
    scenario: 'analyzer-venue-contract',
    trade: 'venue',
    seed: 3,
    style: 'pushy',
    spoken: false,
    budget: '$32,000',
    turns: [
      {
        say:
          "Daniel, hi, Victor at Stonegate Manor. You're after April 26 for 160 guests, ceremony on the lawn, " +
          'reception inside?',
        expect: m.confirms,
      },
      { say: 'Our full package for 160 is $44,000 including catering.', act: 'quote', expect: m.overBudget },
      {
        say: "I hear you, but I've got another couple who want April 26 and they're coming in tomorrow to sign.",
        act: 'push',
        expect: m.firstPush,
      },
      {
        say: "The contract is standard, nobody reads all of it. Don't worry about the cancellation clause.",
        expect: m.brushedOff,
      },
      {
        say: 'This price is only good today, Daniel. Tomorrow it goes up.',
        act: 'push',
        expect: m.secondPush,
      },
      { say: 'Yes or no? I need to know before I hang up.', act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'analyzer-photographer-pushy',
    scenario: 'analyzer-photographer-compare',
    trade: 'photographer',
    seed: 8,
    style: 'pushy',
    spoken: false,
    budget: '$6,500',
    turns: [
      {
        say: 'Hi Priya, Max from Flashpoint Studios. June 14 at Magnolia Estate, ten hours, right?',
        expect: m.confirms,
      },
      { say: 'Great. Ten hours with a second shooter is $9,200.', act: 'quote', expect: m.overBudget },
      {
        say: 'Look, everyone books on the first call. Comparing spreadsheets is how couples lose their date.',
        act: 'push',
        expect: m.firstPush,
      },
      {
        say: "Delivery? Don't worry about that, it's ready when it's ready, nobody's ever complained.",
        expect: m.brushedOff,
      },
      { say: 'Do you want the leather album or the linen one?', expect: m.choice('leather', 'linen') },
      {
        say: 'Another bride is looking at June 14 right now, so I need a deposit today.',
        act: 'push',
        expect: m.secondPush,
      },
      { say: 'So, yes or no, Priya?', act: 'push', expect: m.lastPush },
    ],
  },
  {
    id: 'analyzer-planner-pushy-spoken',
    scenario: 'analyzer-venue-contract',
    trade: 'planner',
    seed: 1,
    style: 'pushy',
    spoken: true,
    budget: '$8,000',
    turns: [
      {
        say: 'hey daniel its kim from elite events so you need a planner for april 26 at hawthorn gardens yeah',
        expect: m.confirms,
      },
      { say: 'ok so our full planning package is 14 thousand', act: 'quote', expect: m.overBudget },
      {
        say: 'honestly month of coordination is a waste of money everyone does full planning with us',
        expect: { notMoves: ['commit', 'accept-answer'] },
      },
      {
        say: 'look i only have two spots left for april so you need to decide on this call',
        act: 'push',
        expect: m.firstPush,
      },
      { say: 'so do you want the gold tier or the platinum tier', expect: m.choice('gold', 'platinum') },
      {
        say: 'and this price is only good till midnight so you gotta commit now',
        act: 'push',
        expect: m.secondPush,
      },
      { say: 'yes or no daniel come on', act: 'push', expect: m.lastPush },
    ],
  },
];
