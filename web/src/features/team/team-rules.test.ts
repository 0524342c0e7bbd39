import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatPointsChange,
  formatScore,
  formatSignedPercent,
  isLead,
  listOrDash,
  monthLabel,
  trendDirection,
} from './team-format';
import {
  endOfDayIso,
  validateAssignment,
  validateInvite,
  validateNewAccount,
  validateTeamName,
} from './validate-team';

const UID = '0b5c1b7e-7f7e-4a63-9a55-2f4f5d1f0c11';

describe('team display rules', () => {
  it('treats admins and managers as leads', () => {
    expect(isLead('admin')).toBe(true);
    expect(isLead('manager')).toBe(true);
    expect(isLead('member')).toBe(false);
  });

  it('formats scores, percentages and changes, with a dash when missing', () => {
    expect(formatScore(72.4)).toBe('72');
    expect(formatScore(null)).toBe('—');
    expect(formatPercent(33.6)).toBe('34%');
    expect(formatPercent(null)).toBe('—');
    expect(formatSignedPercent(12.34)).toBe('+12.3%');
    expect(formatSignedPercent(-4)).toBe('-4%');
    expect(formatSignedPercent(null)).toBe('—');
    expect(formatPointsChange(3)).toBe('+3 pts');
    expect(formatPointsChange(-1)).toBe('-1 pt');
    expect(formatPointsChange(0)).toBe('0 pts');
    expect(formatPointsChange(null)).toBeNull();
    expect(listOrDash(['Discovery', 'Closing'])).toBe('Discovery, Closing');
    expect(listOrDash([])).toBe('—');
  });

  it('points trends up or down from half a point, flat in between', () => {
    expect(trendDirection(2)).toBe('up');
    expect(trendDirection(0.5)).toBe('up');
    expect(trendDirection(0.2)).toBe('flat');
    expect(trendDirection(-0.5)).toBe('down');
    expect(trendDirection(null)).toBeNull();
  });

  it('names months', () => {
    expect(monthLabel('2026-01')).toMatch(/Jan.*2026/);
    expect(monthLabel('later')).toBe('later');
  });
});

describe('team form checks', () => {
  it('needs a team name', () => {
    expect(validateTeamName('  ')).toBe('Please enter a team name');
    expect(validateTeamName('Bloom Sales')).toBeUndefined();
  });

  it('needs a valid e-mail for an invitation', () => {
    expect(validateInvite({ email: 'nope', role: 'member' }).email).toBe(
      'Please enter a valid email address',
    );
    expect(validateInvite({ email: 'sam@studio.com', role: 'manager' })).toEqual({});
  });

  it('needs a name and a password of 8 or more for a new account', () => {
    expect(validateNewAccount({ name: ' ', password: 'short' })).toEqual({
      name: 'Please enter your name',
      password: 'Password must be at least 8 characters',
    });
    expect(validateNewAccount({ name: 'Sam', password: 'long-enough' })).toEqual({});
  });

  it('checks an assignment and builds its request, due at the end of the chosen day', () => {
    const now = new Date(2026, 0, 10, 12, 0, 0);
    const empty = validateAssignment({ userIds: [], scenarioId: '', dueDate: '', targetScore: '' }, now);
    expect(empty.body).toBeNull();
    expect(empty.errors).toEqual({
      userIds: 'Choose at least one team member',
      scenarioId: 'Choose a scenario',
      dueDate: 'Please choose a due date',
    });
    const past = validateAssignment(
      { userIds: [UID], scenarioId: 'boss-1', dueDate: '2026-01-09', targetScore: '101' },
      now,
    );
    expect(past.errors).toEqual({
      dueDate: 'Please choose today or a later date',
      targetScore: 'Target scores are whole numbers from 1 to 100',
    });
    const ok = validateAssignment(
      { userIds: [UID], scenarioId: 'boss-1', dueDate: '2026-01-10', targetScore: '80' },
      now,
    );
    expect(ok.errors).toEqual({});
    expect(ok.body).toEqual({
      userIds: [UID],
      scenarioId: 'boss-1',
      dueAt: new Date(2026, 0, 10, 23, 59, 59).toISOString(),
      targetScore: 80,
    });
    const noTarget = validateAssignment(
      { userIds: [UID], scenarioId: 'boss-1', dueDate: '2026-01-12', targetScore: ' ' },
      now,
    );
    expect(noTarget.body?.targetScore).toBeNull();
    expect(endOfDayIso('12/01/2026')).toBeNull();
  });
});
