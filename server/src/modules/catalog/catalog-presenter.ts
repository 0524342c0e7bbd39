import type { Scenario, Video } from '@ringready/core/api';
import type { scenarios, videos } from '../../db/schema.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
type VideoRow = typeof videos.$inferSelect;

export function presentScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty as Scenario['difficulty'],
    duration: row.duration,
    imageUrl: row.imageUrl,
    agentPrompt: row.agentPrompt,
    buyerType: row.buyerType,
  };
}

export function presentVideo({ id, title, description, category, duration, vimeoId }: VideoRow): Video {
  return { id, title, description, category, duration, vimeoId };
}
