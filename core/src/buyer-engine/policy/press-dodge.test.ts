/** A dodged answer is pressed; a check that an answer landed gets a yes; an invitation to ask gets a question. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

const pressed = (moves: string[], events: string[]) =>
  moves.includes('raise-concern') && events.includes('question-dodged');

describe('a dodged answer is pressed, as a real buyer would (judged calls x1-2, z2-2, z4-2, w3-2)', () => {
  it('a price talked around with no number ("a few thousand maybe depending") is pressed for a figure', () => {
    const [, r] = playTurns('boss-venue-bottom-line', 'florist', [
      'so when is the wedding and where is it',
      'oh the foundry is so pretty um anyway so yeah it would be like somewhere around a few thousand maybe ' +
        'depending you know',
    ]);
    expect(pressed(r!.moves, r!.events)).toBe(true);
    expect(r!.reply).toMatch(/number|figure|roughly|ballpark/i);
  });

  it('"pricing-wise it\'s kind of all over the place, I\'d have to see" gets "roughly how much?"', () => {
    const [r] = playTurns('dreamer-garden-florals', 'photographer', [
      "So, pricing-wise, it's kind of all over the place, I'd have to see. It's not cheap but it's worth it.",
    ]);
    expect(pressed(r!.moves, r!.events)).toBe(true);
    expect(r!.reply).toMatch(/how much|number|roughly/i);
  });

  it('"rain is never really a problem, don\'t worry" after the buyer\'s worry asks for the plan', () => {
    const [first, r] = playTurns('relater-planning-with-mom', 'venue', [
      'what worries you most about the day',
      "oh um rain's honestly never really a problem like it usually clears up so you know it works out don't " +
        'worry about it',
    ]);
    expect(first!.reply).toMatch(/\?/);
    expect(r!.events).toContain('question-dodged');
    expect(r!.moves).not.toContain('ask-own');
  });

  it('a dodge costs trust, and a real answer after a press is not pressed again', () => {
    const [, dodged, answered] = playTurns('boss-venue-bottom-line', 'florist', [
      'so when is the wedding and where is it',
      'it would be like a few thousand maybe, it kind of depends on the package you know',
      "Fair. Centerpieces, bouquets and the arch for 150 guests come to $4,800 all in, and that's the number.",
    ]);
    expect(dodged!.state.trust).toBeLessThan(dodged!.state.trust + 1);
    expect(dodged!.events).toContain('trust-down');
    expect(answered!.events).not.toContain('question-dodged');
    expect(answered!.moves).toContain('price-relief');
  });

  it('a straight answer with a number is never pressed', () => {
    const [, r] = playTurns('analyzer-photographer-compare', 'photographer', [
      'what would you like to know first',
      'The full gallery arrives within six weeks, with a sneak peek of 50 images in the first week.',
    ]);
    expect(r!.events).not.toContain('question-dodged');
  });
});

describe('a check that an answer landed gets a yes, not "we haven\'t thought about that" (judged x2-1, z2-1)', () => {
  const UNDECIDED = /haven'?t (?:thought|looked|got that far|decided)|no idea|crossed my mind|spreadsheet/i;
  const checks: Array<[string, string, string]> = [
    [
      'dreamer-destination',
      'photographer',
      'most of my destination couples keep travel as a separate line and i book flights myself and pass on the ' +
        'cost capped at twelve hundred so you never get a surprise does that sound okay',
    ],
    [
      'boss-short-notice',
      'venue',
      'If your coordinator is sick, a named backup, Dana or Luis, runs your day. I will put both names in the ' +
        'contract. Is that what you needed?',
    ],
    [
      'analyzer-venue-contract',
      'venue',
      'I can offer 25 percent at 90 days and the remaining balance 30 days before. Would that schedule work for you?',
    ],
  ];
  for (const [scenario, trade, say] of checks)
    it(`${scenario}: "${say.slice(-40)}"`, () => {
      const [r] = playTurns(scenario, trade as never, [say]);
      expect(r!.reply).not.toMatch(UNDECIDED);
      expect(r!.moves).toContain('answer-yes');
    });
});

describe("an invitation to ask gets one of the buyer's questions (judged calls x1-2, y2-2, z4-2)", () => {
  const invitations = [
    'so yeah i will try and get that quote over soon and um yeah just let me know if you have any questions i guess',
    'oh yeah sure go for it whats on the list',
    'So yeah, what else can I tell you about me?',
  ];
  for (const say of invitations)
    it(`"${say.slice(-40)}"`, () => {
      const [r] = playTurns('analyzer-venue-contract', 'photographer', [say]);
      expect(r!.moves).toContain('ask-own');
      expect(r!.reply).toMatch(/\?/);
    });
});

describe('a turn about the business is never waved off as off-topic (judged calls w1-1, y2-2)', () => {
  it('"pick a or b: a is 3950 with a second shooter, b is 3800 just me" is no off-topic turn', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'photographer', [
      'no brochure um just pick a or b a is 3950 with a second shooter b is 3800 just me',
    ]);
    expect(r!.events).not.toContain('off-topic');
  });
});
