import { API_SCOPES, type ApiKeySummary, type ApiScope } from '@ringready/core/api-access';
import type { ApiKeyRow } from './api-key-repository.ts';

const isScope = (s: string): s is ApiScope => (API_SCOPES as readonly string[]).includes(s);

/** A key as its owner sees it in lists: never the key nor its hash. */
export function presentApiKey(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.filter(isScope),
    team: row.teamId !== null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
