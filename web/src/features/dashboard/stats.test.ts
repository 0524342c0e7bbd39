import { describe, expect, it } from 'vitest';
import { demoUser, report, session } from '../../test/fixtures';
import {
  averageScore,
  latestCompletedSessions,
  practiceMinutesStat,
  realCallAnalysesStat,
  scoreTrend,
  sessionStatusBadge,
  sessionTitle,
  hasViewableReport,
} from './stats';

describe('averageScore', () => {
  it('is 0 when there are no completed sessions', () => {
    expect(averageScore([])).toBe(0);
    expect(averageScore([session({ status: 'processing' }), session({ status: 'active' })])).toBe(0);
  });

  it('is the rounded mean of overallScore over completed sessions only', () => {
    const sessions = [
      session({ report: report(80) }),
      session({ report: report(71) }),
      session({ status: 'failed', report: report(10) }),
      session({ status: 'processing' }),
    ];
    expect(averageScore(sessions)).toBe(76); // (80 + 71) / 2 = 75.5 → 76
  });

  it('ignores completed sessions without a report', () => {
    expect(averageScore([session({ report: report(90) }), session()])).toBe(90);
  });
});

describe('latestCompletedSessions', () => {
  it('returns the 5 newest completed sessions, newest first', () => {
    const sessions = [
      ...Array.from({ length: 7 }, (_, i) =>
        session({ id: `c${i}`, createdAt: `2026-02-0${i + 1}T10:00:00.000Z` }),
      ),
      session({ id: 'p', status: 'processing', createdAt: '2026-03-01T00:00:00.000Z' }),
    ];
    expect(latestCompletedSessions(sessions).map((s) => s.id)).toEqual(['c6', 'c5', 'c4', 'c3', 'c2']);
  });
});

describe('scoreTrend', () => {
  it('lists scores of completed sessions oldest first', () => {
    const sessions = [
      session({ id: 'b', createdAt: '2026-02-02T00:00:00Z', report: report(70) }),
      session({ id: 'a', createdAt: '2026-02-01T00:00:00Z', report: report(60) }),
      session({ id: 'x', status: 'processing', createdAt: '2026-02-03T00:00:00Z' }),
    ];
    expect(scoreTrend(sessions).map((p) => p.score)).toEqual([60, 70]);
  });
});

describe('usage stats', () => {
  it('shows practice seconds as rounded minutes of the limit', () => {
    expect(practiceMinutesStat(demoUser)).toMatchObject({
      used: 62,
      limit: 300,
      display: '62 / 300',
      percent: 21,
    });
  });

  it('shows an unlimited practice limit (-1) as ∞', () => {
    const user = { ...demoUser, subscription: { ...demoUser.subscription!, practiceMinutesLimit: -1 } };
    expect(practiceMinutesStat(user)).toMatchObject({ display: '62 / ∞', unlimited: true, percent: 0 });
  });

  it('shows analyses used of the limit, and handles missing usage or subscription', () => {
    expect(realCallAnalysesStat(demoUser).display).toBe('2 / 10');
    expect(realCallAnalysesStat({ ...demoUser, currentUsage: null }).display).toBe('0 / 10');
    expect(realCallAnalysesStat({ subscription: null, currentUsage: null })).toMatchObject({
      display: '0',
      limit: null,
    });
  });
});

describe('session presentation', () => {
  it('maps statuses to badges', () => {
    expect(sessionStatusBadge('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(sessionStatusBadge('processing')).toEqual({ label: 'Report Pending', tone: 'yellow' });
    expect(sessionStatusBadge('failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(sessionStatusBadge('active')).toEqual({ label: 'Active', tone: 'neutral' });
  });

  it('offers a report only for completed sessions with a report', () => {
    expect(hasViewableReport(session({ report: report(50) }))).toBe(true);
    expect(hasViewableReport(session())).toBe(false);
    expect(hasViewableReport(session({ status: 'processing', report: report(50) }))).toBe(false);
  });

  it('titles practice sessions by buyer and uploads by file name', () => {
    expect(sessionTitle(session())).toBe('Relater Session');
    expect(sessionTitle(session({ buyerAgent: null }))).toBe('Practice Session');
    expect(sessionTitle(session({ type: 'upload', fileName: 'call.txt' }))).toBe('call.txt');
    expect(sessionTitle(session({ type: 'upload' }))).toBe('Uploaded Call');
  });
});
