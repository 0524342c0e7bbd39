/**
 * A seeded scenario's situation and characters, independent of the trade: who calls, their story, how they
 * decide, their situational worries and objections. Texts are templates filled when a persona is composed
 * ({vendor}, {vendors}, {service}, {budget}, {over}, {extra}, {atVenue} …, see compose-persona.ts).
 */
import type { CoreFactTopic, Fact, HomePersona, Pain, PersonaObjection } from './persona-types.ts';

/**
 * The couple's story around the purchase (see StoryTopic). Lists are options: one is drawn per seed
 * (per seed and trade for how they found the vendor).
 */
export interface CastStory {
  sources: Fact[];
  othersView: Fact;
  honeymoons: Fact[];
  proposal: Fact;
  travel: Fact;
  inspirations: Fact[];
  extras: Fact[];
  progress: Fact;
  /** the kind of ceremony (religious, civil, symbolic) and who leads it */
  ceremony: Fact;
}

/** A worry of the scenario, or the trade's own worry number `tradePain`. */
export type CastPain = Pain | { tradePain: number; minTrust: number };

export interface ScenarioCast {
  /** the hand-written persona for the scenario's own trade (its trade facts are composed) */
  home: HomePersona;
  /** where in the trade's budget range this couple sits: 0 bottom, 1 top */
  budgetLevel: number;
  /** the booked venue, when the couple shops for another trade */
  venue: string;
  /** the venue fact when the couple shops for a venue */
  venueWish: Fact;
  /** e.g. '4 p.m.' */
  ceremonyTime: string;
  /** facts that depend on the trade; budget and comparison are required, the rest come from `home` */
  facts: Partial<Record<CoreFactTopic, Fact>> & Pick<Record<CoreFactTopic, Fact>, 'budget' | 'comparison'>;
  decider: string;
  pains: CastPain[];
  objections: PersonaObjection[];
  openings: string[];
  nudges: string[];
  acceptances: string[];
  story: CastStory;
  /** trade facts the story fixes for the home trade: an option value, or a fact of its own */
  homeTradeFacts?: Record<string, string | Fact>;
}
