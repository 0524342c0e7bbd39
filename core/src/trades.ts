/**
 * The wedding trades a salesperson can sell for. A user's trade decides what every practice buyer is
 * shopping for; the ids are the API's (`PATCH /api/user {trade}`) and the CLI's (`--trade`).
 */
import { z } from 'zod';

export const TRADE_IDS = [
  'photographer',
  'videographer',
  'venue',
  'planner',
  'florist',
  'caterer',
  'dj',
  'baker',
  'attire',
  'hair_makeup',
] as const;

export type TradeId = (typeof TRADE_IDS)[number];

export interface Trade {
  id: TradeId;
  /** for pickers: 'Photographer', 'DJ / band' */
  label: string;
  /** the vendor, as a couple says it: 'photographer', 'DJ' */
  vendor: string;
  /** what the couple is buying, as a noun: 'photography', 'flowers' */
  service: string;
}

export const TRADES: Record<TradeId, Trade> = {
  photographer: { id: 'photographer', label: 'Photographer', vendor: 'photographer', service: 'photography' },
  videographer: {
    id: 'videographer',
    label: 'Videographer',
    vendor: 'videographer',
    service: 'wedding film',
  },
  venue: { id: 'venue', label: 'Venue', vendor: 'venue', service: 'venue' },
  planner: { id: 'planner', label: 'Planner', vendor: 'planner', service: 'planning' },
  florist: { id: 'florist', label: 'Florist', vendor: 'florist', service: 'flowers' },
  caterer: { id: 'caterer', label: 'Caterer', vendor: 'caterer', service: 'catering' },
  dj: { id: 'dj', label: 'DJ / band', vendor: 'DJ', service: 'music' },
  baker: { id: 'baker', label: 'Baker', vendor: 'baker', service: 'cake' },
  attire: { id: 'attire', label: 'Attire (dress and suits)', vendor: 'bridal shop', service: 'attire' },
  hair_makeup: {
    id: 'hair_makeup',
    label: 'Hair and makeup',
    vendor: 'hair and makeup artist',
    service: 'hair and makeup',
  },
};

export const tradeIdSchema = z.enum(TRADE_IDS, {
  error: `Trade must be one of: ${TRADE_IDS.join(', ')}`,
});

export function isTradeId(value: unknown): value is TradeId {
  return typeof value === 'string' && (TRADE_IDS as readonly string[]).includes(value);
}

export const BUSINESS_NAME_MAX = 120;
