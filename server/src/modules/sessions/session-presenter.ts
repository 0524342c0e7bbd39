import { findBuyerType } from '@ringready/core/buyer-types';
import type { Report, Session, SessionStatus, SessionType } from '@ringready/core/api';
import type { SessionSummary } from '@ringready/core/sessions';
import type { reports, sessions } from '../../db/schema.ts';
import { presentScenario, type ScenarioRow } from '../catalog/catalog-presenter.ts';

/** The session columns lists and pages show (never the buyer's engine state). */
export type SessionRow = Pick<
  typeof sessions.$inferSelect,
  | 'id'
  | 'type'
  | 'status'
  | 'durationSeconds'
  | 'createdAt'
  | 'fileName'
  | 'failureReason'
  | 'mode'
  | 'buyerType'
  | 'trade'
>;
type ReportRow = typeof reports.$inferSelect;

const MODE_NAMES: Record<string, string> = {
  coaching: 'Practice with AI Coaching',
  basic: 'Basic Practice Mode',
};

/** The API's Session: the row with its scenario, buyer agent, exercise mode and (when done) the report. */
export function presentSession(
  row: SessionRow,
  scenario: ScenarioRow | null,
  report: ReportRow | null,
): Session {
  const summary: Omit<Session, 'report'> = presentSessionSummary(row, scenario, null);
  return report
    ? { ...summary, report: { ...(report.data as Report), overallScore: report.overallScore } }
    : summary;
}

/** A list's session: the same fields with the report reduced to its score. */
export function presentSessionSummary(
  row: SessionRow,
  scenario: ScenarioRow | null,
  overallScore: number | null,
): SessionSummary {
  const buyer = findBuyerType(row.buyerType ?? scenario?.buyerType);
  return {
    id: row.id,
    type: row.type as SessionType,
    status: row.status as SessionStatus,
    duration: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    fileName: row.fileName,
    failureReason: row.failureReason,
    exerciseMode:
      row.type === 'practice'
        ? {
            name: MODE_NAMES[row.mode ?? ''] ?? 'Practice Session',
            difficulty: scenario?.difficulty ?? 'intermediate',
          }
        : null,
    buyerAgent: buyer ? { name: buyer.name, description: buyer.description } : null,
    scenario: scenario ? presentScenario(scenario, row.trade) : null,
    ...(overallScore === null ? {} : { report: { overallScore } }),
  };
}
