import type { Scenario, Video } from '@ringready/core/api';
import { scenarioCopy } from '@ringready/core/buyer-engine/scenario-copy';
import { isTradeId } from '@ringready/core/trades';
import type { scenarios, videos } from '../../db/schema.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
type VideoRow = typeof videos.$inferSelect;

/**
 * A scenario as its viewer sees it: with a trade, the title, description and buyer prompt are the ones
 * for a couple shopping for that trade; without one (or for a scenario the engine has no copy of), the
 * catalogue's own text.
 */
export function presentScenario(row: ScenarioRow, trade?: string | null): Scenario {
  const copy = isTradeId(trade) ? scenarioCopy(row.id, trade) : undefined;
  return {
    id: row.id,
    title: copy?.title ?? row.title,
    description: copy?.description ?? row.description,
    difficulty: row.difficulty as Scenario['difficulty'],
    duration: row.duration,
    imageUrl: row.imageUrl,
    agentPrompt: copy?.agentPrompt ?? row.agentPrompt,
    buyerType: row.buyerType,
  };
}

/** A scenario's title for someone of this trade (the catalogue's own without a trade). */
export function presentScenarioTitle(scenarioId: string, catalogueTitle: string, trade: unknown): string {
  return (isTradeId(trade) ? scenarioCopy(scenarioId, trade)?.title : undefined) ?? catalogueTitle;
}

export function presentVideo({ id, title, description, category, duration, vimeoId }: VideoRow): Video {
  return { id, title, description, category, duration, vimeoId };
}
