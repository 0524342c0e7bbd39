import { describe, expect, it } from 'vitest';
import { API_KEY_TEXTS } from '@ringready/core/api-access';
import { endOfDay, EXPIRY_IN_PAST, toCreateApiKeyRequest, type ApiKeyForm } from './api-key-form';

const now = new Date(2026, 4, 10, 12, 0, 0);
const form = (overrides: Partial<ApiKeyForm> = {}): ApiKeyForm => ({
  name: 'CRM',
  scopes: ['sessions:read'],
  expiryDate: '',
  team: false,
  ...overrides,
});

describe('the create-key form', () => {
  it('builds the request with a trimmed name and no expiry by default', () => {
    expect(toCreateApiKeyRequest(form({ name: '  CRM  ' }), now)).toEqual({
      request: { name: 'CRM', scopes: ['sessions:read'] },
    });
  });

  it('keeps a key valid through its expiry day, and refuses a day already over', () => {
    const result = toCreateApiKeyRequest(form({ expiryDate: '2026-05-10' }), now);
    expect(result).toEqual({
      request: expect.objectContaining({ expiresAt: endOfDay('2026-05-10')!.toISOString() }),
    });
    expect(endOfDay('2026-05-10')!.getHours()).toBe(23);
    expect(toCreateApiKeyRequest(form({ expiryDate: '2026-05-09' }), now)).toEqual({ error: EXPIRY_IN_PAST });
    expect(toCreateApiKeyRequest(form({ expiryDate: 'soon' }), now)).toEqual({ error: EXPIRY_IN_PAST });
  });

  it("uses the schema's messages and the team rule", () => {
    expect(toCreateApiKeyRequest(form({ name: ' ' }), now)).toEqual({ error: 'Please name the key' });
    expect(toCreateApiKeyRequest(form({ scopes: [] }), now)).toEqual({ error: 'Choose at least one scope' });
    expect(toCreateApiKeyRequest(form({ scopes: ['team:read'] }), now)).toEqual({
      error: API_KEY_TEXTS.teamScopeNeedsTeamKey,
    });
    expect(toCreateApiKeyRequest(form({ scopes: ['team:read'], team: true }), now)).toEqual({
      request: { name: 'CRM', scopes: ['team:read'], team: true },
    });
  });
});
