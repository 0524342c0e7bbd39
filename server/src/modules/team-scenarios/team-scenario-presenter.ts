import { CASTS } from '@ringready/core/buyer-engine/personas';
import { TRADES } from '@ringready/core/trades';
import type { TeamScenario, TeamScenarioSpec, TeamScenarioStatus } from '@ringready/core/team-scenarios';
import type { TeamScenarioRow } from './team-scenario-repository.ts';

/** A team scenario as its leads read it: the spec as written, with its id, status and times. */
export function presentTeamScenario(row: TeamScenarioRow): TeamScenario {
  const spec = row.spec as TeamScenarioSpec;
  return {
    id: row.scenarioId,
    title: spec.title,
    buyerType: spec.buyerType,
    trade: spec.trade,
    difficulty: spec.difficulty,
    description: spec.description,
    ...(spec.couple ? { couple: spec.couple } : {}),
    facts: spec.facts,
    objections: spec.objections,
    ...(spec.goal ? { goal: spec.goal } : {}),
    status: row.status as TeamScenarioStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The catalogue row of a team scenario: its title and description as written, the buyer type's picture, and
 * a voice agent prompt naming the couple, what they shop for and their facts.
 */
export function scenarioRowFor(spec: TeamScenarioSpec) {
  const cast = CASTS.find((c) => c.home.buyerType === spec.buyerType) ?? CASTS[0]!;
  const who = spec.couple?.names.join(' and ') ?? 'a couple';
  const f = spec.facts;
  return {
    title: spec.title,
    description: spec.description,
    difficulty: spec.difficulty,
    duration: '10-15 min',
    imageUrl: `/images/scenarios/${cast.home.scenarioId}.svg`,
    buyerType: spec.buyerType,
    agentPrompt:
      `You are ${who}, looking for a wedding ${TRADES[spec.trade].vendor}. Stay in character as a real wedding ` +
      `client on a first consultation call. The wedding is on ${f.date} at ${f.venue} with ${f.guests} guests; ` +
      `the budget is $${f.budget}; ${f.decisionMakers.join(' and ')} decide. ` +
      (spec.objections.length ? `Raise these concerns: ${spec.objections.join(' | ')}. ` : '') +
      'Reveal worries only when asked good questions, and agree to a next step only when it has been earned.',
  };
}
