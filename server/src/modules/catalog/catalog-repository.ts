import { asc } from 'drizzle-orm';
import type { Scenario, Video } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import { scenarios, videos } from '../../db/schema.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;

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

export async function listScenarios(q: Queryable): Promise<Scenario[]> {
  const rows = await q.select().from(scenarios).orderBy(asc(scenarios.sortOrder), asc(scenarios.title));
  return rows.map(presentScenario);
}

export async function listVideos(q: Queryable): Promise<Video[]> {
  const rows = await q.select().from(videos).orderBy(asc(videos.sortOrder), asc(videos.title));
  return rows.map(({ id, title, description, category, duration, vimeoId }) => ({ id, title, description, category, duration, vimeoId }));
}
