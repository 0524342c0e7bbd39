/** Every trade's profile, and the detectors of the trades' own question topics ('photographer.coverage' …). */
import { TRADE_IDS, type TradeId } from '../trades.ts';
import type { TradeTopic } from './persona-types.ts';
import { ATTIRE } from './trades/trade-attire.ts';
import { BAKER } from './trades/trade-baker.ts';
import { CATERER } from './trades/trade-caterer.ts';
import { DJ } from './trades/trade-dj.ts';
import { FLORIST } from './trades/trade-florist.ts';
import { HAIR_MAKEUP } from './trades/trade-hair-makeup.ts';
import { PHOTOGRAPHER } from './trades/trade-photographer.ts';
import type { TradeProfile, TradeTopicSpec } from './trades/trade-profile.ts';
import { PLANNER } from './trades/trade-planner.ts';
import { VENUE } from './trades/trade-venue.ts';
import { VIDEOGRAPHER } from './trades/trade-videographer.ts';

export const TRADE_PROFILES: Record<TradeId, TradeProfile> = {
  photographer: PHOTOGRAPHER,
  videographer: VIDEOGRAPHER,
  venue: VENUE,
  planner: PLANNER,
  florist: FLORIST,
  caterer: CATERER,
  dj: DJ,
  baker: BAKER,
  attire: ATTIRE,
  hair_makeup: HAIR_MAKEUP,
};

export const tradeTopicId = (trade: TradeId, key: string): TradeTopic => `${trade}.${key}`;

const DETECTORS: Array<{ topic: TradeTopic; pattern: RegExp }> = TRADE_IDS.flatMap((trade) =>
  TRADE_PROFILES[trade].topics.map((t) => ({ topic: tradeTopicId(trade, t.key), pattern: t.pattern })),
);

/** The trade topics a question is about, across all trades, in each trade's order. */
export function detectTradeTopics(text: string): TradeTopic[] {
  return DETECTORS.filter((d) => d.pattern.test(text)).map((d) => d.topic);
}

export function findTradeTopic(topic: string): TradeTopicSpec | undefined {
  const [trade, key] = topic.split('.');
  const profile = TRADE_PROFILES[trade as TradeId] as TradeProfile | undefined;
  return profile?.topics.find((t) => t.key === key);
}

/** Words that name a trade's service, to tell a question about another trade ("your photography budget?"). */
const SERVICE_WORDS: Partial<Record<TradeId, RegExp>> = {
  photographer: /\b(?:photo\w*|pictures?)\b/i,
  videographer: /\b(?:video\w*|films?|filming|footage)\b/i,
  florist: /\b(?:flowers?|flor\w*|bouquets?)\b/i,
  caterer: /\b(?:cater\w*|food|menu)\b/i,
  dj: /\b(?:dj|music|band|playlist)\b/i,
  baker: /\bcakes?\b/i,
  attire: /\b(?:dress(?:es)?|gowns?|suits?|tux\w*)\b/i,
  hair_makeup: /\b(?:hair|make-?up)\b/i,
};

/** True when the text names another trade's service and not this trade's own. */
export function mentionsOtherService(text: string, trade: TradeId): boolean {
  if (SERVICE_WORDS[trade]?.test(text)) return false;
  return TRADE_IDS.some((t) => t !== trade && SERVICE_WORDS[t]?.test(text));
}
