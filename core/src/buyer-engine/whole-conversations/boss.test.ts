import { describe, expect, it } from 'vitest';
import { BOSS_OTHER } from './conversations-boss-other.fixture.ts';
import { BOSS_STRONG } from './conversations-boss-strong.fixture.ts';
import { ENGINE_HAS_MOVES } from './play-conversation.ts';
import { failedChecks, scriptProblems } from './script-checks.ts';

const BOSS = [...BOSS_STRONG, ...BOSS_OTHER];

describe('Boss conversations as written', () => {
  it('are about the couple on the call, 6–14 turns each, in every style', () => {
    expect(scriptProblems('boss', BOSS)).toEqual([]);
  });
});

describe.skipIf(!ENGINE_HAS_MOVES)('a Boss holds a whole conversation', () => {
  it.each(BOSS.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(failedChecks(c)).toEqual([]);
  });
});
