/** The seeded scenarios (a cast each), their personas, and how difficulty changes what the buyer needs. */
import type { Difficulty } from '../api.ts';
import type { TradeId } from '../trades.ts';
import { ANALYZER_COMPARE_CAST, ANALYZER_CONTRACT_CAST } from './casts-analyzer.ts';
import { BOSS_SHORT_NOTICE_CAST, BOSS_VENUE_CAST } from './casts-boss.ts';
import { DREAMER_DESTINATION_CAST, DREAMER_GARDEN_CAST } from './casts-dreamer.ts';
import { RELATER_THINK_CAST, RELATER_WITH_MOM_CAST } from './casts-relater.ts';
import { composeFromCast } from './compose-persona.ts';
import type { Persona } from './persona-types.ts';
import type { ScenarioCast } from './scenario-cast.ts';

export const CASTS: readonly ScenarioCast[] = [
  BOSS_VENUE_CAST,
  ANALYZER_COMPARE_CAST,
  DREAMER_GARDEN_CAST,
  RELATER_WITH_MOM_CAST,
  BOSS_SHORT_NOTICE_CAST,
  ANALYZER_CONTRACT_CAST,
  DREAMER_DESTINATION_CAST,
  RELATER_THINK_CAST,
];

export function findCast(scenarioId: string): ScenarioCast | undefined {
  return CASTS.find((c) => c.home.scenarioId === scenarioId);
}

/**
 * The persona of a scenario for a trade (the scenario's own trade when omitted); the seed draws the
 * facts the story leaves open. Undefined for an unknown scenario.
 */
export function composePersona(
  scenarioId: string,
  trade?: TradeId,
  seed: number | string = scenarioId,
): Persona | undefined {
  const cast = findCast(scenarioId);
  return cast ? composeFromCast(cast, trade ?? cast.home.trade, seed) : undefined;
}

/** Each scenario's persona for its own trade. */
export const PERSONAS: readonly Persona[] = CASTS.map((c) =>
  composeFromCast(c, c.home.trade, c.home.scenarioId),
);

export function findPersona(scenarioId: string): Persona | undefined {
  return composePersona(scenarioId);
}

export interface DifficultyRules {
  startTrust: number;
  /** trust (0-100) needed before a next step is agreed */
  trustNeeded: number;
  /** distinct discovery topics asked about */
  topicsNeeded: number;
  painsNeeded: number;
  /** objections raised and handled before agreeing */
  objectionsNeeded: number;
  /** multiplier on trust lost to bad moves */
  penalty: number;
}

export const DIFFICULTY_RULES: Record<Difficulty, DifficultyRules> = {
  beginner: {
    startTrust: 40,
    trustNeeded: 55,
    topicsNeeded: 2,
    painsNeeded: 1,
    objectionsNeeded: 1,
    penalty: 0.8,
  },
  intermediate: {
    startTrust: 35,
    trustNeeded: 62,
    topicsNeeded: 3,
    painsNeeded: 1,
    objectionsNeeded: 1,
    penalty: 1,
  },
  advanced: {
    startTrust: 30,
    trustNeeded: 68,
    topicsNeeded: 3,
    painsNeeded: 2,
    objectionsNeeded: 2,
    penalty: 1.2,
  },
  expert: {
    startTrust: 25,
    trustNeeded: 72,
    topicsNeeded: 4,
    painsNeeded: 2,
    objectionsNeeded: 2,
    penalty: 1.5,
  },
};

export function rulesFor(persona: Persona): DifficultyRules {
  return DIFFICULTY_RULES[persona.difficulty];
}
