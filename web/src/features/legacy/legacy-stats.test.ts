import { describe, expect, it } from 'vitest';
import { figures, session } from '../../test/fixtures';
import {
  averageScore,
  formatImprovement,
  recentSessions,
  sessionDate,
  statusTone,
  trainingHours,
} from './legacy-stats';

describe('legacy dashboard figures', () => {
  it("shows the server's completed seconds as hours with one decimal", () => {
    expect(trainingHours(figures())).toBe(0);
    expect(trainingHours(figures({ completedSeconds: 5400 }))).toBe(1.5);
    expect(trainingHours(figures({ completedSeconds: 100 }))).toBe(0);
    expect(trainingHours(figures({ completedSeconds: 200 }))).toBe(0.1);
  });

  it("shows the server's mean score with one decimal, null without any", () => {
    expect(averageScore(figures())).toBeNull();
    expect(averageScore(figures({ averageScore: 77 }))).toBe(77);
    expect(averageScore(figures({ averageScore: 70.666 }))).toBe(70.7);
    expect(averageScore(figures({ averageScore: 72.45 }))).toBe(72.5);
  });

  it('formats the improvement with its sign, or a dash', () => {
    expect(formatImprovement(null)).toBe('—');
    expect(formatImprovement(33.3)).toBe('+33.3%');
    expect(formatImprovement(-25)).toBe('-25.0%');
    expect(formatImprovement(0)).toBe('0.0%');
  });

  it('lists the first 3 sessions of a newest-first list', () => {
    const list = [session({ id: 'd' }), session({ id: 'c' }), session({ id: 'b' }), session({ id: 'a' })];
    expect(recentSessions(list).map((s) => s.id)).toEqual(['d', 'c', 'b']);
    expect(recentSessions(list.slice(0, 2)).map((s) => s.id)).toEqual(['d', 'c']);
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
