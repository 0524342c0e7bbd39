/**
 * Rules added after the second held-out batch, checked on sentences and calls written apart from the eval set:
 * discovering before pitching, a salesperson handing the decision back, "my wedding", price and time
 * objections in other words, negative-outcome and meaning questions, and spoken statements that open like a
 * question.
 */
import { describe, expect, it } from 'vitest';
import { analyzeTranscriptText } from './analyze-call.ts';
import { detectCallKind } from './call-kind.ts';
import { findNextStep } from './next-step.ts';
import { findObjections } from './objections.ts';
import { classifyQuestion, isQuestionSentence } from './questions.ts';
import type { Utterance } from './types.ts';

const turns = (pairs: Array<[string, string]>): Utterance[] =>
  pairs.map(([speaker, text]) => ({ speaker, text }));

const QUESTIONS = [
  'Priya: What date are you thinking of?',
  'Kim: The 3rd of May.',
  'Priya: And how many guests are you expecting?',
  'Kim: Around sixty.',
  "Priya: What's worrying you most about the day?",
  "Kim: That the garden floods if it rains, it did at my sister's.",
];
const PITCH =
  'Priya: Hi Kim, this is Priya from Petal House. So we have been doing weddings for twelve years, we grow ' +
  'most of our own flowers on our farm, we have a team of six, we do everything from buttonholes to full ' +
  'ceremony arches and hanging installations, our packages start at nine hundred pounds and most couples ' +
  'spend around two thousand, and we have won the county award twice.';

describe('discovering before pitching', () => {
  it('marks down a long pitch before the second discovery question, not the same pitch after it', () => {
    const first = analyzeTranscriptText([PITCH, 'Kim: Okay.', ...QUESTIONS].join('\n'));
    const after = analyzeTranscriptText(
      [
        'Priya: Hi Kim, this is Priya from Petal House.',
        'Kim: Hi.',
        ...QUESTIONS,
        PITCH.replace(/^Priya: Hi Kim, this is Priya from Petal House\. /, 'Priya: '),
      ].join('\n'),
    );
    const check = (r: ReturnType<typeof analyzeTranscriptText>) =>
      r.rubric.find((a) => a.id === 'discovery')!.checks.find((c) => c.id === 'discovery-first')!;
    expect(check(first).score).toBeLessThan(0.7);
    expect(check(first).evidence[0]).toContain('twelve years');
    expect(check(after).score).toBe(1);
  });
});

describe('a salesperson handing the decision back', () => {
  const opening: Array<[string, string]> = [
    ['Ana', 'Hi, Ana from Bloom Rentals.'],
    ['Joe', 'Hi.'],
    ['Ana', 'How many tables do you need?'],
    ['Joe', 'Twelve.'],
  ];
  it('is not an agreed next step even when the buyer says okay', () => {
    const r = findNextStep(
      turns([
        ...opening,
        ['Ana', "I'll email you the price list tonight. Have a think and let me know."],
        ['Joe', 'Okay, thanks.'],
      ]),
      new Set(['Ana']),
    );
    expect(r.agreed).toBe(false);
  });
  it('leaves a real agreement alone', () => {
    const r = findNextStep(
      turns([
        ...opening,
        ['Ana', 'Shall I hold the tables for Saturday the 9th?'],
        ['Joe', 'Yes, hold them.'],
      ]),
      new Set(['Ana']),
    );
    expect(r.agreed).toBe(true);
  });
});

describe('call kind', () => {
  it('takes "my wedding" as a wedding call even with no other wedding words', () => {
    const u = turns([
      ['Sales', 'Good morning, Oakline Hire.'],
      ['Buyer', "Hi, I'm after forty chairs and some heaters for my wedding in March."],
    ]);
    expect(detectCallKind(u)).toBe('wedding');
  });
  it('keeps a call about chairs and heaters for an office party general', () => {
    const u = turns([
      ['Sales', 'Good morning, Oakline Hire.'],
      ['Buyer', "Hi, I'm after forty chairs and some heaters for our office party in March."],
    ]);
    expect(detectCallKind(u)).toBe('general');
  });
});

describe('objections in other words', () => {
  it.each([
    ['price', "Hmm, that's more than we were expecting to pay."],
    ['price', "It's above what we'd budgeted for the cake."],
    ['price', 'Your quote is higher than the other baker.'],
    ['fit', "Honestly we don't have time for two tastings."],
  ])('%s: %s', (kind, text) => {
    const found = findObjections(
      turns([
        ['Sue', 'Hi, Sue from Sugar Loaf Cakes.'],
        ['Tom', text],
      ]),
      new Set(['Sue']),
    );
    expect(found.map((o) => o.kind)).toEqual([kind]);
  });
});

describe('question shapes', () => {
  it.each([
    ['What would you hate to happen at the reception?', 'problemFinding'],
    ["Is there anything you don't want to see in the photos?", 'problemFinding'],
    ['What does the ceremony mean to your families?', 'problemFinding'],
    ['What would help your dad feel part of it?', 'problemFinding'],
    ['Anyone else signing off on the quote?', 'criteriaFinding'],
    ["So tell me, where's the reception?", 'criteriaFinding'],
  ])('%s → %s', (q, type) => {
    expect(classifyQuestion(q, 'We are getting married in the spring.')).toBe(type);
  });

  it.each([
    'and the barn is it the big one or the one by the pond',
    'okay the menu was it the buffet or the sit down',
  ])('%s is a question in an unpunctuated transcript', (s) => {
    expect(isQuestionSentence(s, false)).toBe(true);
  });

  it.each([
    'have a look at the gallery tonight and let me know',
    'what most couples go for is the full day package',
    'do come along to the open evening',
  ])('%s stays a statement', (s) => {
    expect(isQuestionSentence(s, false)).toBe(false);
  });
});
