/** Moments of judged calls (rounds z and aa) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

describe('a mild close is no pressure (judged call aa4-1: a strong Boss call hung up)', () => {
  it('"are you ready to put the deposit down on the call so I can hold the photographer the same day?"', () => {
    const [r] = playTurns('boss-short-notice', 'planner', [
      'Should Casey join the call too, or is it just you? And if the contract reads right on Tuesday, are you ' +
        'ready to put the $500 deposit down on the call so I can hold the photographer the same day?',
    ]);
    expect(r!.events).not.toContain('pressure-refused');
    expect(r!.state.ended).toBe(false);
  });
});

describe('the price put to the buyer is the one weighed (judged call aa4-1)', () => {
  const turns = [
    "Budget: what's the total you've set aside for the planning?",
    "Full planning on short notice is $4,800, which won't fit. What fits is my month-of package at $1,900. " +
      '$500 deposit holds the date. Does $1,900 work?',
    'Normal around here: full planning runs $4,000 to $6,000, month-of $1,500 to $2,500. So I am recommending ' +
      'the $1,900 month-of package, not the $4,800. Which one do you want me to write up?',
  ];
  it('"$4,800, which won\'t fit … does $1,900 work?" weighs $1,900', () => {
    const [, r] = playTurns('boss-short-notice', 'planner', turns);
    expect(r!.reply).toContain('$1,900');
    expect(r!.reply).not.toContain('$4,800');
  });
  it('"which one do you want me to write up?" picks the $1,900 one, never the market range', () => {
    const [, , r] = playTurns('boss-short-notice', 'planner', turns);
    expect(r!.reply).toContain('$1,900');
    expect(r!.reply).not.toMatch(/\$4,000|\$6,000|haven'?t|what'?s normal/i);
  });
});

describe('every question of a spoken run-on (judged calls z2-2, aa3-1)', () => {
  it('"when\'s the big day and where" gives the date and the place', () => {
    const [r] = playTurns('dreamer-destination', 'dj', ["when's the big day and where"]);
    expect(r!.reply).toMatch(/September/);
    expect(r!.reply).toMatch(/Santorini|Oia|cliff/);
  });
  it('"where is this cliff exactly and when…" gives the place first', () => {
    const [r] = playTurns('dreamer-destination', 'dj', [
      'where is this cliff exactly and when are you thinking for the date',
    ]);
    expect(r!.reply).toMatch(/Santorini|Oia/);
  });
  it('"where are you both from originally?" asks nothing of the venue', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', ['Where are you both from originally?']);
    expect(r!.reply).not.toMatch(/Foundry/);
  });
  it('"we can do that um who else is making the decision with you" asks who decides', () => {
    const [r] = playTurns('dreamer-garden-florals', 'venue', [
      'totally so ceremony on site no shuttles we can do that um who else is making the decision with you is it ' +
        'just you and your partner or are parents involved too',
    ]);
    expect(r!.reply).toMatch(/Diego/);
    expect(r!.reply).not.toMatch(/all of that/i);
  });
  it('"who actually signs off … or someone helping with the budget" says who decides first', () => {
    const [r] = playTurns('dreamer-garden-florals', 'venue', [
      'haha love it um but like who actually signs off on the venue is it you and your fiance or is someone ' +
        'else like your mum or dad helping with the budget',
    ]);
    expect(r!.reply.split('.')[0]).toMatch(/Diego|I\b|me\b/);
  });
  it('"just so i get it right whos we … and whats your partners name" names the partner', () => {
    const [r] = playTurns('dreamer-garden-florals', 'venue', [
      'okay so just so i get it right whos we is that you and your partner deciding together and um whats ' +
        'your partners name',
    ]);
    expect(r!.reply).toMatch(/Diego/);
    expect(r!.reply).not.toMatch(/crossed my mind|haven'?t/i);
  });
});

describe('recaps, contact and goodbyes said in speech (judged call z2-2)', () => {
  it('"… like family by the end so yeah so recap you\'re getting married july 21st" is corrected', () => {
    const [r] = playTurns(
      'relater-think-about-it',
      'florist',
      [
        "people always say we're like family by the end so yeah so recap you're getting married july 21st at " +
          'willow creek with like 130 people right',
      ],
      1707,
    );
    expect(r!.moves).toContain('correct');
    expect(r!.reply).toMatch(/July 12/);
  });
  it('"is it tom\'s mom or your mom and what\'s a good email for you" gives the address', () => {
    const [r] = playTurns(
      'relater-think-about-it',
      'florist',
      ["is it tom's mom or your mom and what's a good email for you"],
      1707,
    );
    expect(r!.reply).toMatch(/@gmail\.com/);
  });
  it('"… and we\'ll go from there thanks aisha" is a goodbye', () => {
    const [r] = playTurns(
      'relater-think-about-it',
      'florist',
      ["cool cool okay well um yeah just let me know i guess and we'll go from there thanks aisha"],
      1707,
    );
    expect(r!.moves).toContain('goodbye');
  });
});

describe('offers and closes put as checks (judged calls aa3-1, aa2-2)', () => {
  it('"I\'ll show you it set up for rain on Saturday, would that help?" is an offer taken', () => {
    const [r] = playTurns('dreamer-garden-florals', 'venue', [
      'the glasshouse seats a hundred and sixty for a ceremony ill actually show you it set up for rain on ' +
        'saturday would that help',
    ]);
    expect(r!.moves).toContain('answer-yes');
    expect(r!.reply).not.toMatch(/crossed my mind|haven'?t/i);
  });
  it('"is that like a yes to booking me or" is a close, weighed as one', () => {
    const [r] = playTurns('dreamer-destination', 'dj', [
      'haha okay no boats got it is that like a yes to booking me or',
    ]);
    expect(r!.moves.some((m) => ['commit', 'decline', 'raise-concern'].includes(m))).toBe(true);
    expect(r!.reply).not.toMatch(/no idea|what would you recommend/i);
  });
});

describe('a weak close is weighed, not picked (judged call aa1-2)', () => {
  it('"should I just put you down for October 17th then, or do you want to wait?" is no choice of dates', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      'Totally fine! So should I just put you down for October 17th then, or do you want to wait?',
    ]);
    expect(r!.moves).not.toContain('choose');
    expect(r!.reply).not.toMatch(/first one/i);
  });
  it('"would you maybe want to think about booking with us at some point?" is a close', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      'Awesome. So, um, would you maybe want to think about booking with us at some point? No rush or anything.',
    ]);
    expect(r!.moves.some((m) => ['commit', 'decline', 'raise-concern'].includes(m))).toBe(true);
  });
});

describe('asks the engine had no answer for (judged calls aa1-1, aa1-2, aa4-2)', () => {
  it('"… I\'ll have to check with the chef. And the email?" gives the address', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      "Maybe in a few weeks? Or whenever works really. I'll have to check with the chef. And the email?",
    ]);
    expect(r!.reply).toMatch(/@gmail\.com/);
  });
  it('"whats like a good email for you" gives the address', () => {
    const [r] = playTurns('relater-think-about-it', 'caterer', [
      'whats like a good email for you i can maybe send some stuff over at some point',
    ]);
    expect(r!.reply).toMatch(/@gmail\.com/);
  });
  it('"tell me a bit about your wedding, what are you thinking?" is answered with what they need', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'caterer', [
      'Sorry, sorry! Okay so tell me a bit about your wedding, what are you thinking?',
    ]);
    expect(r!.moves).toContain('answer');
    expect(r!.reply).not.toMatch(/haven'?t|relevant|back to/i);
  });
  it('"the full 8 hours or do you think 6 covers it" offers 8 hours or 6, never "Think"', () => {
    const [r] = playTurns('relater-planning-with-mom', 'photographer', [
      'would you want the full 8 hours or do you think 6 covers it',
    ]);
    expect(r!.reply).not.toMatch(/\bthink\b.*\?|Think/);
  });
});
