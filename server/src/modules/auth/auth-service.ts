import type { LoginRequest, LoginResponse, UpdateProfileRequest, User } from '@ringready/core/api';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { hashPassword, hasPassword, verifyPassword } from '../../lib/secrets.ts';
import { countRecentEmails, RESET_SUBJECT } from '../mail/index.ts';
import { findUserByEmail, findUserById, presentUser, updateUser, type UserRow } from '../users/index.ts';
import { markLoginSucceeded, reserveLoginAttempt } from './login-throttle.ts';
import {
  findLiveToken,
  findSessionUser,
  issueToken,
  revokeToken,
  revokeUserTokens,
} from './token-repository.ts';

const HOUR = 60 * 60 * 1000;
export const SESSION_TTL_MS = 12 * HOUR;
export const REMEMBER_ME_TTL_MS = 30 * 24 * HOUR;
export const RESET_TTL_MS = HOUR;
const MAX_RESET_EMAILS_PER_HOUR = 3;

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_SET = 'Your password is set. Welcome to RingReady!';
/** A reset signs out every session of the account (a stolen one too), and the answer says so. */
export const PASSWORD_RESET =
  'Your password has been reset. You can now sign in with your new password. ' +
  'You have been signed out everywhere else.';
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that address, we've sent a link to reset your password.";

// Verifying against a real hash when the user does not exist keeps timing the same.
const dummyHash = hashPassword('not-a-real-password-000');

export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const now = ctx.now();
  const attemptId = await reserveLoginAttempt(ctx.db, input.email, ip, now);
  const user = await findUserByEmail(ctx.db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  await markLoginSucceeded(ctx.db, attemptId);
  const token = await issueToken(
    ctx.db,
    user.id,
    'session',
    input.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS,
    now,
  );
  return { user: await presentUser(ctx.db, user, now), token };
}

/** The signed-in user for a bearer token, or undefined. */
export async function authenticate(
  ctx: AppContext,
  token: string,
): Promise<{ user: UserRow; tokenId: string } | undefined> {
  const row = await findSessionUser(ctx.db, token, ctx.now());
  return row ? { user: row.user, tokenId: row.tokenId } : undefined;
}

/** Signs the token out; its live connections (event stream, voice socket) are closed. */
export async function logout(ctx: AppContext, userId: string, token: string): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    const tokenIds = await revokeToken(tx, token, ctx.now());
    await record('auth.sessions-ended', { userId, tokenIds });
  });
}

/** The job that e-mails a reset link: `{ email }`, as asked for (the account may not exist). */
export const PASSWORD_RESET_JOB = 'password-reset-request';

/**
 * Same answer, in the same time, whether or not the account exists: the request only queues the address,
 * the same one step for both, and the job looks the account up.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await ctx.queue.send(PASSWORD_RESET_JOB, { email });
}

/** The job's work: a reset link to the account of that address, if any; at most 3 e-mails per hour. */
export async function sendPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const now = ctx.now();
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    if (
      (await countRecentEmails(tx, user.email, RESET_SUBJECT, new Date(now.getTime() - HOUR))) >=
      MAX_RESET_EMAILS_PER_HOUR
    )
      return;
    const token = await issueToken(tx, user.id, 'password_reset', RESET_TTL_MS, now);
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const { id, name } = user;
    await record('password.reset-requested', { user: { id, name, email: user.email }, link });
  });
}

export async function registerPasswordResetWorker(ctx: AppContext): Promise<void> {
  await ctx.queue.work<{ email: string }>(PASSWORD_RESET_JOB, ({ email }) => sendPasswordReset(ctx, email));
}

/**
 * One-time: the token is revoked, the password replaced and every session signed out. An account's first
 * password (set through the welcome e-mail's link) also signs its owner in: the new session is answered.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<LoginResponse | null> {
  const now = ctx.now();
  // the token is checked before the costly hashing, so fake tokens cannot make the server hash at will;
  // the transaction checks it again (another reset may spend it meanwhile)
  if (!(await findLiveToken(ctx.db, token, 'password_reset', now))) throw badRequest(INVALID_RESET_TOKEN);
  const passwordHash = await hashPassword(password);
  const started = await ctx.events.transaction(ctx.db, async (tx, record) => {
    const row = await findLiveToken(tx, token, 'password_reset', now);
    if (!row) throw badRequest(INVALID_RESET_TOKEN);
    const before = await findUserById(tx, row.userId);
    await revokeToken(tx, token, now);
    const user = await updateUser(tx, row.userId, { passwordHash }, now);
    const tokenIds = await revokeUserTokens(tx, row.userId, 'session', now);
    await record('auth.sessions-ended', { userId: row.userId, tokenIds });
    await revokeUserTokens(tx, row.userId, 'password_reset', now);
    if (!user || !before || hasPassword(before.passwordHash)) return null;
    return { user, token: await issueToken(tx, user.id, 'session', SESSION_TTL_MS, now) };
  });
  return started && { user: await presentUser(ctx.db, started.user, now), token: started.token };
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  tokenId: string,
  current: string,
  next: string,
) {
  if (!(await verifyPassword(current, user.passwordHash)))
    throw badRequest('Your current password is not correct');
  const passwordHash = await hashPassword(next);
  await ctx.events.transaction(ctx.db, async (tx, record) => {
    await updateUser(tx, user.id, { passwordHash }, ctx.now());
    const tokenIds = await revokeUserTokens(tx, user.id, 'session', ctx.now(), tokenId);
    await record('auth.sessions-ended', { userId: user.id, tokenIds });
  });
}

/** Changes the caller's own name, trade and business name (only the fields sent). */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  change: UpdateProfileRequest,
): Promise<User> {
  const updated = await updateUser(ctx.db, user.id, change, ctx.now());
  return presentUser(ctx.db, updated!, ctx.now());
}
