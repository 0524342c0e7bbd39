/** Moments of judged calls (rounds w and x) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { judgedTurns, playTurns } from './judged-calls.fixture.ts';
import { createConversation } from '../buyer-state.ts';

describe('the mother on the call (judged call x3-1)', () => {
  const mom = (turns: string[]) => playTurns('relater-planning-with-mom', 'photographer', turns);

  it('"linda, what\'s your email address?" is answered by Linda, with her own address, once', () => {
    const [r] = mom([
      "ha yes you did sorry um so linda what's your email address so i can send it to you as well",
    ]);
    expect(r!.reply).toMatch(/^Linda here, mine is \S+@gmail\.com\.$/);
  });

  it('"anything else on your mind or linda\'s … still nervous about" is a worry asked, not two options', () => {
    const [r] = mom([
      "done it's held um is there anything else on your mind or linda's before we hang up like anything " +
        "you're still nervous about",
    ]);
    expect(r!.events).toContain('reveal-pain');
    expect(r!.reply).not.toMatch(/lean towards/i);
  });
});

describe('an invitation to ask after the terms (judged call w4-1)', () => {
  it('"Any questions about that?" gets a question of the buyer\'s own', () => {
    const [r] = playTurns('dreamer-garden-florals', 'dj', [
      "Done, May 24 is held for you until next Friday. If you decide to book, it's a $500 deposit that comes " +
        'off the $2,350 total. Any questions about that?',
    ]);
    expect(r!.moves).toContain('ask-own');
  });
});

describe('the time taken is the meeting, not the day a proposal arrives (judged call w4-1)', () => {
  // the judged call's own turns, to the same buyer (seed 36)
  const played = playTurns(
    'dreamer-garden-florals',
    'dj',
    judgedTurns('2026-11-28-w4-1-dreamer-garden-florals-dj-strong.md'),
    36,
  );

  it('"proposal by Friday … a call Tuesday at 7pm or Thursday at 6pm" takes Tuesday at 7pm', () => {
    expect(played[11]!.state.agreedTime).toMatch(/Tuesday at 7/i);
  });

  it('the recap and the goodbye name the Tuesday call, never Friday, and a hold is not "booked in"', () => {
    expect(played.at(-1)!.reply).not.toMatch(/Friday/i);
    expect(played.at(-2)!.reply).not.toMatch(/booked in/i);
  });
});

describe('spoken run-ons of round x (judged calls x1-2, x2-1, x3-1, x4-1)', () => {
  it('"so what budget did you and sam have in mind" after a thank-you is asked: the budget', () => {
    const [r] = playTurns('dreamer-destination', 'photographer', [
      'oh i really appreciate you telling me that um so what budget did you and sam have in mind for photography ' +
        'like roughly',
    ]);
    expect(r!.reply).toMatch(/\$\d/);
  });

  it('"when is the wedding and where are you guys thinking of having it" gets the date and the place', () => {
    const f = createConversation('relater-planning-with-mom', { trade: 'photographer' }).persona.facts;
    const [r] = playTurns('relater-planning-with-mom', 'photographer', [
      'hi emily hi linda so nice to meet you both um congrats first of all so tell me a little about the day like ' +
        'when is the wedding and where are you guys thinking of having it',
    ]);
    expect(r!.reply).toContain(f.venue.value);
  });

  it('"what\'s like the best email for you" is asked in speech too', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'florist', [
      "ok cool so um i'll like put something together at some point and send it over what's like the best email " +
        'for you',
    ]);
    expect(r!.reply).toMatch(/@gmail\.com/);
  });

  it('"should i copy linda and ryan on it too" beside the email: the couple\'s address and a yes to Ryan', () => {
    const [r] = playTurns('relater-planning-with-mom', 'photographer', [
      "what's the best email for you so i can send the written proposal tonight and should i copy linda and ryan " +
        'on it too',
    ]);
    expect(r!.reply).toMatch(/emily\.and\.ryan@gmail\.com/);
    expect(r!.reply).toMatch(/copy Ryan/);
  });

  it('"what worries you most about the flowers on the day" is the worry, "the day" is no meeting time', () => {
    const [r] = playTurns('analyzer-photographer-compare', 'florist', [
      'Of course. What worries you most about the flowers on the day — wilting in June heat, the substitutions if ' +
        "a bloom isn't available, or something else?",
    ]);
    expect(r!.events).toContain('reveal-pain');
    expect(r!.moves).not.toContain('give-time');
  });

  it('"september 6th and 180 got it … that comes to 4900, does that sound okay" weighs the price', () => {
    const [, r] = playTurns('relater-planning-with-mom', 'photographer', [
      "What's the date and how many guests?",
      "oh gosh sorry september 6th and 180 got it um so for 180 guests i'd really recommend eight hours plus a " +
        'second shooter and that comes to 4900 which leaves room under your budget for an album does that sound okay',
    ]);
    expect(r!.events).toContain('price-reaction');
  });
});

describe('after a next step is agreed (judged calls x1-1, x2-1)', () => {
  // the judged calls' own turns, to the same buyers
  const contract = playTurns(
    'analyzer-venue-contract',
    'venue',
    judgedTurns('2026-11-28-x1-1-analyzer-venue-contract-venue-strong.md'),
    13,
  );
  const santorini = playTurns(
    'dreamer-destination',
    'photographer',
    judgedTurns('2026-11-28-x2-1-dreamer-destination-photographer-strong.md'),
    89,
  );

  it('another meeting offered at two times gets a time, never "we\'ve agreed"', () => {
    expect(contract[11]!.moves.some((m) => m === 'give-time' || m === 'defer-time')).toBe(true);
  });

  it('"I can offer 25 percent at 90 days … would that schedule work for you?" is answered, not deflected', () => {
    expect(contract[17]!.moves).not.toContain('deflect');
  });

  it('"is sam going to be on thursday\'s call with us at six" answers whether Sam comes', () => {
    expect(santorini[16]!.reply).toMatch(/Sam/);
  });
});

describe('a worry waved away stays open (judged call x4-2)', () => {
  // the judged call's own turns, to the same buyer (seed 357)
  const played = playTurns(
    'dreamer-garden-florals',
    'venue',
    judgedTurns('2026-11-28-x4-2-dreamer-garden-florals-venue-weak.md'),
    357,
  );

  it('"i get it … but it\'s not like a big deal, i\'d have to check with my manager" is no answer to it', () => {
    expect(played[11]!.moves).toContain('raise-concern');
    expect(played[11]!.moves).not.toContain('feel-heard');
  });

  it('"maybe you could come see it sometime" is a close, met with the worry still standing', () => {
    expect(played[13]!.events).toContain('next-step-declined');
  });
});
