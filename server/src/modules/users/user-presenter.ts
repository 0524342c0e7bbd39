import type { Role, User } from '@ringready/core/api';
import type { Queryable } from '../../db/client.ts';
import { getPlanState } from '../billing/usage-service.ts';
import type { UserRow } from './user-repository.ts';

/** The API's User shape: profile, subscription and usage derived for the current period. */
export async function presentUser(q: Queryable, user: UserRow, now: Date): Promise<User> {
  const plan = await getPlanState(q, user.id, now);
  return { id: user.id, name: user.name, email: user.email, role: user.role as Role, ...plan };
}
