import { describe, expect, it } from 'vitest';
import { medalFor, stepProgress, summarisePath, type PathStepInput } from './team-paths.ts';

const step: PathStepInput = { scenarioId: 's', passMark: 70, attemptLimit: 2, dueDate: '2026-04-30' };
const at = (iso: string, score: number) => ({ startedAt: new Date(iso), score });
const BEFORE_DUE = new Date('2026-04-01T00:00:00Z');
const AFTER_DUE = new Date('2026-05-01T00:00:00Z');

describe('medalFor', () => {
  it.each([
    [null, null],
    [49, null],
    [50, 'bronze'],
    [74, 'bronze'],
    [75, 'silver'],
    [89, 'silver'],
    [90, 'gold'],
    [100, 'gold'],
  ])('%s earns %s', (score, medal) => expect(medalFor(score)).toBe(medal));
});

describe('stepProgress', () => {
  it('is not started without attempts, overdue once the due date has passed', () => {
    expect(stepProgress(step, [], BEFORE_DUE)).toMatchObject({ status: 'not_started', attemptsLeft: 2 });
    expect(stepProgress(step, [], AFTER_DUE).status).toBe('overdue');
  });

  it('passes at the first counted attempt reaching the pass mark, in start order', () => {
    const result = stepProgress(
      step,
      [at('2026-04-02T10:00:00Z', 91), at('2026-04-01T10:00:00Z', 60)],
      BEFORE_DUE,
    );
    expect(result).toEqual({
      scenarioId: 's',
      attempts: 2,
      attemptsLeft: 0,
      bestScore: 91,
      medal: 'gold',
      status: 'passed',
      passedAt: '2026-04-02T10:00:00.000Z',
    });
  });

  it('fails once the attempts are used up; later attempts do not count', () => {
    const result = stepProgress(
      step,
      [at('2026-04-01T10:00:00Z', 60), at('2026-04-02T10:00:00Z', 65), at('2026-04-03T10:00:00Z', 99)],
      BEFORE_DUE,
    );
    expect(result).toMatchObject({ status: 'failed', bestScore: 65, medal: 'bronze', attempts: 2 });
  });

  it('counts an attempt started on the due date, not the day after', () => {
    const onTheDay = stepProgress(step, [at('2026-04-30T23:59:00Z', 80)], AFTER_DUE);
    expect(onTheDay.status).toBe('passed');
    const late = stepProgress(step, [at('2026-05-01T00:00:00Z', 80)], AFTER_DUE);
    expect(late).toMatchObject({ status: 'overdue', attempts: 0, bestScore: null });
  });
});

describe('summarisePath', () => {
  it('is complete when every step is passed, with the weakest step’s medal and the last pass', () => {
    const a = stepProgress(step, [at('2026-04-01T10:00:00Z', 95)], BEFORE_DUE);
    const b = stepProgress({ ...step, scenarioId: 't' }, [at('2026-04-03T10:00:00Z', 76)], BEFORE_DUE);
    expect(summarisePath([a, b])).toEqual({
      status: 'complete',
      stepsPassed: 2,
      medal: 'silver',
      completedAt: '2026-04-03T10:00:00.000Z',
    });
  });

  it('is in progress with some steps passed, and has no medal until complete', () => {
    const a = stepProgress(step, [at('2026-04-01T10:00:00Z', 95)], BEFORE_DUE);
    const b = stepProgress({ ...step, scenarioId: 't' }, [], BEFORE_DUE);
    expect(summarisePath([a, b])).toEqual({
      status: 'in_progress',
      stepsPassed: 1,
      medal: null,
      completedAt: null,
    });
    expect(summarisePath([b]).status).toBe('not_started');
  });
});
