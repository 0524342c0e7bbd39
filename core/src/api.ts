/** The HTTP API contract: request schemas and response shapes, shared by server and web. */
import { z } from 'zod';
import { BUSINESS_NAME_MAX, tradeIdSchema, type TradeId } from './trades.ts';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: EMAIL_MESSAGE }));
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: PASSWORD_MESSAGE })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: PASSWORD_MESSAGE }).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});
/**
 * A profile change: any of name, trade and business name, at least one. An empty business name clears
 * it; a trade can be changed but not removed.
 */
export const updateProfileRequestSchema = z
  .strictObject(
    {
      name: z
        .string()
        .trim()
        .min(1, { message: 'Please enter your name' })
        .max(100, { message: 'Name must be at most 100 characters' }),
      trade: tradeIdSchema,
      businessName: z
        .string({ error: 'Business name must be text' })
        .trim()
        .max(BUSINESS_NAME_MAX, { message: `Business name must be at most ${BUSINESS_NAME_MAX} characters` })
        .nullable()
        .transform((v) => (v ? v : null)),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only name, trade and businessName can be changed here'
          : undefined,
    },
  )
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, { message: 'Please enter your current password' }).max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});

export const ROLES = ['member', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Subscription {
  tier: string;
  planName: string;
  status: string;
  practiceMinutesLimit: number;
  realCallAnalysesLimit: number;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** ISO time the free trial ends, while trialing */
  trialEndsAt?: string | null;
  /** the plan ends at currentPeriodEnd instead of renewing */
  cancelAtPeriodEnd?: boolean;
}
export interface CurrentUsage {
  /** seconds */
  practiceMinutesUsed: number;
  realCallAnalysesUsed: number;
}
export interface User {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** what every practice buyer shops for; null until chosen at the first sign-in */
  trade: TradeId | null;
  businessName: string | null;
  subscription: Subscription | null;
  currentUsage: CurrentUsage | null;
  /** Extension: whether the user is in a team (without one, GET /api/team answers 404) */
  inTeam?: boolean;
}
export interface LoginResponse {
  user: User;
  token: string;
}

export type Difficulty = 'beginner' | 'intermediate' | 'advanced' | 'expert';
export interface Scenario {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  duration: string;
  imageUrl: string;
  agentPrompt: string;
  buyerType: string;
}

export interface Video {
  id: string;
  title: string;
  description: string;
  category: string;
  duration: string;
  vimeoId: string;
}

export interface OfficeHour {
  id: string;
  title: string;
  description: string;
  host: string;
  scheduledAt: string;
  /** minutes */
  duration: number;
  registeredCount: number;
  capacity: number;
  isRegistered: boolean;
}

export interface ReportStrength {
  title: string;
  description: string;
  score: number;
}
export interface ReportImprovement {
  title: string;
  description: string;
  recommendation: string;
}
export interface Report {
  overallScore: number;
  strengths: ReportStrength[];
  improvements: ReportImprovement[];
  metrics: Array<{ skill: string; score: string }>;
  talkListenRatio: { salesPersonPercentage: number; comment: string };
  questionTypes: { problemFinding: number; criteriaFinding: number; clarifying: number; comment: string };
  buyerType: { identified: string; evidence: string; adaptationComment: string };
  actionItems: Array<{ text: string }>;
  /**
   * 'general' when the call is not a wedding consultation (B2B discovery, customer support, …) and was scored
   * on the general sales rubric; absent on reports stored before calls were told apart.
   */
  callKind?: CallKind;
  [extra: string]: unknown;
}
/** A wedding consultation, or any other sales or service call. */
export type CallKind = 'wedding' | 'general';

export type SessionType = 'practice' | 'upload';
export type SessionStatus = 'active' | 'processing' | 'completed' | 'failed';
export interface Session {
  id: string;
  type: SessionType;
  status: SessionStatus;
  /** seconds */
  duration: number;
  createdAt: string;
  fileName: string | null;
  failureReason: string | null;
  exerciseMode: { name: string; difficulty: string } | null;
  buyerAgent: { name: string; description: string } | null;
  scenario: Scenario | null;
  report?: Report;
}

export interface ReportResponse {
  session: Session;
  report: Report;
}

export interface ApiError {
  message: string;
}

export const PRACTICE_MODES = ['coaching', 'basic'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

/** POST /api/sessions/start */
export const startSessionRequestSchema = z.object({
  scenarioId: z.string().min(1, { message: 'scenarioId is required' }).max(100),
  mode: z.enum(PRACTICE_MODES).default('basic'),
  /** practising an assignment: the scenario and trade are the assignment's, whatever the caller's trade */
  assignmentId: z.uuid({ message: 'Unknown assignment' }).optional(),
});
export type StartSessionRequest = z.input<typeof startSessionRequestSchema>;

/** POST /api/sessions/{id}/end: ElevenLabs calls name the conversation id their provider announced. */
export const endSessionRequestSchema = z.object({ conversationId: z.string().max(100).optional() });

/** PUT /api/sessions/{id}/speakers ("Not you?"): the speakers who were the salesperson. */
export const speakersRequestSchema = z.object({
  salespersonSpeakers: z
    .array(z.string().min(1).max(200))
    .min(1, { message: 'Choose at least one speaker' })
    .max(20),
});

export interface StartSessionResponse {
  sessionId: string;
  conversationId: string;
  websocketUrl: string;
  agentPrompt: string;
  scenario: Scenario;
  /**
   * Extension: practice seconds left in the plan when the session started (null: unlimited).
   * The client ends the call there.
   */
  practiceSecondsLeft: number | null;
  /**
   * Extension: the buyer's ElevenLabs voice, present when ElevenLabs runs the conversation; the client
   * sends it as the initiation's `conversation_config_override.tts.voice_id`.
   */
  voiceId?: string;
}
