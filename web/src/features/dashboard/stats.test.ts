import { describe, expect, it } from 'vitest';
import { demoUser, figures, report, session } from '../../test/fixtures';
import {
  latestCompletedSessions,
  practiceMinutesStat,
  realCallAnalysesStat,
  roundedAverageScore,
  sessionStatusBadge,
  sessionTitle,
  hasViewableReport,
} from './stats';

describe('roundedAverageScore', () => {
  it("rounds the server's mean, and is 0 without completed sessions", () => {
    expect(roundedAverageScore(figures({ averageScore: 75.5 }))).toBe(76);
    expect(roundedAverageScore(figures({ averageScore: 71.49 }))).toBe(71);
    expect(roundedAverageScore(figures({ averageScore: null }))).toBe(0);
  });
});

describe('latestCompletedSessions', () => {
  it('keeps the first 5 completed sessions of a newest-first list', () => {
    const sessions = [
      session({ id: 'p', status: 'processing' }),
      ...Array.from({ length: 7 }, (_, i) => session({ id: `c${6 - i}` })),
      session({ id: 'f', status: 'failed' }),
    ];
    expect(latestCompletedSessions(sessions).map((s) => s.id)).toEqual(['c6', 'c5', 'c4', 'c3', 'c2']);
    expect(latestCompletedSessions(sessions, 2).map((s) => s.id)).toEqual(['c6', 'c5']);
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
