/**
 * Certification paths: a team's leads put scenarios in order, each with a pass mark, an attempt limit and a
 * due date. A member passes a step when one of their first `attemptLimit` practice reports on its scenario,
 * started by the due date, scores at least the pass mark; a path is complete when every step is passed.
 * Medals go by the best counted score: Bronze from 50, Silver from 75, Gold from 90.
 */
import { z } from 'zod';

export const MAX_PATH_STEPS = 20;
export const PATH_NAME_MAX = 120;

export const TEAM_PATH_TEXTS = {
  name: 'Please enter a name for the path',
  nameTooLong: `The path name is at most ${PATH_NAME_MAX} characters`,
  nameCharacters: 'The path name has characters that cannot be shown',
  noSteps: 'Add at least one scenario to the path',
  tooManySteps: `A path has at most ${MAX_PATH_STEPS} steps`,
  scenario: 'Choose a scenario for every step',
  duplicateScenario: 'Each scenario can be a step of the path only once',
  passMark: 'The pass mark must be a whole number from 1 to 100',
  attemptLimit: 'The attempt limit must be a whole number from 1 to 20',
  dueDateFormat: 'Please give the due date as YYYY-MM-DD',
  dueDateInPast: 'The due date must be in the future',
  scenarioNotFound: 'Scenario not found. Please choose one from the practice library.',
  notFound: 'Path not found',
  memberNotFound: 'Team member not found',
  leadsOnly: 'Only managers and admins of the team can write certification paths.',
  matrixLeadsOnly: 'Only managers and admins of the team can see the team matrix.',
  emptyPatch: 'Nothing to change: give at least one field.',
  notCertified: 'No certificate yet: the path is not complete',
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const pathStepInputSchema = z.object({
  scenarioId: z
    .string({ message: TEAM_PATH_TEXTS.scenario })
    .trim()
    .min(1, TEAM_PATH_TEXTS.scenario)
    .max(100),
  passMark: wholeIn(1, 100, TEAM_PATH_TEXTS.passMark),
  attemptLimit: wholeIn(1, 20, TEAM_PATH_TEXTS.attemptLimit),
  /** the last day (UTC) an attempt may be started, YYYY-MM-DD, after today (checked by the server) */
  dueDate: z.iso.date({ message: TEAM_PATH_TEXTS.dueDateFormat }),
});
export type PathStepInput = z.infer<typeof pathStepInputSchema>;

const nameSchema = z
  .string({ message: TEAM_PATH_TEXTS.name })
  .trim()
  .min(1, { message: TEAM_PATH_TEXTS.name })
  .max(PATH_NAME_MAX, { message: TEAM_PATH_TEXTS.nameTooLong })
  .refine((v) => !CONTROL.test(v), { message: TEAM_PATH_TEXTS.nameCharacters });

const stepsSchema = z
  .array(pathStepInputSchema, { message: TEAM_PATH_TEXTS.noSteps })
  .min(1, { message: TEAM_PATH_TEXTS.noSteps })
  .max(MAX_PATH_STEPS, { message: TEAM_PATH_TEXTS.tooManySteps })
  .refine((steps) => new Set(steps.map((s) => s.scenarioId)).size === steps.length, {
    message: TEAM_PATH_TEXTS.duplicateScenario,
  });

/** POST /api/team/paths */
export const createTeamPathRequestSchema = z.object({ name: nameSchema, steps: stepsSchema });
export type CreateTeamPathRequest = z.infer<typeof createTeamPathRequestSchema>;

/** PATCH /api/team/paths/{id}: the fields given replace the stored ones (steps as a whole list). */
export const updateTeamPathRequestSchema = z.object({
  name: nameSchema.optional(),
  steps: stepsSchema.optional(),
});

export const MEDALS = ['bronze', 'silver', 'gold'] as const;
export type Medal = (typeof MEDALS)[number];
export const medalSchema = z.enum(MEDALS).nullable();

/** The medal a score earns: Gold from 90, Silver from 75, Bronze from 50; none below 50. */
export function medalFor(score: number | null): Medal | null {
  if (score === null) return null;
  if (score >= 90) return 'gold';
  if (score >= 75) return 'silver';
  if (score >= 50) return 'bronze';
  return null;
}

/** The lower of two medals (none is lowest). */
function lowerMedal(a: Medal | null, b: Medal | null): Medal | null {
  if (a === null || b === null) return null;
  return MEDALS.indexOf(a) <= MEDALS.indexOf(b) ? a : b;
}

export const STEP_STATUSES = ['not_started', 'in_progress', 'passed', 'failed', 'overdue'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const PATH_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type PathStatus = (typeof PATH_STATUSES)[number];

export interface PathStep extends PathStepInput {
  scenarioTitle: string;
}

/** A scored practice attempt: when it started and its report's score. */
export interface ScoredAttempt {
  startedAt: Date;
  score: number;
}

export interface StepProgress {
  scenarioId: string;
  attempts: number;
  attemptsLeft: number;
  bestScore: number | null;
  medal: Medal | null;
  status: StepStatus;
  passedAt: string | null;
}

/** The end of a due date (the day is included, UTC). */
const dueEnd = (dueDate: string) => new Date(`${dueDate}T23:59:59.999Z`);

/**
 * One step for one member. Counted: attempts started by the end of the due date, the first `attemptLimit`
 * of them in order; the best of those decides the medal, and the step is passed at the first counted attempt
 * scoring the pass mark. Not passed: failed once the attempts are used up, overdue once the date is past.
 */
export function stepProgress(step: PathStepInput, attempts: ScoredAttempt[], now: Date): StepProgress {
  const end = dueEnd(step.dueDate);
  const counted = attempts
    .filter((a) => a.startedAt <= end)
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
    .slice(0, step.attemptLimit);
  const bestScore = counted.length ? Math.max(...counted.map((a) => a.score)) : null;
  const passing = counted.find((a) => a.score >= step.passMark);
  const attemptsLeft = step.attemptLimit - counted.length;
  let status: StepStatus;
  if (passing) status = 'passed';
  else if (attemptsLeft === 0) status = 'failed';
  else if (now > end) status = 'overdue';
  else status = counted.length ? 'in_progress' : 'not_started';
  return {
    scenarioId: step.scenarioId,
    attempts: counted.length,
    attemptsLeft,
    bestScore,
    medal: medalFor(bestScore),
    status,
    passedAt: passing ? passing.startedAt.toISOString() : null,
  };
}

export interface PathProgressSummary {
  status: PathStatus;
  stepsPassed: number;
  /** when complete: the lowest of the steps' medals (the path is as strong as its weakest step) */
  medal: Medal | null;
  /** when complete: the day the last step was passed */
  completedAt: string | null;
}

export function summarisePath(steps: StepProgress[]): PathProgressSummary {
  const stepsPassed = steps.filter((s) => s.status === 'passed').length;
  const complete = steps.length > 0 && stepsPassed === steps.length;
  const started = steps.some((s) => s.attempts > 0);
  return {
    status: complete ? 'complete' : started ? 'in_progress' : 'not_started',
    stepsPassed,
    medal: complete ? steps.map((s) => s.medal).reduce((a, b) => lowerMedal(a, b)) : null,
    completedAt: complete
      ? steps
          .map((s) => s.passedAt!)
          .sort()
          .at(-1)!
      : null,
  };
}

// ---- responses ------------------------------------------------------------------------------------------

export const pathStepSchema = pathStepInputSchema.extend({ scenarioTitle: z.string() });
export const teamPathSchema = z.object({
  id: z.string(),
  name: z.string(),
  steps: z.array(pathStepSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamPath = z.infer<typeof teamPathSchema>;

export const stepProgressSchema = z.object({
  scenarioId: z.string(),
  attempts: z.number(),
  attemptsLeft: z.number(),
  bestScore: z.number().nullable(),
  medal: medalSchema,
  status: z.enum(STEP_STATUSES),
  passedAt: z.string().nullable(),
});

export const memberPathProgressSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(PATH_STATUSES),
  stepsPassed: z.number(),
  medal: medalSchema,
  completedAt: z.string().nullable(),
  steps: z.array(stepProgressSchema),
});
export type MemberPathProgress = z.infer<typeof memberPathProgressSchema>;

/** GET /api/team/paths/{id}/progress: a member sees their own row, a lead everyone's. */
export const pathProgressSchema = z.object({
  path: teamPathSchema,
  members: z.array(memberPathProgressSchema),
});
export type PathProgress = z.infer<typeof pathProgressSchema>;

export const matrixCellSchema = z.object({
  pathId: z.string(),
  status: z.enum(PATH_STATUSES),
  stepsPassed: z.number(),
  medal: medalSchema,
});
/** GET /api/team/paths/matrix: the team's people × its paths. */
export const pathMatrixSchema = z.object({
  paths: z.array(z.object({ id: z.string(), name: z.string(), steps: z.number() })),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
      cells: z.array(matrixCellSchema),
    }),
  ),
});
export type PathMatrix = z.infer<typeof pathMatrixSchema>;

export const MEDAL_LABELS: Record<Medal, string> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' };
export const PATH_STATUS_LABELS: Record<PathStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  complete: 'Certified',
};
export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  passed: 'Passed',
  failed: 'Attempts used up',
  overdue: 'Overdue',
};

/** GET /api/team/paths/{id}/certificate: a lead names the member; a member's own otherwise. */
export const certificateQuerySchema = z.object({
  userId: z.uuid({ message: TEAM_PATH_TEXTS.memberNotFound }).optional(),
});
