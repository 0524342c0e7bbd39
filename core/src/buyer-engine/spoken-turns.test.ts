/**
 * Voice-practice turns (speech-recognition text, informal phrasings, a second question with no fact behind
 * it) measured over every buyer type, five trades and three seeds with the conversation-turn judge.
 */
import { describe, expect, it } from 'vitest';
import { runTurnGrid, turnGridSummary as summary } from './conversation-check.ts';
import { SPOKEN_RUN_ONCE, SPOKEN_TURNS } from './spoken-turns.fixture.ts';

describe('spoken and informal turns', () => {
  it('covers every subject asked, for every buyer type, trade and seed', () => {
    const g = runTurnGrid(SPOKEN_TURNS);
    if (process.env.TURN_REPORT) console.info(summary(g), '\n', g.misses.slice(0, 60).join('\n'));
    // measured before the engine was changed for these turns: 1134/3216 turns fully covered (boss 276/804,
    // analyzer 276/804, dreamer 306/804, relater 276/804), 2430/4704 asked subjects covered
    expect(g.turns).toBeGreaterThan(1000);
    expect(g.misses.slice(0, 10)).toEqual([]);
  }, 30_000);
});

describe('spoken turns written after tuning, run once', () => {
  it('are answered on the same grid (score reported, not tuned)', () => {
    const g = runTurnGrid(SPOKEN_RUN_ONCE);
    if (process.env.TURN_REPORT) console.info(summary(g), '\n', g.misses.slice(0, 40).join('\n'));
    // run once: 816/1152 turns, 1464/1824 asked subjects (misses: "when's the wedding and where's it at" loses
    // the venue, "what made you guys reach out to us" is read as priorities, "getting hitched" is not the
    // venue, and a DJ's "are you having a first dance?" has a fact the fixture did not expect)
    expect(g.turns).toBeGreaterThan(1000);
    expect(g.covered / g.topics).toBeGreaterThan(0.75);
  }, 30_000);
});
