import { describe, expect, it } from 'vitest';
import { completedAt, deriveStatus, type AssignmentProgress } from './assignment-status.ts';

const due = new Date('2025-06-20T12:00:00Z');
const before = new Date('2025-06-19T12:00:00Z');
const after = new Date('2025-06-21T12:00:00Z');
const progress = (p: Partial<AssignmentProgress>): AssignmentProgress => ({
  dueAt: due,
  targetScore: 70,
  onTimeSessions: 0,
  onTimeBest: null,
  bestScore: null,
  firstMetAt: null,
  firstDoneAt: null,
  ...p,
});

describe('assignment status', () => {
  it('is done when practice by the due time reached the target, or any without one', () => {
    expect(deriveStatus(progress({ onTimeSessions: 2, onTimeBest: 70 }), after)).toBe('done');
    expect(deriveStatus(progress({ onTimeSessions: 1, targetScore: null }), before)).toBe('done');
  });

  it('is below target when practice by the due time stayed under it', () => {
    expect(deriveStatus(progress({ onTimeSessions: 1, onTimeBest: 69 }), before)).toBe('below_target');
    expect(deriveStatus(progress({ onTimeSessions: 1, onTimeBest: null }), after)).toBe('below_target');
  });

  it('is late past the due time without practice in time, and pending before it', () => {
    expect(deriveStatus(progress({ bestScore: 95, firstMetAt: after }), after)).toBe('late');
    expect(deriveStatus(progress({}), due)).toBe('pending');
    expect(deriveStatus(progress({}), before)).toBe('pending');
  });

  it('completes at the first session that reached the target, else the first one', () => {
    expect(completedAt(progress({ firstMetAt: after, firstDoneAt: before }))).toEqual(after);
    expect(completedAt(progress({ firstDoneAt: before }))).toEqual(before);
    expect(completedAt(progress({}))).toBeNull();
  });
});
