import { describe, expect, it } from 'vitest';
import { detectCoachingPhase } from './coaching-phase.ts';
import { computeLiveScore, LIVE_SCORE_START } from './live-score.ts';
import { computeTalkRatio, DEFAULT_TALK_RATIO, shouldAlertTalkRatio } from './talk-ratio.ts';

const m = (text: string, isUser = true) => ({ text, isUser });

describe('coaching phase', () => {
  it('starts in discovery and keeps the current phase when nothing applies', () => {
    expect(detectCoachingPhase([])).toBe('discovery');
    expect(detectCoachingPhase([m('Hello'), m('Hi')], 'closing')).toBe('closing');
  });
  it('moves to qualifying when the last 3 messages mention budget, price or cost', () => {
    expect(detectCoachingPhase([m('Hi'), m('What is the cost?'), m('Hmm'), m('Okay')])).toBe('qualifying');
    expect(detectCoachingPhase([m('What is the price?'), m('a'), m('b'), m('c')])).toBe('discovery');
  });
  it('moves to closing on sounds good / perfect / interested', () => {
    expect(detectCoachingPhase([m('That sounds good to me')])).toBe('closing');
    expect(detectCoachingPhase([m("I'm interested")])).toBe('closing');
  });
  it('qualifying wins over closing', () => {
    expect(detectCoachingPhase([m('Perfect, what is the price?')])).toBe('qualifying');
  });
  it('moves to rapport after more than 8 messages when neither applies', () => {
    const eight = Array.from({ length: 8 }, (_, i) => m(`hello ${i}`));
    expect(detectCoachingPhase(eight)).toBe('discovery');
    expect(detectCoachingPhase([...eight, m('nice')])).toBe('rapport');
  });
});

describe('talk ratio', () => {
  it('defaults to 60/40 with no messages', () => {
    expect(computeTalkRatio([])).toEqual(DEFAULT_TALK_RATIO);
  });
  it('is the user share of words', () => {
    expect(computeTalkRatio([m('one two three'), m('four', false)])).toEqual({ user: 75, prospect: 25 });
  });
  it('alerts above 80% only with more than 4 messages', () => {
    const talky = m('word '.repeat(50));
    const four = [talky, m('ok', false), talky, m('ok', false)];
    expect(shouldAlertTalkRatio(four)).toBe(false);
    expect(shouldAlertTalkRatio([...four, talky])).toBe(true);
    const balanced = [m('a b c'), m('d e f', false), m('g h i'), m('j k l', false), m('m n o')];
    expect(shouldAlertTalkRatio(balanced)).toBe(false);
  });
});

describe('live score', () => {
  it('starts at 7.5 (yellow) and rises with good discovery, falls with pitching and rudeness', () => {
    expect(computeLiveScore([])).toEqual({ score: LIVE_SCORE_START, color: 'yellow' });
    const good = computeLiveScore([
      m('Hi! How did you two meet?'),
      m('At a barbecue.', false),
      m('What worries you most about the day?'),
      m('Grandma.', false),
      m('That sounds really hard, I understand. What matters most to you?'),
      m('Photos with her.', false),
      m('Would you like to come in on Saturday at 11 to go through it?'),
    ]);
    expect(good.score).toBeGreaterThanOrEqual(8);
    expect(good.color).toBe('green');
    const bad = computeLiveScore([
      m('We are the best, our packages start at $5,000 and we have 15 years of experience.'),
      m('Okay.', false),
      m('Shut up, you idiot.'),
      m('Rude.', false),
      m('Our premium collection includes everything.'),
    ]);
    expect(bad.score).toBeLessThan(6);
    expect(bad.color).toBe('red');
  });
});
