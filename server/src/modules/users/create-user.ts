import { z } from 'zod';
import { emailSchema, newPasswordSchema, ROLES } from '@ringready/core/api';
import { TIERS, type Tier } from '@ringready/core/plans';
import { tradeIdSchema } from '@ringready/core/trades';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/http.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { upsertSubscription } from '../plans/index.ts';
import { findUserByEmail, insertUser, type UserRow } from './user-repository.ts';

export const createUserSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, { message: 'name is required' }).max(100),
  password: newPasswordSchema,
  plan: z.enum(TIERS as [Tier, ...Tier[]], { message: 'plan must be one of tier1, tier2, tier3' }).optional(),
  role: z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` }).default('member'),
  trade: tradeIdSchema.optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Creates an account (and its subscription when a plan is given). */
export async function createUser(db: Db, input: CreateUserInput, now: Date): Promise<UserRow> {
  const data = parseInput(createUserSchema, input);
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, data.email)) throw conflict(`An account for ${data.email} already exists`);
    const user = await insertUser(tx, {
      email: data.email,
      name: data.name,
      role: data.role,
      passwordHash,
      trade: data.trade ?? null,
    });
    if (data.plan) await upsertSubscription(tx, user.id, data.plan, now);
    return user;
  });
}
