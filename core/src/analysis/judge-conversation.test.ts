import { describe, expect, it } from 'vitest';
import { conversationTranscript, judgeConversation } from './judge-conversation.ts';

describe('practice conversation as a transcript', () => {
  it('makes one utterance per message, ending at its time, the user as the salesperson', () => {
    const parsed = conversationTranscript([
      { isUser: false, text: 'Hello, we are getting married in May.', at: 1_000_000 },
      { isUser: true, text: 'Congratulations! When in May?', at: 1_012_500 },
    ]);
    expect(parsed.hasTimestamps).toBe(true);
    expect(parsed.speakers).toEqual(['Buyer', 'You']);
    // 7 words take 2.8 s at 2.5 words a second; 4 words 1.6 s, and the reply starts no earlier than that
    expect(parsed.utterances.map((u) => [u.speaker, u.start, u.end])).toEqual([
      ['Buyer', 0, 2.8],
      ['You', 13.7, 15.3],
    ]);
  });

  it('measures a spoken monologue from the message times, and no rate per minute under a minute', () => {
    const pitch = Array.from({ length: 110 }, (_, i) => (i % 10 === 9 ? 'packages' : 'we')).join(' ');
    const report = judgeConversation([
      { isUser: true, text: 'hi this is sam from bloom', at: 0 },
      { isUser: false, text: 'Hi Sam.', at: 2_000 },
      { isUser: true, text: pitch, at: 47_000 },
      { isUser: false, text: 'Okay.', at: 49_000 },
    ])!;
    expect(report.longestMonologue.seconds).toBe(44);
    expect(report.callMetrics.interactivity.unit).toBe('per 100 words');
  });

  it('has no timestamps unless every message has a time, and refuses one label for both sides', () => {
    const parsed = conversationTranscript([
      { isUser: false, text: 'Hi', at: 5 },
      { isUser: true, text: 'Hello', at: Number.NaN },
    ]);
    expect(parsed.hasTimestamps).toBe(false);
    expect(parsed.utterances.every((u) => u.start === undefined)).toBe(true);
    expect(() => conversationTranscript([], { you: 'Sam', buyer: 'Sam' })).toThrow(/different labels/);
  });

  it('is judged once both sides have spoken, with the user as the salesperson', () => {
    expect(judgeConversation([{ isUser: false, text: 'Hello?' }])).toBeNull();
    expect(
      judgeConversation([
        { isUser: true, text: 'Hi!' },
        { isUser: false, text: '  ' },
      ]),
    ).toBeNull();
    const report = judgeConversation([
      { isUser: false, text: 'Hi, we need a photographer.' },
      { isUser: true, text: 'Lovely! What matters most to you about the photos?' },
    ])!;
    expect(report.speakers).toEqual([
      { label: 'Buyer', side: 'buyer', words: 5 },
      { label: 'You', side: 'salesperson', words: 9 },
    ]);
    expect(report.questions.map((q) => q.speaker)).toEqual(['You']);
  });
});
