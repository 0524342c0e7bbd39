import { describe, expect, it } from 'vitest';
import { classifyTurn } from './classify-turn.ts';

describe('classifyTurn', () => {
  it.each([
    ['', 'empty'],
    ['um... uh', 'empty'],
    ['Hi, thanks for reaching out!', 'greeting'],
    ['How many guests are you expecting?', 'question'],
    ['We have won awards for our packages and our team has 15 years of experience.', 'pitch'],
    ['Our full package is $4,800.', 'price'],
    ['That sounds really stressful, I completely understand.', 'empathy'],
    ['Would you like to book a tour on Saturday at 11?', 'close'],
    ['Did you see the football last night?', 'off-topic'],
    ['Are you a bot?', 'off-topic'],
    ['xkqzt brrrp asdfg', 'nonsense'],
    ['You are a stupid idiot', 'abuse'],
  ])('%j → %s', (text, kind) => {
    expect(classifyTurn(text).kind).toBe(kind);
  });

  it.each([
    ['When is the wedding date?', 'date'],
    ['How many people are you inviting?', 'guests'],
    ['What budget did you have in mind?', 'budget'],
    ['Where is the venue?', 'venue'],
    ['What vibe or style are you going for?', 'style'],
    ['What matters most to you?', 'priorities'],
    ['What worries you most about the day?', 'worries'],
    ['Who else is involved in the decision?', 'decision'],
    ['When are you hoping to decide by?', 'timeline'],
    ['How many hours of coverage do you need?', 'needs'],
    ['How did you two meet?', 'couple'],
    ['Are you comparing other photographers?', 'comparison'],
  ])('%j is about %s', (text, topic) => {
    expect(classifyTurn(text).topics[0]).toBe(topic);
  });

  it('uses the analyzer question types', () => {
    expect(classifyTurn('What worries you most?').questions[0]?.type).toBe('problemFinding');
    expect(classifyTurn('How many guests?').questions[0]?.type).toBe('criteriaFinding');
  });

  it('a question about a booking deadline is not a close; a concrete proposal is', () => {
    expect(classifyTurn('When do you need to book by?').close).toBe(false);
    expect(classifyTurn("Let's set up a call tomorrow at 3pm.").concreteClose).toBe(true);
    expect(classifyTurn('Can I send you a proposal?').concreteClose).toBe(false);
  });

  it('an answer to a pending objection is objection handling, a bare pitch is not', () => {
    expect(
      classifyTurn('I understand. What would help you feel confident?', { objectionPending: true }).kind,
    ).toBe('objection-handling');
    expect(
      classifyTurn('We are the best photographers in town with 15 years of experience.', {
        objectionPending: true,
      }).kind,
    ).toBe('pitch');
  });
});

describe('unpunctuated speech', () => {
  it('reads speech-to-text output without question marks as questions by their wording', () => {
    expect(classifyTurn('how many guests are you expecting at the wedding')).toMatchObject({
      kind: 'question',
      topics: ['guests'],
    });
    expect(classifyTurn('what date is the wedding').kind).toBe('question');
    expect(classifyTurn('we have three packages for venues like yours').kind).not.toBe('question');
  });
});
