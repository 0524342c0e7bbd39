/**
 * A seeded scenario's situation and characters, independent of the trade: who calls, their story, how they
 * decide, their situational worries and objections. Texts are templates filled when a persona is composed
 * ({vendor}, {vendors}, {service}, {budget}, {over}, {extra}, {atVenue} …, see compose-persona.ts).
 */
import type { Fact, FactTopic, Pain, Persona, PersonaObjection } from './persona-types.ts';

/** A worry of the scenario, or the trade's own worry number `tradePain`. */
export type CastPain = Pain | { tradePain: number; minTrust: number };

export interface ScenarioCast {
  /** the hand-written persona for the scenario's own trade (its trade facts are composed) */
  home: Persona;
  /** where in the trade's budget range this couple sits: 0 bottom, 1 top */
  budgetLevel: number;
  /** the booked venue, when the couple shops for another trade */
  venue: string;
  /** the venue fact when the couple shops for a venue */
  venueWish: Fact;
  /** e.g. '4 p.m.' */
  ceremonyTime: string;
  /** facts that depend on the trade; budget and comparison are required, the rest come from `home` */
  facts: Partial<Record<FactTopic, Fact>> & Pick<Record<FactTopic, Fact>, 'budget' | 'comparison'>;
  decider: string;
  pains: CastPain[];
  objections: PersonaObjection[];
  openings: string[];
  nudges: string[];
  acceptances: string[];
  /** trade facts the story fixes for the home trade: an option value, or a fact of its own */
  homeTradeFacts?: Record<string, string | Fact>;
}
