import { describe, expect, it } from 'vitest';
import { BOSS_OTHER } from './conversations-boss-other.fixture.ts';
import { BOSS_STRONG } from './conversations-boss-strong.fixture.ts';
import { itHoldsEach } from './known-gaps.ts';
import { scriptProblems } from './script-checks.ts';

const BOSS = [...BOSS_STRONG, ...BOSS_OTHER];

describe('Boss conversations as written', () => {
  it('are about the couple on the call, 6–14 turns each, in every style', () => {
    expect(scriptProblems('boss', BOSS)).toEqual([]);
  });
});

describe('a Boss holds a whole conversation', () => {
  itHoldsEach(BOSS);
});
