/**
 * What a couple shopping for one trade knows and worries about: the trade's own question topics (with the
 * answers a couple might give), a realistic budget range, needs, priorities per buyer type, pains and the
 * questions the couple asks back. Texts are templates: {guests}, {budget}, {vendor}, {coverage} … are filled
 * when a persona is composed (compose-persona.ts).
 */
import type { BuyerId } from '../../buyer-types.ts';
import type { TradeId } from '../../trades.ts';
import type { Fact } from '../persona-types.ts';

export interface TradeTopicSpec {
  /** 'coverage' → the TradeTopic 'photographer.coverage'; also the {coverage} placeholder */
  key: string;
  /** for prompts: 'hours of coverage' */
  label: string;
  /** recognises a salesperson question about this topic */
  pattern: RegExp;
  /** the answers a couple might have; one is chosen per call */
  options: Fact[];
}

export interface TradeProfile {
  trade: TradeId;
  /** plural, as a couple says it: 'photographers' */
  vendors: string;
  /** for scenario titles: 'Photography' */
  titleService: string;
  /** the next step a salesperson of this trade earns: 'consultation' */
  nextStep: string;
  /** a realistic budget range in dollars; per guest when `perGuest` */
  budget: { min: number; max: number; perGuest?: boolean; round: number };
  /** what a competitor throws in, for the comparison objection: 'an engagement session' */
  extra: string;
  topics: TradeTopicSpec[];
  needs: Fact;
  priorities: Record<BuyerId, Fact>;
  pains: Array<{ label: string; line: string }>;
  nudges: string[];
}
