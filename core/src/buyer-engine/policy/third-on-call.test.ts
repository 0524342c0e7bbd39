import { describe, expect, it } from 'vitest';
import { createConversation } from '../buyer-state.ts';
import { Speaker } from '../buyer-voice.ts';
import { Picker } from '../prng.ts';
import { personaTruth } from './persona-truth.ts';

describe('lines respect who is on the call', () => {
  it('Emily, whose mom Linda is on the call, never says “when Linda is here too”', () => {
    const persona = createConversation('relater-planning-with-mom', { trade: 'planner' }).persona;
    expect(personaTruth(persona).onCall).toContain('Linda');
    for (let seed = 1; seed <= 40; seed++) {
      const v = new Speaker(persona, new Picker(seed), []);
      const said = [v.line('aside'), v.line('aside'), v.line('aside'), v.line('aside')].join(' ');
      expect(said).not.toMatch(/when Linda is here/i);
    }
  });

  it('a Relater whose mum is not on the call may still speak of her as away', () => {
    const persona = createConversation('relater-think-about-it').persona;
    const v = new Speaker(persona, new Picker(1), []);
    expect(v.present(['Maybe another time, when {third} is here too.'])).toHaveLength(1);
  });
});
