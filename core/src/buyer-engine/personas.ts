/** The persona of each seeded scenario, and how difficulty changes what the buyer needs before agreeing. */
import type { Difficulty } from '../api.ts';
import type { Persona } from './persona-types.ts';
import { ANALYZER_PHOTOGRAPHER, ANALYZER_VENUE } from './personas-analyzer.ts';
import { BOSS_SHORT_NOTICE, BOSS_VENUE } from './personas-boss.ts';
import { DREAMER_DESTINATION, DREAMER_FLORALS } from './personas-dreamer.ts';
import { RELATER_THINK, RELATER_WITH_MOM } from './personas-relater.ts';

export const PERSONAS: readonly Persona[] = [
  BOSS_VENUE,
  ANALYZER_PHOTOGRAPHER,
  DREAMER_FLORALS,
  RELATER_WITH_MOM,
  BOSS_SHORT_NOTICE,
  ANALYZER_VENUE,
  DREAMER_DESTINATION,
  RELATER_THINK,
];

export function findPersona(scenarioId: string): Persona | undefined {
  return PERSONAS.find((p) => p.scenarioId === scenarioId);
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
