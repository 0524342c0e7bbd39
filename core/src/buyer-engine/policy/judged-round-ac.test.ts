/** Moments of judged calls (round ac) the buyer got wrong, each with what a real buyer does instead. */
import { describe, expect, it } from 'vitest';
import { playTurns } from './judged-calls.fixture.ts';

describe('a strong call is not ended by a misread (judged call ac4-1: a Boss hung up mid-discovery)', () => {
  it('"… rather now than have it come up later" is no goodbye, nor "before I put a number on it" a dodge', () => {
    const [r] = playTurns('boss-venue-bottom-line', 'videographer', [
      "Fair. Before I put a number on it, what's your biggest worry about hiring a videographer? I'd rather " +
        'deal with it now than have it come up later.',
    ]);
    expect(r!.state.ended).toBe(false);
    expect(r!.moves).not.toContain('goodbye');
    expect(r!.events).not.toContain('question-dodged');
  });
  it('"is that around $4,000 for the video alone, or is that covering photo too?" says what it covers', () => {
    const [, r] = playTurns('boss-venue-bottom-line', 'videographer', [
      'And what budget have you set aside for video?',
      'Is that around $4,000 for the video alone, or is that covering photo too?',
    ]);
    expect(r!.reply).toMatch(/^Just the/);
    expect(r!.reply).not.toMatch(/justify|worth/i);
  });
});

describe('a wrong budget and a vague figure (judged calls ac4-2, ac3-2)', () => {
  it('"so your budget\'s like $3,500, right?" is corrected', () => {
    const [, r] = playTurns(
      'dreamer-garden-florals',
      'dj',
      [
        "what's your budget for music",
        "So your budget's like $3,500, right? Is it just you deciding or your fiancé too?",
      ],
      5,
    );
    expect(r!.moves).toContain('correct');
    expect(r!.reply).toMatch(/not \$3,500/);
  });
  it('"could be a couple grand, could be more" is no price to be relieved at', () => {
    const [r] = playTurns('dreamer-garden-florals', 'dj', [
      'Anyway, price-wise it depends, could be a couple grand, could be more, depends on stuff.',
    ]);
    expect(r!.moves).not.toContain('price-relief');
    expect(r!.events).toContain('question-dodged');
  });
  it('"a bunch honestly maybe ten or fifteen" is a rough count, not two packages', () => {
    const [r] = playTurns('analyzer-photographer-compare', 'florist', [
      "um like a bunch honestly maybe ten or fifteen so what's your budget for flowers roughly",
    ]);
    expect(r!.reply).not.toMatch(/difference/i);
    expect(r!.reply).toMatch(/\$/);
  });
});

describe('a question the reader missed is still answered (judged call ac1-1)', () => {
  it('"… just so i know is that a yes sam will be on the call or is it just you thursday"', () => {
    const [, r] = playTurns(
      'dreamer-destination',
      'venue',
      [
        'could we do a video walkthrough thursday at 6 or friday at 4',
        'love it but um just so i know is that a yes sam will be on the call or is it just you thursday',
      ],
      5,
    );
    expect(r!.reply).toMatch(/Sam/);
    expect(r!.moves).not.toContain('ask-own');
  });
});
