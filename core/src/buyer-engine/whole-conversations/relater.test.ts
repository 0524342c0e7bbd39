import { describe, expect, it } from 'vitest';
import { RELATER_OTHER } from './conversations-relater-other.fixture.ts';
import { RELATER_STRONG } from './conversations-relater-strong.fixture.ts';
import { ENGINE_HAS_MOVES } from './play-conversation.ts';
import { failedChecks, scriptProblems } from './script-checks.ts';

const RELATER = [...RELATER_STRONG, ...RELATER_OTHER];

describe('Relater conversations as written', () => {
  it('are about the couple on the call, 6–14 turns each, in every style', () => {
    expect(scriptProblems('relater', RELATER)).toEqual([]);
  });
});

describe.skipIf(!ENGINE_HAS_MOVES)('a Relater holds a whole conversation', () => {
  it.each(RELATER.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(failedChecks(c)).toEqual([]);
  });
});
