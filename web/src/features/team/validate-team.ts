/** Form checks of the team screens, with the same rules and messages as the server's. */
import {
  acceptInvitationRequestSchema,
  createAssignmentRequestSchema,
  createTeamRequestSchema,
  inviteRequestSchema,
} from '@ringready/core/team';

type Errors<K extends string> = Partial<Record<K, string>>;

function collect<K extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  fields: readonly K[],
): Errors<K> {
  const errors: Errors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0] as K;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validateTeamName(name: string): string | undefined {
  const result = createTeamRequestSchema.safeParse({ name });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export type InviteErrors = Errors<'email' | 'role'>;
export function validateInvite(values: { email: string; role: string }): InviteErrors {
  const result = inviteRequestSchema.safeParse(values);
  return result.success ? {} : collect(result.error.issues, ['email', 'role']);
}

/** A new person accepting an invitation gives a name and a password (at least 8 characters). */
export type NewAccountErrors = Errors<'name' | 'password'>;
export function validateNewAccount(values: { name: string; password: string }): NewAccountErrors {
  const result = acceptInvitationRequestSchema.safeParse({ token: 'x'.repeat(10), ...values });
  const errors = result.success ? {} : collect(result.error.issues, ['name', 'password'] as const);
  if (!values.name.trim()) errors.name = 'Please enter your name';
  return errors;
}

export interface AssignmentValues {
  userIds: string[];
  scenarioId: string;
  /** the date input's value, YYYY-MM-DD */
  dueDate: string;
  /** the target score input's text; empty for none */
  targetScore: string;
}
export type AssignmentErrors = Errors<'userIds' | 'scenarioId' | 'dueDate' | 'targetScore'>;

/** The end of a YYYY-MM-DD day in the user's time zone, as an ISO time; null for anything else. */
export function endOfDayIso(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const end = new Date(`${date}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** Today as a date input's value (YYYY-MM-DD, local time). */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Members, a scenario, a due date today or later (due at the end of that day) and an optional whole
 * target score from 1 to 100. Returns the errors and, when there are none, the request body.
 */
export function validateAssignment(
  values: AssignmentValues,
  now: Date = new Date(),
): {
  errors: AssignmentErrors;
  body: { userIds: string[]; scenarioId: string; dueAt: string; targetScore: number | null } | null;
} {
  const dueAt = endOfDayIso(values.dueDate);
  const target = values.targetScore.trim();
  const targetScore = target === '' ? null : Number(target);
  const result = createAssignmentRequestSchema.safeParse({
    userIds: values.userIds,
    scenarioId: values.scenarioId,
    dueAt: dueAt ?? '',
    targetScore,
  });
  const errors: AssignmentErrors = result.success
    ? {}
    : collect(
        result.error.issues.map((i) => ({ ...i, path: i.path[0] === 'dueAt' ? ['dueDate'] : i.path })),
        ['userIds', 'scenarioId', 'dueDate', 'targetScore'] as const,
      );
  if (!errors.dueDate && dueAt && Date.parse(dueAt) <= now.getTime()) {
    errors.dueDate = 'Please choose today or a later date';
  }
  if (errors.targetScore || (targetScore !== null && !Number.isInteger(targetScore))) {
    errors.targetScore = 'Target scores are whole numbers from 1 to 100';
  }
  const ok = Object.keys(errors).length === 0;
  return {
    errors,
    body: ok ? { userIds: values.userIds, scenarioId: values.scenarioId, dueAt: dueAt!, targetScore } : null,
  };
}
