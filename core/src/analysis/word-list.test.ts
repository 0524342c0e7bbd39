import { describe, expect, it } from 'vitest';
import { anyOf, eitherRegExp, wordRegExp, wordSource } from './word-list.ts';

describe('word lists rebuilt into patterns', () => {
  it('joins the entries in list order between word boundaries by default', () => {
    expect(wordSource(['book(?:ed|ing)?', 'hold'])).toBe(String.raw`\b(?:book(?:ed|ing)?|hold)\b`);
    const re = wordRegExp(['book(?:ed|ing)?', 'hold'], 'i');
    expect(re.flags).toBe('i');
    expect(re.test('We BOOKED it')).toBe(true);
    expect(re.test('a household')).toBe(false);
  });

  it('keeps the lead and tail the pattern had', () => {
    const re = wordRegExp(['mum', 'dad'], 'u', String.raw`\b(?:my|our) `, String.raw`(?!\w)`);
    expect(re.source).toBe(String.raw`\b(?:my|our) (?:mum|dad)(?!\w)`);
    expect(re.test('my mum')).toBe(true);
    expect(re.test('my mummy')).toBe(false);
  });

  it('joins whole alternatives without a group', () => {
    const re = eitherRegExp([String.raw`\?`, wordSource(['works?', 'suit'])], 'i');
    expect(re.source).toBe(String.raw`\?|\b(?:works?|suit)\b`);
    expect(re.test('Thursday works')).toBe(true);
  });

  it('writes one slot of a longer phrase without boundaries', () => {
    const re = new RegExp(`after the ${anyOf(['wedding', 'big day'])}`, 'i');
    expect(re.source).toBe('after the (?:wedding|big day)');
    expect(re.test('after the Big Day')).toBe(true);
    expect(re.test('after the party')).toBe(false);
  });
});
