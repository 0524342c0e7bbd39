import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  ApiKeySummary,
  CreatedApiKey,
  WebhookDeliverySummary,
  WebhookEndpointSummary,
} from './api-access.ts';
import type {
  ApiError,
  LoginResponse,
  OfficeHour,
  Report,
  ReportResponse,
  Scenario,
  Session,
  User,
  Video,
} from './api.ts';
import * as s from './api-schemas.ts';
import type { SessionFigures, SessionSummary } from './sessions.ts';
import type { Assignment, Team, TeamInvitation, TeamMember, TeamStats } from './team.ts';

type Out<T extends z.ZodType> = z.output<T>;
/** an intersection written out as one object type, so that equal fields compare equal */
type Flat<T> = { [K in keyof T]: T[K] };

describe('response schemas and response interfaces are the same types', () => {
  // checked by the compiler (tsc -p core): a field added to one side and not the other fails the build
  it('agree field for field', () => {
    expectTypeOf<Out<typeof s.apiErrorSchema>>().toEqualTypeOf<ApiError>();
    expectTypeOf<Out<typeof s.userSchema>>().toEqualTypeOf<User>();
    expectTypeOf<Out<typeof s.loginResponseSchema>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<Out<typeof s.scenarioSchema>>().toEqualTypeOf<Scenario>();
    expectTypeOf<Out<typeof s.videoSchema>>().toEqualTypeOf<Video>();
    expectTypeOf<Out<typeof s.officeHourSchema>>().toEqualTypeOf<OfficeHour>();
    expectTypeOf<Out<typeof s.sessionSummarySchema>>().toEqualTypeOf<Flat<SessionSummary>>();
    expectTypeOf<Out<typeof s.sessionFiguresSchema>>().toEqualTypeOf<SessionFigures>();
    expectTypeOf<Out<typeof s.apiKeySummarySchema>>().toEqualTypeOf<ApiKeySummary>();
    expectTypeOf<Out<typeof s.createdApiKeySchema>>().toEqualTypeOf<CreatedApiKey>();
    expectTypeOf<Out<typeof s.webhookEndpointSummarySchema>>().toEqualTypeOf<WebhookEndpointSummary>();
    expectTypeOf<Out<typeof s.webhookDeliverySummarySchema>>().toEqualTypeOf<WebhookDeliverySummary>();
    expectTypeOf<Out<typeof s.teamInvitationSchema>>().toEqualTypeOf<TeamInvitation>();
    expectTypeOf<Out<typeof s.teamMemberSchema>>().toEqualTypeOf<TeamMember>();
    expectTypeOf<Out<typeof s.teamSchema>>().toEqualTypeOf<Team>();
    expectTypeOf<Out<typeof s.teamStatsSchema>>().toEqualTypeOf<TeamStats>();
    expectTypeOf<Out<typeof s.assignmentSchema>>().toEqualTypeOf<Assignment>();
  });

  it('agree on reports, whose extra fields pass through in both', () => {
    expectTypeOf<Out<typeof s.reportSchema>>().toExtend<Report>();
    expectTypeOf<Report>().toExtend<Out<typeof s.reportSchema>>();
    expectTypeOf<Out<typeof s.sessionSchema>>().toExtend<Session>();
    expectTypeOf<Session>().toExtend<Out<typeof s.sessionSchema>>();
    expectTypeOf<Out<typeof s.reportResponseSchema>>().toExtend<ReportResponse>();
    expectTypeOf<ReportResponse>().toExtend<Out<typeof s.reportResponseSchema>>();
  });
});

const summary = {
  id: '0b7a4c36-2a43-4f55-8f6b-0c1e0f5e2a11',
  type: 'upload',
  status: 'completed',
  duration: 0,
  createdAt: '2025-05-01T10:00:00.000Z',
  fileName: 'call.txt',
  failureReason: null,
  exerciseMode: null,
  buyerAgent: null,
  scenario: null,
  report: { overallScore: 72 },
};

describe('response schemas at run time', () => {
  it('accept a session summary and refuse one with a field the contract does not name', () => {
    expect(s.sessionSummarySchema.safeParse(summary).success).toBe(true);
    const extra = s.sessionSummarySchema.safeParse({ ...summary, engineState: {} });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuse a summary whose time is not ISO 8601 or whose status is unknown', () => {
    expect(s.sessionSummarySchema.safeParse({ ...summary, createdAt: 'May 1st' }).success).toBe(false);
    expect(s.sessionSummarySchema.safeParse({ ...summary, status: 'queued' }).success).toBe(false);
  });

  it('keep a report’s extra analysis fields but require its stable ones', () => {
    const report = {
      overallScore: 80,
      strengths: [],
      improvements: [],
      metrics: [{ skill: 'Discovery', score: '4/5' }],
      talkListenRatio: { salesPersonPercentage: 45, comment: 'Balanced' },
      questionTypes: { problemFinding: 3, criteriaFinding: 2, clarifying: 1, comment: '' },
      buyerType: { identified: 'Relater', evidence: '', adaptationComment: '' },
      actionItems: [{ text: 'Ask about the date' }],
      rubric: [{ area: 'Discovery' }],
    };
    expect(s.reportSchema.parse(report).rubric).toEqual([{ area: 'Discovery' }]);
    const { talkListenRatio: _dropped, ...incomplete } = report;
    expect(s.reportSchema.safeParse(incomplete).success).toBe(false);
  });
});
