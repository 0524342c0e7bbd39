import type { LoginResponse } from '@ringready/core/api';
import { apiJson } from '../../lib/api-request';
import type { LoginInput } from '../../lib/auth-context';

/** The seeded demo accounts (server seeds them at start): a salesperson, and a manager with a team. */
export const DEMO_ACCOUNT = { email: 'demo@ringready.app', password: 'ringready-demo' } as const;
export const DEMO_MANAGER_ACCOUNT = { email: 'manager@ringready.app', password: 'ringready-demo' } as const;

/** Signs in with a demo account; a failure is only logged, never shown. */
export async function signInWithDemo(
  login: (input: LoginInput) => Promise<unknown>,
  account: { email: string; password: string } = DEMO_ACCOUNT,
): Promise<boolean> {
  try {
    await login({ ...account, rememberMe: false });
    return true;
  } catch (error) {
    console.error('Demo login failed', error);
    return false;
  }
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/forgot-password', { email });
}

/** An account's first password also signs its owner in: the answer then carries the session. */
export function resetPassword(
  token: string,
  password: string,
): Promise<{ message: string } & Partial<LoginResponse>> {
  return apiJson('POST', '/api/auth/reset-password', { token, password });
}
