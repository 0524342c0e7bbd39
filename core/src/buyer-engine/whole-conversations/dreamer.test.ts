import { describe, expect, it } from 'vitest';
import { DREAMER_OTHER } from './conversations-dreamer-other.fixture.ts';
import { DREAMER_STRONG } from './conversations-dreamer-strong.fixture.ts';
import { ENGINE_HAS_MOVES } from './play-conversation.ts';
import { failedChecks, scriptProblems } from './script-checks.ts';

const DREAMER = [...DREAMER_STRONG, ...DREAMER_OTHER];

describe('Dreamer conversations as written', () => {
  it('are about the couple on the call, 6–14 turns each, in every style', () => {
    expect(scriptProblems('dreamer', DREAMER)).toEqual([]);
  });
});

describe.skipIf(!ENGINE_HAS_MOVES)('a Dreamer holds a whole conversation', () => {
  it.each(DREAMER.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(failedChecks(c)).toEqual([]);
  });
});
