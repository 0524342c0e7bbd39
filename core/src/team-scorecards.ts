/**
 * Team scorecards: the checks a team's leads grade every call of their members on. A check asks whether
 * the salesperson asked about a topic (`asks_about`), said a phrase or its meaning (`says`), or avoided a
 * phrase or tactic (`avoids`); each has a weight, and the call passes at the pass mark. The newest
 * scorecard is the team's active one unless a lead makes another active.
 */
import { z } from 'zod';

export const CHECK_KINDS = ['asks_about', 'says', 'avoids'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const MAX_CHECKS = 50;

export const TEAM_SCORECARD_TEXTS = {
  tooManyChecks: `A scorecard has at most ${MAX_CHECKS} checks.`,
  noChecks: 'Add at least one check.',
  passMark: 'The pass mark is a whole number from 0 to 100.',
  weight: 'Each weight is a whole number from 1 to 10.',
  topicNeeded: 'An asks_about check needs a topic.',
  phraseNeeded: 'A says or avoids check needs a phrase.',
  kind: 'Each check’s kind is asks_about, says or avoids.',
  notFound: 'Scorecard not found',
  leadsOnly: 'Only managers and admins of the team can write scorecards.',
  emptyPatch: 'Nothing to change: give at least one field.',
} as const;

/** Printable text: trimmed, within a length, with no control characters. */
const text = (what: string, max: number) =>
  z
    .string({ message: `Please enter ${what}` })
    .trim()
    .min(1, { message: `Please enter ${what}` })
    .max(max, { message: `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${max} characters` })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
      message: `${what[0]!.toUpperCase()}${what.slice(1)} has characters that cannot be shown`,
    });

export const scorecardCheckSchema = z
  .object({
    label: text('a label for each check', 120),
    kind: z.enum(CHECK_KINDS, { message: TEAM_SCORECARD_TEXTS.kind }),
    topic: text('the topic', 120).optional(),
    phrase: text('the phrase', 200).optional(),
    weight: z
      .number({ message: TEAM_SCORECARD_TEXTS.weight })
      .int({ message: TEAM_SCORECARD_TEXTS.weight })
      .min(1, { message: TEAM_SCORECARD_TEXTS.weight })
      .max(10, { message: TEAM_SCORECARD_TEXTS.weight })
      .default(1),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'asks_about' && !c.topic)
      ctx.addIssue({ code: 'custom', message: TEAM_SCORECARD_TEXTS.topicNeeded });
    if (c.kind !== 'asks_about' && !c.phrase)
      ctx.addIssue({ code: 'custom', message: TEAM_SCORECARD_TEXTS.phraseNeeded });
  });
export type ScorecardCheck = z.output<typeof scorecardCheckSchema>;

const passMark = z
  .number({ message: TEAM_SCORECARD_TEXTS.passMark })
  .int({ message: TEAM_SCORECARD_TEXTS.passMark })
  .min(0, { message: TEAM_SCORECARD_TEXTS.passMark })
  .max(100, { message: TEAM_SCORECARD_TEXTS.passMark });
const checks = z
  .array(scorecardCheckSchema)
  .min(1, { message: TEAM_SCORECARD_TEXTS.noChecks })
  .max(MAX_CHECKS, { message: TEAM_SCORECARD_TEXTS.tooManyChecks });

/** POST /api/team/scorecards → TeamScorecard (201; it becomes the team's active scorecard) */
export const createScorecardRequestSchema = z.object({ name: text('a name', 120), passMark, checks });
export type CreateScorecardRequest = z.input<typeof createScorecardRequestSchema>;

/** PATCH /api/team/scorecards/{id} → TeamScorecard: the fields given replace the stored ones; active picks it. */
export const updateScorecardRequestSchema = z
  .object({ name: text('a name', 120), passMark, checks, active: z.literal(true) })
  .partial();

export const teamScorecardSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  passMark: z.number().int(),
  checks: z.array(
    z.strictObject({
      label: z.string(),
      kind: z.enum(CHECK_KINDS),
      topic: z.string().optional(),
      phrase: z.string().optional(),
      weight: z.number().int(),
    }),
  ),
  /** the scorecard the team's calls are graded on now */
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TeamScorecard = z.infer<typeof teamScorecardSchema>;

/** A report's grading on the team's scorecard, with the salesperson's quotes that decided each check. */
export interface ReportScorecard {
  name: string;
  /** 0–100: the weight of the checks passed over the weight of all */
  score: number;
  passed: boolean;
  passMark: number;
  checks: Array<{ label: string; passed: boolean; evidence: string[] }>;
}
