import { describe, expect, it } from 'vitest';
import { respondToSalesperson } from '../buyer-engine.ts';
import { createConversation } from '../buyer-state.ts';
import { clearLabel, optionLabels } from './options.ts';

describe('options are said back only as short noun phrases', () => {
  it('a clause, a heading with a dash, a preposition-led fragment or a long phrase is no label', () => {
    expect(clearLabel("You'll rewatch constantly")).toBe(false);
    expect(clearLabel('Date — fall')).toBe(false);
    expect(clearLabel('is earlier')).toBe(false);
    expect(clearLabel('a short cinematic highlight film to share')).toBe(false);
    expect(clearLabel('Full ceremony')).toBe(true);
    expect(clearLabel('Plated dinner')).toBe(true);
  });

  it('a label opened by a preposition is said without it ("at the ceremony" → "the ceremony")', () => {
    expect(optionLabels(['at getting ready', 'at the ceremony'])).toEqual(['getting ready', 'the ceremony']);
  });

  it('one label inside the other ("Saturday at eleven" and "Saturday") becomes the first / second one', () => {
    expect(optionLabels(['Saturday at eleven', 'Saturday'])).toEqual(['the first one', 'the second one']);
  });

  it('"saturday at eleven or saturday at two" is answered with a time, not a difference question', () => {
    const s = createConversation('relater-planning-with-mom', { trade: 'florist', seed: 1 });
    const r = respondToSalesperson(
      s,
      'um sorry just so i book it right saturday at eleven or saturday at two',
    );
    expect(r.moves).not.toContain('ask-difference');
    expect(r.moves.some((m) => m === 'give-time' || m === 'defer-time')).toBe(true);
  });
});
