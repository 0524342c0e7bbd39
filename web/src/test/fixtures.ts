import type { OfficeHour, Report, Session, User } from '@ringready/core/api';
import type { SessionFigures, SessionSummary } from '@ringready/core/sessions';

export const demoUser: User = {
  id: 'u1',
  name: 'Demo Planner',
  email: 'demo@ringready.app',
  role: 'member',
  trade: 'planner',
  businessName: 'Demo Weddings',
  subscription: {
    tier: 'tier2',
    planName: 'Professional',
    status: 'active',
    practiceMinutesLimit: 300,
    realCallAnalysesLimit: 10,
    currentPeriodStart: '2026-01-01T00:00:00.000Z',
    currentPeriodEnd: '2026-02-01T00:00:00.000Z',
  },
  currentUsage: { practiceMinutesUsed: 3690, realCallAnalysesUsed: 2 },
};

export function report(overallScore: number): Report {
  return {
    overallScore,
    strengths: [],
    improvements: [],
    metrics: [],
    talkListenRatio: { salesPersonPercentage: 55, comment: '' },
    questionTypes: { problemFinding: 1, criteriaFinding: 1, clarifying: 1, comment: '' },
    buyerType: { identified: 'relater', evidence: '', adaptationComment: '' },
    actionItems: [],
  };
}

let n = 0;
export function session(overrides: Partial<Session> = {}): Session {
  n += 1;
  return {
    id: `s${n}`,
    type: 'practice',
    status: 'completed',
    duration: 600,
    createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
    fileName: null,
    failureReason: null,
    exerciseMode: { name: 'Discovery call', difficulty: 'intermediate' },
    buyerAgent: { name: 'Relater', description: 'Warm' },
    scenario: null,
    ...overrides,
  };
}

/** A session as the lists send it (GET /api/sessions): a report is reduced to its score. */
export function sessionSummary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  const { report: _full, ...rest } = session();
  return { ...rest, ...overrides };
}

export function officeHour(overrides: Partial<OfficeHour> = {}): OfficeHour {
  return {
    id: 'oh1',
    title: 'Handling price objections',
    description: 'Bring your toughest calls.',
    host: 'Coach Maya',
    scheduledAt: '2030-03-01T17:00:00.000Z',
    duration: 60,
    registeredCount: 3,
    capacity: 10,
    isRegistered: false,
    ...overrides,
  };
}

/** GET /api/sessions/figures for a user without sessions, with overrides. */
export function figures(overrides: Partial<SessionFigures> = {}): SessionFigures {
  return {
    total: 0,
    completed: 0,
    processing: 0,
    failed: 0,
    completedSeconds: 0,
    averageScore: null,
    improvement: null,
    scoreTrend: [],
    ...overrides,
  };
}
