/**
 * How a reply meets a concern, read from the conversation reader's acts: pressure in reply to a worry pushes
 * past it, a booking push that names the subject does not answer it, the buyer's "that's not an answer"
 * overrides the words, and belittling the wish to think is pressure.
 */
import { describe, expect, it } from 'vitest';
import { findCallFindings } from './call-findings.ts';
import { findObjections } from './objections.ts';
import type { Utterance } from './types.ts';

const SELLERS = new Set(['Rita']);

function findings(lines: string[]) {
  const utterances: Utterance[] = lines.map((text, i) => ({ speaker: i % 2 === 0 ? 'Rita' : 'Owen', text }));
  return findCallFindings(utterances, SELLERS, findObjections(utterances, SELLERS));
}

describe('concerns as the reader reads the replies', () => {
  it('a condition before deciding, met with pressure, is brushed off', () => {
    const f = findings([
      'Hi Owen, Rita from Fernhill Barn.',
      "I'd want my dad to walk round the barn first, before we pay anything.",
      "I can't hold the date for a viewing. Honestly it's tonight or it goes to the other couple.",
    ]);
    expect(f.concerns).toHaveLength(1);
    expect(f.concerns[0]).toMatchObject({ kind: 'condition', status: 'brushed-off' });
  });

  it('the answer to "what worries you?" is a worry, even without a worried word', () => {
    const f = findings([
      'Is there anything that worries you about the day?',
      'The speeches running long. Last time the food went cold.',
      "Totally fair. We plate after the last speech, and the kitchen times the mains off the MC's cue.",
    ]);
    expect(f.concerns[0]).toMatchObject({ quote: 'The speeches running long.', status: 'answered' });
  });

  it('a reply the reader calls a brush-off still meets a worry when it goes on to its subject', () => {
    const f = findings([
      'Hi, Rita from Lumen Films.',
      "My friend's film took nine months to arrive.",
      "That won't happen with us. The full film is delivered within ten weeks, and that's in the contract.",
    ]);
    expect(f.concerns[0]).toMatchObject({ kind: 'risk' });
    expect(f.concerns[0]?.status).not.toBe('brushed-off');
  });

  it('a booking push naming the subject of a question does not answer it', () => {
    const f = findings([
      'Hi Owen, Rita from Sugar Loaf Cakes.',
      'Could my sister come to the tasting too?',
      'so shall we pencil the tasting in for friday at three',
    ]);
    expect(f.unansweredQuestions.map((q) => q.quote)).toEqual(['Could my sister come to the tasting too?']);
  });

  it("the buyer's 'that's not an answer' leaves the question open, and asking again is a concern", () => {
    const f = findings([
      'Hi, Rita from Tall Oaks Catering.',
      'Do you charge extra for the cake stand?',
      "Our stands are gorgeous, couples love the cake stand moment, it's the centre of the room.",
      "That's not an answer. Is it extra or not?",
      "Let's talk about the menu first.",
    ]);
    expect(f.unansweredQuestions.map((q) => q.quote)).toContain('Do you charge extra for the cake stand?');
    const again = f.concerns.find((c) => c.kind === 'repeated');
    expect(again?.quote).toBe("That's not an answer.");
    expect(again?.status).not.toBe('answered');
  });

  it('names a price over a ceiling as a price concern', () => {
    const f = findings(['The package is $9,800.', "That's $800 over our ceiling.", 'Understood.']);
    expect(f.concerns[0]).toMatchObject({ kind: 'price' });
  });

  it('belittling the wish to think, and a deposit pushed for tonight, are pressure', () => {
    const f = findings([
      'Hi Owen, Rita here.',
      'We need a few days to talk it over.',
      'Honestly, talking it over is just putting it off. so are we good for the deposit tonight',
    ]);
    expect(f.pressure.map((p) => p.quote).join(' ')).toMatch(/putting it off/);
    expect(f.pressure.map((p) => p.quote).join(' ')).toMatch(/deposit tonight/);
  });

  it('a courtesy hold is not pressure, and a worry acknowledged with a plan is not brushed off', () => {
    const f = findings([
      'Hi Owen, Rita at Hartley Hall.',
      "I don't need the whole history of the hall.",
      "Understood, I'll keep it short. I have two Saturdays left in October, the 4th and the 18th.",
      'What happens with the hold?',
      'No catch. If someone else asks for the 4th in those 72 hours, I call you first.',
    ]);
    expect(f.pressure.map((p) => p.quote).join(' ')).not.toMatch(/call you first/);
    const history = f.concerns.find((c) => c.quote.includes('history'));
    expect(history).toBeDefined();
    expect(history?.status).not.toBe('brushed-off');
  });
});
