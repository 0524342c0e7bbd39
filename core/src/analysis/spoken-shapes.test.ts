/**
 * Spoken and regional shapes written apart from the eval calls: questions without a "?" (speech recognition
 * output), fronted indirect questions, two-part "or" questions, offers spread over two sentences, spelled-out
 * numbers and introductions without "this is".
 */
import { describe, expect, it } from 'vitest';
import { findNextStep } from './next-step.ts';
import { classifyQuestion, findQuestions, isQuestionSentence } from './questions.ts';
import { NAMED_INTRO, SPECIFICS } from './rubric-parts.ts';

describe('questions without a question mark', () => {
  it.each([
    'um so yeah how many are coming in total',
    'okay and what time does the hall need you out',
    'right so do you have a colour in mind',
    'hello is that Priya',
    'Friday at four is fine for you',
  ])('%s is a question in an unpunctuated transcript', (s) => {
    expect(isQuestionSentence(s, false)).toBe(true);
  });

  it.each([
    'so what I normally do is a two hour session',
    'and we bring everything on the morning',
    'yeah no that works',
  ])('%s stays a statement', (s) => {
    expect(isQuestionSentence(s, false)).toBe(false);
  });

  it('finds a typed question whose "?" was dropped, but not a cleft statement', () => {
    const found = findQuestions(
      [
        { speaker: 'S', text: "Hi! What's included is the album and the film. Does that make sense?" },
        { speaker: 'B', text: 'Yes.' },
        { speaker: 'S', text: 'What was the main thing that put you off the last venue.' },
      ],
      new Set(['S']),
    );
    expect(found.map((q) => q.text)).toEqual([
      'Does that make sense?',
      'What was the main thing that put you off the last venue.',
    ]);
  });

  it('counts an indirect question after a fronted clause', () => {
    expect(isQuestionSentence('Before we get into prices, I would love to hear what you have planned.')).toBe(
      true,
    );
  });
});

describe('classification of spoken shapes', () => {
  it.each([
    ['How are you finding the search so far?', 'problemFinding'],
    ['What are you picturing for the reception?', 'problemFinding'],
    ['How do you want your guests to feel as they arrive?', 'problemFinding'],
    ["What's the downtime costing the business?", 'problemFinding'],
    ['Do you know what the other band included?', 'clarifying'],
    ['Is the dress code formal, or would you rather leave it open?', 'criteriaFinding'],
    ['Could your sister come along to the tasting too?', 'other'],
    ['Have you got five minutes to run through it?', 'other'],
    ['Hello, is this Marguerite?', 'other'],
  ])('%s → %s', (q, type) => {
    expect(classifyQuestion(q, 'We had a rough time with the last supplier.')).toBe(type);
  });

  it('reads a yes/no check on something just mentioned as clarifying', () => {
    expect(classifyQuestion('Oh, the marquee, is that heated?', 'We have a marquee on the lawn.')).toBe(
      'clarifying',
    );
  });

  it('hears a reworded echo of the buyer ("charging" after "charge")', () => {
    expect(classifyQuestion('What are they charging?', 'Their agency charge is lower.')).toBe('clarifying');
  });
});

describe('offers over two sentences', () => {
  it('agrees when the time and the question sit in separate sentences', () => {
    const step = findNextStep(
      [
        { speaker: 'S', text: 'Hi, Kim from Petal Lane.' },
        { speaker: 'B', text: 'Hi.' },
        { speaker: 'S', text: 'Lovely. I could meet you on Tuesday at two at the venue. How would that be?' },
        { speaker: 'B', text: 'Tuesday at two works.' },
      ],
      new Set(['S']),
    );
    expect(step.agreed).toBe(true);
  });
});

describe('rubric phrases', () => {
  it.each([
    'That would be nineteen hundred all in.',
    'It comes to four lakh plus GST.',
    'About 2,400 for the whole suite.',
    'Delivery is six weeks after the day.',
  ])('%s is a concrete specific', (s) => {
    expect(SPECIFICS.test(s)).toBe(true);
  });

  it('does not take a vague sentence for a specific', () => {
    expect(SPECIFICS.test('We can sort something out for you later.')).toBe(false);
  });

  it.each(['Morning, Dev from Brightside Events here.', 'Hi Jo, Anil Mehta with Sunrise Caterers.'])(
    '%s introduces the salesperson',
    (s) => {
      expect(NAMED_INTRO.test(s)).toBe(true);
    },
  );
});
