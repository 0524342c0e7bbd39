/**
 * Team scenarios: a team's managers and admins write their own practice scenarios (the couple, the facts,
 * the concerns the buyer raises and the salesperson's goal). A published one is in the practice library of
 * the team's members, and nobody else's; a draft is seen by the team's leads only, who may try it first.
 */
import { z } from 'zod';
import type { Difficulty } from './api.ts';
import { BUYER_IDS, type BuyerId } from './buyer-types.ts';
import { TRADE_IDS } from './trades.ts';

export const TEAM_SCENARIO_STATUSES = ['draft', 'published'] as const;
export type TeamScenarioStatus = (typeof TEAM_SCENARIO_STATUSES)[number];
const DIFFICULTIES = [
  'beginner',
  'intermediate',
  'advanced',
  'expert',
] as const satisfies readonly Difficulty[];

/** At most this many concerns per scenario, and this many people who decide. */
export const MAX_OBJECTIONS = 10;
export const MAX_DECISION_MAKERS = 5;

export const TEAM_SCENARIO_TEXTS = {
  dateInPast: 'The wedding date must be in the future.',
  dateFormat: 'Please give the wedding date as YYYY-MM-DD.',
  guests: 'The number of guests must be a whole number of at least 1.',
  guestsTooMany: 'The number of guests can be at most 5,000.',
  budget: 'The budget must be an amount above $0.',
  budgetTooLarge: 'The budget can be at most $10,000,000.',
  decisionMakers: 'Name at least one person who decides.',
  objections: `Give at most ${MAX_OBJECTIONS} concerns.`,
  notFound: 'Scenario not found',
  leadsOnly: 'Only managers and admins of the team can write team scenarios.',
  emptyPatch: 'Nothing to change: give at least one field.',
} as const;

/** Printable text: trimmed, within a length, with no control characters (line breaks allowed). */
const text = (what: string, max: number) =>
  z
    .string({ message: `Please enter ${what}` })
    .trim()
    .min(1, { message: `Please enter ${what}` })
    .max(max, { message: `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${max} characters` })
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), {
      message: `${what[0]!.toUpperCase()}${what.slice(1)} has characters that cannot be shown`,
    });

export const teamScenarioFactsSchema = z.object({
  /** the wedding day, YYYY-MM-DD, after today (checked by the server against its clock) */
  date: z.iso.date({ message: TEAM_SCENARIO_TEXTS.dateFormat }),
  guests: z
    .number({ message: TEAM_SCENARIO_TEXTS.guests })
    .int({ message: TEAM_SCENARIO_TEXTS.guests })
    .min(1, { message: TEAM_SCENARIO_TEXTS.guests })
    .max(5000, { message: TEAM_SCENARIO_TEXTS.guestsTooMany }),
  venue: text('the venue', 200),
  /** dollars the couple has for this trade */
  budget: z
    .number({ message: TEAM_SCENARIO_TEXTS.budget })
    .positive({ message: TEAM_SCENARIO_TEXTS.budget })
    .max(10_000_000, { message: TEAM_SCENARIO_TEXTS.budgetTooLarge }),
  decisionMakers: z
    .array(text('the name of who decides', 80))
    .min(1, { message: TEAM_SCENARIO_TEXTS.decisionMakers })
    .max(MAX_DECISION_MAKERS, { message: `Name at most ${MAX_DECISION_MAKERS} people who decide.` }),
  style: text('the style', 200).optional(),
  /** the trade's own items, e.g. {label: 'coverage', value: '8 hours'} */
  tradeItems: z
    .array(z.object({ label: text('the item', 60), value: text('the item’s value', 200) }))
    .max(10, { message: 'Give at most 10 trade items.' })
    .optional(),
});

export const teamScenarioCoupleSchema = z.object({
  /** the person on the call first, then their partner */
  names: z
    .array(text('a name', 60))
    .min(1, { message: 'Name the person on the call.' })
    .max(2, { message: 'Name the couple: at most two names.' }),
  /** someone else on the call, e.g. {name: 'Linda', role: 'mother of the bride'} */
  alsoOnCall: z.object({ name: text('a name', 60), role: text('their role', 60) }).optional(),
});

const scenarioFields = {
  title: text('a title', 120),
  buyerType: z.enum(BUYER_IDS as [BuyerId, ...BuyerId[]], {
    message: 'buyerType must be analyzer, boss, dreamer or relater',
  }),
  trade: z.enum(TRADE_IDS, { message: 'Unknown trade' }),
  difficulty: z.enum(DIFFICULTIES, {
    message: 'difficulty must be beginner, intermediate, advanced or expert',
  }),
  description: text('a description', 2000),
  couple: teamScenarioCoupleSchema.optional(),
  facts: teamScenarioFactsSchema,
  /** the concerns the buyer raises, in the order they come up */
  objections: z
    .array(text('the concern', 300))
    .max(MAX_OBJECTIONS, { message: TEAM_SCENARIO_TEXTS.objections })
    .default([]),
  /** what the salesperson should achieve on the call */
  goal: text('the goal', 300).optional(),
  status: z.enum(TEAM_SCENARIO_STATUSES, { message: 'status must be draft or published' }).default('draft'),
};

/** POST /api/team/scenarios → TeamScenario (201) */
export const createTeamScenarioRequestSchema = z.object(scenarioFields);
export type CreateTeamScenarioRequest = z.input<typeof createTeamScenarioRequestSchema>;
export type TeamScenarioInput = z.output<typeof createTeamScenarioRequestSchema>;

/** PATCH /api/team/scenarios/{id} → TeamScenario: the fields given replace the stored ones (facts by field). */
export const updateTeamScenarioRequestSchema = z
  .object({
    ...scenarioFields,
    facts: teamScenarioFactsSchema.partial(),
    objections: scenarioFields.objections.removeDefault(),
    status: scenarioFields.status.removeDefault(),
  })
  .partial();
export type UpdateTeamScenarioRequest = z.input<typeof updateTeamScenarioRequestSchema>;

/** What the buyer engine needs of a team scenario to play it (stored beside the scenario). */
export type TeamScenarioSpec = Omit<TeamScenarioInput, 'status'>;

export const teamScenarioSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  buyerType: z.enum(BUYER_IDS as [BuyerId, ...BuyerId[]]),
  trade: z.enum(TRADE_IDS),
  difficulty: z.enum(DIFFICULTIES),
  description: z.string(),
  couple: z
    .strictObject({
      names: z.array(z.string()),
      alsoOnCall: z.strictObject({ name: z.string(), role: z.string() }).optional(),
    })
    .optional(),
  facts: z.strictObject({
    date: z.string(),
    guests: z.number().int(),
    venue: z.string(),
    budget: z.number(),
    decisionMakers: z.array(z.string()),
    style: z.string().optional(),
    tradeItems: z.array(z.strictObject({ label: z.string(), value: z.string() })).optional(),
  }),
  objections: z.array(z.string()),
  goal: z.string().optional(),
  status: z.enum(TEAM_SCENARIO_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TeamScenario = z.infer<typeof teamScenarioSchema>;
