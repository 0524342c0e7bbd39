import { findBuyerType } from '@ringready/core/buyer-types';
import type { Report, Session, SessionStatus, SessionType } from '@ringready/core/api';
import type { reports, sessions } from '../../db/schema.ts';
import { presentScenario, type ScenarioRow } from '../catalog/catalog-presenter.ts';

type SessionRow = typeof sessions.$inferSelect;
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
    scenario: scenario ? presentScenario(scenario) : null,
    ...(report ? { report: { ...(report.data as Report), overallScore: report.overallScore } } : {}),
  };
}
