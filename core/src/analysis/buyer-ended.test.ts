import { describe, expect, it } from 'vitest';
import { withBuyerEnded } from './buyer-ended.ts';
import { judgeConversation } from './judge-conversation.ts';

const report = judgeConversation([
  { isUser: false, text: 'Hi, Marcus here. What does the barn cost?' },
  { isUser: true, text: 'Another couple wants your date, so decide today. Yes or no?' },
  { isUser: false, text: "I don't like being pushed. I'll leave it there. Goodbye." },
])!;

describe('a report of a call the buyer ended', () => {
  it('says why first among the next steps and keeps the reason', () => {
    const ended = withBuyerEnded(report, 'pressure');
    expect(ended.actionItems[0]!.text).toMatch(/^The buyer ended the call after repeated pressure\./);
    expect(ended.actionItems.slice(1)).toEqual(report.actionItems);
    expect(ended.buyerEnded).toEqual({ reason: 'pressure', text: ended.actionItems[0]!.text });
  });

  it('adds no next step for a goodbye answered in kind', () => {
    const ended = withBuyerEnded(report, 'goodbye');
    expect(ended.actionItems).toEqual(report.actionItems);
    expect(ended.buyerEnded?.reason).toBe('goodbye');
  });
});
