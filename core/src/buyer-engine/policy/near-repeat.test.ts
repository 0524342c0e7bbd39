import { describe, expect, it } from 'vitest';
import { sentenceKeys } from '../buyer-voice.ts';
import { nearRepeat, withoutNearRepeats } from './near-repeat.ts';

/** Replies the judges of whole calls counted as repeated sentences, and what the buyer says instead. */
describe('a buyer never says the same thing twice in other words', () => {
  it('inside one reply the sentence with less to say gives way', () => {
    expect(
      withoutNearRepeats(
        'That is kind, thank you. Please hold it for us. Yes, please hold it while we talk it over with my mum.',
        [],
      ),
    ).toBe('That is kind, thank you. Yes, please hold it while we talk it over with my mum.');
    expect(withoutNearRepeats('Yes. Hold the date. Look, hold the date.', [])).toBe('Yes. Hold the date.');
    expect(
      withoutNearRepeats(
        'Thursday at 7 pm works. Please send a calendar invitation with an agenda. That works. Email me the contract.',
        [],
      ),
    ).toBe(
      'Thursday at 7 pm works. Please send a calendar invitation with an agenda. Email me the contract.',
    );
  });

  it('a question asked earlier in the call is not asked again in new words', () => {
    const said = sentenceKeys('Oh, that sounds dreamy. Can you picture it?');
    expect(withoutNearRepeats('That sounds nice! Can you picture our day, though?', said)).toBe(
      'That sounds nice!',
    );
    expect(withoutNearRepeats('What a lovely view. Can you picture our day there?', said)).toBe(
      'What a lovely view.',
    );
    // nothing would be left but a bare "Okay.": the question stays
    expect(withoutNearRepeats('Okay. Can you picture our day?', said)).toBe('Okay. Can you picture our day?');
  });

  it('a yes or no, a fact said again and a number are kept', () => {
    const said = sentenceKeys(
      "I'd want to talk it over with my mum. Our budget is $16,000. We're at Rosewood Gardens.",
    );
    expect(withoutNearRepeats("We're at Rosewood Gardens, by the lake.", said)).toBe(
      "We're at Rosewood Gardens, by the lake.",
    );
    expect(withoutNearRepeats('Yes, please hold it while we talk it over with my mum.', said)).toBe(
      'Yes, please hold it while we talk it over with my mum.',
    );
    expect(withoutNearRepeats('$17,800 is $1,800 over our budget of $16,000.', said)).toBe(
      '$17,800 is $1,800 over our budget of $16,000.',
    );
    expect(nearRepeat('Candid, real moments over posing.', 'What does the album cost?')).toBe(false);
  });
});
