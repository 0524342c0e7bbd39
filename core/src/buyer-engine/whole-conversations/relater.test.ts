import { describe, expect, it } from 'vitest';
import { RELATER_OTHER } from './conversations-relater-other.fixture.ts';
import { RELATER_STRONG } from './conversations-relater-strong.fixture.ts';
import { itHoldsEach } from './known-gaps.ts';
import { scriptProblems } from './script-checks.ts';

const RELATER = [...RELATER_STRONG, ...RELATER_OTHER];

describe('Relater conversations as written', () => {
  it('are about the couple on the call, 6–14 turns each, in every style', () => {
    expect(scriptProblems('relater', RELATER)).toEqual([]);
  });
});

describe('a Relater holds a whole conversation', () => {
  itHoldsEach(RELATER);
});
