import { describe, expect, it } from 'vitest';
import { judgeConversation } from '../analysis/judge-conversation.ts';
import { detectCoachingPhase } from './coaching-phase.ts';
import {
  AREA_REACH,
  areaReach,
  computeLiveScore,
  LIVE_SCORE_START,
  liveScoreFromReport,
} from './live-score.ts';
import {
  computeTalkRatio,
  DEFAULT_TALK_RATIO,
  shouldAlertTalkRatio,
  talkRatioFromReport,
} from './talk-ratio.ts';

const you = (text: string) => ({ text, isUser: true });
const buyer = (text: string) => ({ text, isUser: false });

describe('coaching phase', () => {
  it('starts in discovery and keeps the phase so far when nothing applies (up to 8 messages)', () => {
    expect(detectCoachingPhase([])).toBe('discovery');
    expect(detectCoachingPhase([buyer('Hello'), you('Hi')])).toBe('discovery');
    const priced = [buyer('Hi'), you('What is the price range you had in mind?'), buyer('Hmm')];
    expect(detectCoachingPhase([...priced, you('Okay'), buyer('Right'), you('Sure')])).toBe('qualifying');
  });

  it('moves to qualifying when the last 3 messages mention budget, price or cost', () => {
    expect(detectCoachingPhase([buyer('Hi'), you('Hello!'), buyer('What does it cost?')])).toBe('qualifying');
    expect(detectCoachingPhase([buyer('Hi'), you('Our budget options vary.')])).toBe('qualifying');
  });

  it("moves to closing on 'sounds good', 'perfect' or 'interested', but qualifying wins over them", () => {
    expect(
      detectCoachingPhase([buyer('Hi'), you('We have that date open.'), buyer('That sounds good')]),
    ).toBe('closing');
    expect(detectCoachingPhase([buyer("I'm interested")])).toBe('closing');
    expect(detectCoachingPhase([buyer('Hi'), you('Hello'), buyer('Perfect, what is the price?')])).toBe(
      'qualifying',
    );
  });

  it('moves to closing on a concrete next step the analyzer detects, even beside price talk', () => {
    const talk = [
      buyer('We want to know the price first.'),
      you('Our full day is $3,800. Would you like to come in for a walkthrough on Saturday at 11?'),
    ];
    expect(judgeConversation(talk)!.rubric.find((a) => a.id === 'close')!.score).toBeGreaterThan(0);
    expect(detectCoachingPhase(talk)).toBe('closing');
  });

  it('follows the salesperson through the pitch and the close after small talk, not rapport', () => {
    const chat = [buyer('Hi!'), you('Hi there.'), buyer('Lovely day.'), you('It is.')];
    const small = [...chat, buyer('Ha.'), you('Yes.'), buyer('So.'), you('Indeed.'), buyer('Well.')];
    const pitched = [...small, you('The full day collection is $3,800 with the album and a second shooter.')];
    expect(detectCoachingPhase(pitched)).toBe('qualifying');
    const closed = [
      ...pitched,
      buyer('Okay.'),
      you('Shall we book a call on Thursday at six to go through it?'),
    ];
    expect(detectCoachingPhase(closed)).toBe('closing');
  });

  it('moves to discovery on a discovery question and to rapport past 8 messages when nothing applies', () => {
    const chat = [buyer('Hi!'), you('Hi there.'), buyer('Lovely day.'), you('It is.')];
    const small = [...chat, buyer('Ha.'), you('Yes.'), buyer('So.'), you('Indeed.')];
    expect(detectCoachingPhase([...small, buyer('Well.')])).toBe('rapport');
    const asked = [...small, you('What worries you most about the day?')];
    expect(judgeConversation(asked)!.questions.some((q) => q.type !== 'other')).toBe(true);
    expect(detectCoachingPhase(asked)).toBe('discovery');
    expect(detectCoachingPhase([...asked, buyer('Rain.'), you('Right.'), buyer('Yes.')])).toBe('rapport');
  });
});

describe('talk ratio', () => {
  it('defaults to 60/40 with no messages', () => {
    expect(computeTalkRatio([])).toEqual(DEFAULT_TALK_RATIO);
    expect(talkRatioFromReport(null, [])).toEqual(DEFAULT_TALK_RATIO);
  });

  it("is the user's share of words, the report's own talk share once both sides spoke", () => {
    expect(computeTalkRatio([you('one two three'), buyer('four')])).toEqual({ user: 75, prospect: 25 });
    const talk = [buyer('Hi there, we are planning a wedding.'), you('Congratulations, tell me more!')];
    const report = judgeConversation(talk)!;
    const ratio = talkRatioFromReport(report, talk);
    expect(ratio.user).toBe(Math.round(report.callMetrics.salesPersonPercentage));
    expect(ratio).toEqual(computeTalkRatio(talk));
  });

  it('alerts above 80% only with more than 4 messages', () => {
    const talky = you('word '.repeat(50));
    const four = [talky, buyer('ok'), talky, buyer('ok')];
    expect(shouldAlertTalkRatio(four)).toBe(false);
    expect(shouldAlertTalkRatio([...four, talky])).toBe(true);
    const balanced = [you('a b c'), buyer('d e f'), you('g h i'), buyer('j k l'), you('m n o')];
    expect(shouldAlertTalkRatio(balanced)).toBe(false);
  });
});

describe('live score', () => {
  const pitch = [
    buyer('Hi, we are looking for a venue for next June.'),
    you(
      'Great, so we are the best venue in town, we have won every award there is, our ballroom seats three ' +
        'hundred people and our packages start at twelve thousand dollars with everything included.',
    ),
    buyer('Okay.'),
    you('Shut up and listen, you idiot. Our premium collection includes everything, book now.'),
    buyer('Rude.'),
  ];

  it('starts at 7.5 (yellow) until the user has spoken with the buyer', () => {
    expect(computeLiveScore([])).toEqual({ score: LIVE_SCORE_START, color: 'yellow' });
    expect(computeLiveScore([buyer('Hello?')])).toEqual({ score: LIVE_SCORE_START, color: 'yellow' });
  });

  it("is the report's overall score out of 10 once the call has ended", () => {
    const report = judgeConversation(pitch)!;
    expect(computeLiveScore(pitch, { ended: true }).score).toBe(report.overallScore / 10);
    expect(computeLiveScore(pitch).score).toBeLessThan(6);
    expect(computeLiveScore(pitch).color).toBe('red');
  });

  it('does not count areas the conversation cannot have reached yet against the user', () => {
    const report = judgeConversation(pitch.slice(0, 3))!;
    const close = report.rubric.find((a) => a.id === 'close')!;
    expect(close.score).toBe(0);
    expect(areaReach(close, 1)).toBe(0);
    expect(areaReach(close, AREA_REACH.close!.full)).toBe(1);
    expect(areaReach(close, 1, { ended: true })).toBe(1);
    const early = liveScoreFromReport(report, 1);
    expect(early.score * 10).toBeGreaterThan(report.overallScore);
    // as the turns pass, the same report counts in full
    expect(liveScoreFromReport(report, 40).score).toBe(report.overallScore / 10);
  });

  it('counts a pitch or close in full as soon as the salesperson has started on it', () => {
    const report = judgeConversation(pitch.slice(0, 3))!;
    const value = report.rubric.find((a) => a.id === 'value')!;
    expect(value.checks.some((c) => c.weight > 0 && c.score > 0)).toBe(true);
    expect(areaReach(value, 1)).toBe(1);
  });
});
