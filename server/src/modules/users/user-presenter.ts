import type { Role, User } from '@ringready/core/api';
import { isTradeId } from '@ringready/core/trades';
import type { Queryable } from '../../db/client.ts';
import { getPlanState } from '../plans/index.ts';
import { findMembership } from '../access/index.ts';
import type { UserRow } from './user-repository.ts';

/**
 * The API's User shape: profile, subscription and usage derived for the current period. The role is
 * the person's role in their team while they are in one, else the account's own.
 */
export async function presentUser(q: Queryable, user: UserRow, now: Date): Promise<User> {
  // independent reads: on a pool they run on two connections at once
  const [plan, membership] = await Promise.all([getPlanState(q, user.id, now), findMembership(q, user.id)]);
  const role = (membership?.role ?? user.role) as Role;
  const trade = isTradeId(user.trade) ? user.trade : null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    trade,
    businessName: user.businessName,
    ...plan,
    inTeam: membership !== undefined,
  };
}
