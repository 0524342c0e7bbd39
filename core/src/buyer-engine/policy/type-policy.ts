/** How each buyer type decides: patience with pressure, how it chooses, when it must check with family. */
import type { BuyerId } from '../../buyer-types.ts';

export interface TypePolicy {
  /** the push that ends the call (a push is a turn with pressure) */
  pressureLimit: number;
  /** the push that ends the call once trust is low */
  lowTrustLimit: number;
  /** trust (0–100) under which patience is shorter */
  lowTrust: number;
  /** a price up to this share of the budget is weighed for value; above it, an objection */
  valueBand: number;
  /** with no prices to go by, picks an option rather than asking about the difference */
  picksUnpriced: boolean;
  /** takes an offered time only when everyone who decides is on the call; else checks with them first */
  checksTimes: boolean;
  /** distinct subjects asked about before a close can earn a yes */
  discoveryNeeded: number;
  /** a price must have been quoted before a yes */
  needsPrice: boolean;
}

export const TYPE_POLICIES: Record<BuyerId, TypePolicy> = {
  boss: {
    pressureLimit: 3,
    lowTrustLimit: 3,
    lowTrust: 25,
    valueBand: 1.1,
    picksUnpriced: true,
    checksTimes: false,
    discoveryNeeded: 1,
    needsPrice: true,
  },
  analyzer: {
    pressureLimit: 3,
    lowTrustLimit: 3,
    lowTrust: 15,
    valueBand: 1.15,
    picksUnpriced: false,
    checksTimes: false,
    discoveryNeeded: 2,
    needsPrice: true,
  },
  dreamer: {
    pressureLimit: 3,
    lowTrustLimit: 3,
    lowTrust: 15,
    valueBand: 1.2,
    picksUnpriced: true,
    checksTimes: false,
    discoveryNeeded: 2,
    needsPrice: false,
  },
  relater: {
    pressureLimit: 3,
    lowTrustLimit: 3,
    lowTrust: 15,
    valueBand: 1.15,
    picksUnpriced: false,
    checksTimes: true,
    discoveryNeeded: 2,
    needsPrice: false,
  },
};
