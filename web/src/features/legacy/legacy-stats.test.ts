import { describe, expect, it } from 'vitest';
import { report, session } from '../../test/fixtures';
import {
  averageScore,
  formatImprovement,
  improvement,
  recentSessions,
  sessionDate,
  statusTone,
  trainingHours,
} from './legacy-stats';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const done = (day: number, score: number, duration = 600) =>
  session({ createdAt: at(day), report: report(score), duration });

describe('legacy dashboard figures', () => {
  it('sums completed-session durations as hours with one decimal', () => {
    expect(trainingHours([])).toBe(0);
    expect(
      trainingHours([
        done(1, 70, 1800),
        done(2, 80, 3600),
        session({ status: 'processing', duration: 7200 }),
        session({ status: 'failed', duration: 7200 }),
      ]),
    ).toBe(1.5);
    expect(trainingHours([done(1, 70, 100)])).toBe(0);
    expect(trainingHours([done(1, 70, 200)])).toBe(0.1);
  });

  it('averages completed scores with one decimal, null without any', () => {
    expect(averageScore([])).toBeNull();
    expect(averageScore([session({ status: 'processing' })])).toBeNull();
    expect(averageScore([done(1, 70), done(2, 81), done(3, 80)])).toBe(77);
    expect(averageScore([done(1, 70), done(2, 75)])).toBe(72.5);
    expect(averageScore([done(1, 70), done(2, 71), done(3, 71)])).toBe(70.7);
  });

  it('compares the later half of scores with the earlier half, oldest first', () => {
    expect(improvement([])).toBeNull();
    expect(improvement([done(1, 60)])).toBeNull();
    // given newest first: still ordered by date
    expect(improvement([done(2, 80), done(1, 60)])).toBe(33.3);
    // odd count: the later half has the extra session (60 | 70, 80 → 75)
    expect(improvement([done(1, 60), done(2, 70), done(3, 80)])).toBe(25);
    expect(improvement([done(1, 80), done(2, 80), done(3, 60), done(4, 60)])).toBe(-25);
    // processing and report-less sessions do not count
    expect(improvement([done(1, 50), session({ status: 'processing', createdAt: at(2) })])).toBeNull();
    expect(improvement([done(1, 0), done(2, 50)])).toBeNull();
  });

  it('formats the improvement with its sign, or a dash', () => {
    expect(formatImprovement(null)).toBe('—');
    expect(formatImprovement(33.3)).toBe('+33.3%');
    expect(formatImprovement(-25)).toBe('-25.0%');
    expect(formatImprovement(0)).toBe('0.0%');
  });

  it('lists the 3 most recent sessions, newest first', () => {
    const list = [done(1, 1), done(5, 5), done(3, 3), done(4, 4)];
    expect(recentSessions(list).map((s) => s.report?.overallScore)).toEqual([5, 4, 3]);
  });

  it("dates a session, or says 'Recently' without a valid date", () => {
    expect(sessionDate('2026-01-05T12:00:00.000Z')).toMatch(/2026/);
    expect(sessionDate('')).toBe('Recently');
    expect(sessionDate('not a date')).toBe('Recently');
  });

  it('colours the status', () => {
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('processing')).toBe('yellow');
    expect(statusTone('failed')).toBe('red');
    expect(statusTone('pending')).toBe('neutral');
  });
});
