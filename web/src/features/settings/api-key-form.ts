import {
  API_KEY_TEXTS,
  createApiKeyRequestSchema,
  type ApiScope,
  type CreateApiKeyRequest,
} from '@ringready/core/api-access';

export interface ApiKeyForm {
  name: string;
  scopes: ApiScope[];
  /** 'YYYY-MM-DD' from a date input, or '' for a key that does not expire */
  expiryDate: string;
  team: boolean;
}

export const EXPIRY_IN_PAST = 'Choose an expiry date in the future, or none.';

/** The end of a 'YYYY-MM-DD' day in the browser's time zone: a key stays valid through its expiry date. */
export function endOfDay(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end;
}

/** The request for the form, or the first problem with it (the server's own schema and rules). */
export function toCreateApiKeyRequest(
  form: ApiKeyForm,
  now: Date,
): { request: CreateApiKeyRequest } | { error: string } {
  let expiresAt: string | undefined;
  if (form.expiryDate) {
    const end = endOfDay(form.expiryDate);
    if (!end || end.getTime() <= now.getTime()) return { error: EXPIRY_IN_PAST };
    expiresAt = end.toISOString();
  }
  if (form.scopes.includes('team:read') && !form.team) return { error: API_KEY_TEXTS.teamScopeNeedsTeamKey };
  const parsed = createApiKeyRequestSchema.safeParse({
    name: form.name,
    scopes: form.scopes,
    ...(expiresAt ? { expiresAt } : {}),
    ...(form.team ? { team: true } : {}),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Please check the form' };
  return { request: parsed.data };
}
