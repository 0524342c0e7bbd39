/** Next step = a concrete proposal AND the buyer's acceptance; hedges are not agreement. */
import { describe, expect, it } from 'vitest';
import { findNextStep } from './next-step.ts';
import type { Utterance } from './types.ts';

const OPENING: Utterance[] = [
  { speaker: 'Sam', text: 'Hi, this is Sam from Acme. Thanks for making the time.' },
  { speaker: 'Lee', text: 'Sure, happy to talk.' },
  { speaker: 'Sam', text: "What's the main problem you're trying to solve?" },
  { speaker: 'Lee', text: 'Our reports take a week to produce.' },
];

function nextStep(proposal: string, reply: string, after: string[] = []) {
  const turns: Utterance[] = [
    ...OPENING,
    { speaker: 'Sam', text: proposal },
    { speaker: 'Lee', text: reply },
    ...after.map((text, i) => ({ speaker: i % 2 === 0 ? 'Sam' : 'Lee', text })),
  ];
  return findNextStep(turns, new Set(['Sam']));
}

describe('findNextStep', () => {
  it.each([
    ['Shall I send the agreement over today?', 'Send it over.'],
    ['Want me to hold the slot with a deposit?', 'Book it.'],
    ['Can we do a demo on Thursday at ten?', 'Yes, Thursday works.'],
    ['I can start the pilot next Monday. Shall we?', "Let's do it."],
    ['How about a call on Friday at 3pm?', 'Friday at three is good for me.'],
    [
      'Would Tuesday at nine suit you for the site visit?',
      "Yes, Tuesday works. I'll check with my boss but it should be fine.",
    ],
  ])('agreed: %s → %s', (proposal, reply) => {
    const r = nextStep(proposal, reply);
    expect(r.agreed).toBe(true);
    expect(proposal).toContain(r.text);
  });

  it.each([
    ['Can we do a demo on Thursday at ten?', "I'll think about it and let you know."],
    ['Shall I book the review for Saturday at noon?', "We'll look at it."],
    ['Would you like to come in on Friday at four?', 'Let me talk to my partner first.'],
    ['Can I send the proposal tomorrow and call you on Monday?', "Sure, send it, and we'll look at it."],
    ['Shall I email you some information?', 'Yes please.'],
    ['Can I book you in for Wednesday at two?', 'Maybe. Not sure yet.'],
  ])('not agreed: %s → %s', (proposal, reply) => {
    const r = nextStep(proposal, reply);
    expect(r.agreed).toBe(false);
    expect(r.text).toMatch(/^Proposed but not agreed|^No concrete next step/);
  });

  it('an agreement undone by a later deferral is not agreed', () => {
    const r = nextStep('Can we meet on Thursday at ten?', 'Sure.', [
      'Great, I will send the invite.',
      "Actually, let me talk to my partner and I'll get back to you.",
    ]);
    expect(r.agreed).toBe(false);
  });

  it('"No, that\'s everything" after an agreement keeps it', () => {
    const r = nextStep('Would Tuesday morning work for the engineer visit?', 'Tuesday morning is fine.', [
      'Is there anything else I can help with?',
      "No, that's everything, thank you.",
    ]);
    expect(r.agreed).toBe(true);
  });
});

describe('findNextStep: refusals and deferrals in any words are not agreement', () => {
  it.each([
    ['Can I put you down for the date with a deposit today?', 'Too early for that. Send the full breakdown.'],
    ['Shall I book the tasting for Saturday at 11?', "That's a whole other story."],
    ['I can send the contract tonight, shall I?', "Send it or don't, Phil."],
    ['Deposit this week or it goes to the other couple.', "Understood. We'll take that chance."],
    ['Shall I send you a quote today?', "Send me a quote and I'll decide."],
    ["It's only good today. Yes or no?", 'When do you deliver the photos? I need them before September 1.'],
    ['Shall I send the deposit link now?', "No. I don't book with people who won't answer a question."],
  ])('proposed but not agreed: %s → %s', (proposal, reply) => {
    const r = nextStep(proposal, reply);
    expect(r.agreed).toBe(false);
    expect(r.status).toBe('proposed');
    expect(r.text).toMatch(/^Proposed but not agreed: /);
  });

  it('a later refusal undoes an earlier yes, "No, that\'s everything" does not', () => {
    const undone = nextStep('Can we do the tour on Thursday at ten?', 'Yes, Thursday works.', [
      'Great. And the deposit is due today, otherwise I cannot hold it.',
      'No. Too early for that.',
    ]);
    expect(undone.agreed).toBe(false);
    const kept = nextStep('Can we do the tour on Thursday at ten?', 'Yes, Thursday works.', [
      'Anything else I can help with?',
      "No, that's everything. Thanks!",
    ]);
    expect(kept).toMatchObject({ agreed: true, status: 'agreed' });
  });
});
