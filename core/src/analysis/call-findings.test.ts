/** The call's findings: concerns met or brushed off, pressure by kind, ignored questions, wrong facts. */
import { describe, expect, it } from 'vitest';
import { findCallFindings } from './call-findings.ts';
import { findObjections } from './objections.ts';
import type { Utterance } from './types.ts';

const SELLERS = new Set(['Phil']);

function findings(lines: string[]) {
  const utterances: Utterance[] = lines.map((text, i) => ({ speaker: i % 2 === 0 ? 'Phil' : 'Grace', text }));
  return findCallFindings(utterances, SELLERS, findObjections(utterances, SELLERS));
}

describe('findCallFindings', () => {
  it('lists a brushed-off worry with the reply that brushed it off', () => {
    const f = findings([
      'Hi Grace, Phil from Ashcombe Manor. How can I help?',
      "I'm worried the drone will spoil the quiet of the garden.",
      "Nah the drone's fine, nobody even notices it. So shall I send the deposit link tonight?",
    ]);
    const worry = f.concerns.find((c) => c.quote.includes('drone'));
    expect(worry).toMatchObject({ status: 'brushed-off' });
    expect(worry?.response).toContain('nobody even notices');
  });

  it('an answered question is answered; a deflected one is listed as unanswered', () => {
    const f = findings([
      'Hi, Phil here from Lens & Light.',
      'What if we go over 150 guests?',
      '$142 a head for each extra guest, same menu, no other charges.',
      'When do you deliver the photos?',
      "We'll get to that once you're booked. Deposit's $1,000. Shall I send the link?",
    ]);
    expect(f.concerns.find((c) => c.quote.includes('150'))?.status).toBe('answered');
    expect(f.unansweredQuestions.map((q) => q.quote)).toEqual(['When do you deliver the photos?']);
  });

  it('names pressure tactics by kind and does not call a plan with a day pressure', () => {
    const pushy = findings([
      "Hi, it's Phil. Another couple wants your date and I can't hold it after tonight.",
      'Oh. We need to think.',
      'The price is only good today. Yes or no?',
    ]);
    expect(pushy.pressure.length).toBeGreaterThanOrEqual(2);
    expect(pushy.pressure.map((p) => p.quote).join(' ')).toMatch(/tonight|today|yes or no/i);
    const calm = findings([
      "Hi, it's Phil. Shall I send the contract so you can sign it by Friday to hold the date?",
      'Yes, send it.',
    ]);
    expect(calm.pressure).toEqual([]);
  });

  it('has no findings in a call with nothing to find', () => {
    const f = findings(['Hi, Phil from Bloom.', 'Hi Phil.', 'Thanks for calling, talk soon.']);
    expect(f).toEqual({ concerns: [], pressure: [], unansweredQuestions: [], wrongFacts: [] });
  });
});
