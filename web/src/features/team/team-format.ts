/** Pure display rules of the team screens: roles, scores, changes, trend direction and months. */
import type { TeamRole } from '@ringready/core/team';
import { capitalize } from '../../lib/utils';

/** Admins and managers lead a team: they see everyone's figures and manage invitations and assignments. */
export function isLead(role: TeamRole): boolean {
  return role === 'admin' || role === 'manager';
}

export function roleLabel(role: string): string {
  return capitalize(role);
}

/** A 0–100 score rounded, or '—' when there is none. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? String(Math.round(score)) : '—';
}

/** A percentage rounded to a whole number, or '—'. */
export function formatPercent(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)}%` : '—';
}

/** A percent change with its sign and one decimal ('+12.5%', '-3%'), or '—'. */
export function formatSignedPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** A change in score points with its sign ('+3 pts', '-2 pts', '0 pts'), or null without one. */
export function formatPointsChange(change: number | null | undefined): string | null {
  if (typeof change !== 'number' || !Number.isFinite(change)) return null;
  const rounded = Math.round(change * 10) / 10;
  const unit = Math.abs(rounded) === 1 ? 'pt' : 'pts';
  return `${rounded > 0 ? '+' : ''}${rounded} ${unit}`;
}

export type TrendDirection = 'up' | 'down' | 'flat';

/** Up or down for a change of at least half a point either way, flat otherwise; null without a change. */
export function trendDirection(change: number | null | undefined): TrendDirection | null {
  if (typeof change !== 'number' || !Number.isFinite(change)) return null;
  if (change >= 0.5) return 'up';
  if (change <= -0.5) return 'down';
  return 'flat';
}

/** 'YYYY-MM' as a short month and year in the user's locale ('Jan 2026'); other text unchanged. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A list of skill areas as one line, or '—' when empty. */
export function listOrDash(items: readonly string[] | null | undefined): string {
  return items && items.length > 0 ? items.join(', ') : '—';
}

export const TEAM_TITLE = 'Team Performance Dashboard';
