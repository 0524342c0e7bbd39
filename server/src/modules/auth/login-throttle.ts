import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import {
  countEmailFailures,
  countIpFailures,
  insertFailedAttempt,
  lockEmailAttempts,
  markAttemptSucceeded,
} from './login-attempt-repository.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
/** an address with this many failures in the window is busy: it only gets fewer guesses per account */
export const MAX_FAILURES_PER_IP = 50;
/** wrong passwords an account may take from a busy address; an account without failures is always tried */
export const MAX_FAILURES_PER_EMAIL_FROM_BUSY_IP = 3;
/** failures from one address in the window past which it is refused outright: no office fails this often */
export const MAX_FAILURES_PER_IP_CEILING = 300;
export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Login rate limit, derived from stored attempts so that it holds across processes and restarts.
 * Each attempt is counted as a failure the moment it arrives (before the slow password check) under a
 * per-e-mail lock, so a parallel burst cannot slip past the limit; a right password then marks it
 * succeeded. Failures before the last success of an e-mail do not count.
 *
 * Per e-mail: 10 failures in 15 minutes refuse every attempt (429), even the right password.
 * Per address: many people may share one (an office behind a proxy), so a busy address is not refused
 * outright; it only gets 3 instead of 10 wrong guesses per account. Past 300 failures in the window it is
 * refused (429): an address spraying ever-new e-mails would otherwise make the server check passwords
 * without limit.
 * Returns the attempt's id for markLoginSucceeded.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date): Promise<string> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction(async (tx) => {
    await lockEmailAttempts(tx, email);
    const failures = await countEmailFailures(tx, email, since);
    if (failures >= MAX_FAILURES_PER_EMAIL) throw tooManyRequests(THROTTLED_MESSAGE);
    const ipFailures = await countIpFailures(tx, ip, since);
    if (ipFailures >= MAX_FAILURES_PER_IP_CEILING) throw tooManyRequests(THROTTLED_MESSAGE);
    if (failures >= MAX_FAILURES_PER_EMAIL_FROM_BUSY_IP && ipFailures >= MAX_FAILURES_PER_IP)
      throw tooManyRequests(THROTTLED_MESSAGE);
    return insertFailedAttempt(tx, email, ip, now);
  });
}

export async function markLoginSucceeded(db: Db, attemptId: string): Promise<void> {
  await markAttemptSucceeded(db, attemptId);
}
