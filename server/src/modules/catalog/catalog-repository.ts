import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scenarios, videos } from '../../db/schema.ts';

export async function listScenarios(q: Queryable) {
  return q.select().from(scenarios).orderBy(asc(scenarios.sortOrder), asc(scenarios.title));
}

export async function findScenario(q: Queryable, id: string) {
  const [row] = await q.select().from(scenarios).where(eq(scenarios.id, id));
  return row;
}

export async function listVideos(q: Queryable) {
  return q.select().from(videos).orderBy(asc(videos.sortOrder), asc(videos.title));
}
