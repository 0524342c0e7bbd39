import { describe, expect, it } from 'vitest';
import { ANALYZER_OTHER } from './conversations-analyzer-other.fixture.ts';
import { ANALYZER_STRONG } from './conversations-analyzer-strong.fixture.ts';
import { ENGINE_HAS_MOVES } from './play-conversation.ts';
import { failedChecks, scriptProblems } from './script-checks.ts';

const ANALYZER = [...ANALYZER_STRONG, ...ANALYZER_OTHER];

describe('Analyzer conversations as written', () => {
  it('are about the couple on the call, 6–14 turns each, in every style', () => {
    expect(scriptProblems('analyzer', ANALYZER)).toEqual([]);
  });
});

describe.skipIf(!ENGINE_HAS_MOVES)('an Analyzer holds a whole conversation', () => {
  it.each(ANALYZER.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    expect(failedChecks(c)).toEqual([]);
  });
});
