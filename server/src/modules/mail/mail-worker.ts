import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../providers/mailer.ts';
import { findOutboxEmail, listPendingIds, markSent, recordFailedAttempt } from './outbox-repository.ts';

/** The job that delivers one outbox e-mail: `{ outboxId }`. */
export const SEND_EMAIL_JOB = 'email-send';

/** Call after the transaction that wrote the outbox row has committed. */
export async function scheduleDelivery(queue: JobQueue, outboxId: string): Promise<void> {
  await queue.send(SEND_EMAIL_JOB, { outboxId }, { singletonKey: outboxId });
}

/**
 * Delivers outbox e-mails. With no mailer configured, messages stay in the outbox
 * (status 'pending') where /dev/mailbox shows them in development.
 */
export async function registerMailWorker(deps: {
  db: Db;
  queue: JobQueue;
  mailer: Mailer | null;
  from: string;
  now: () => Date;
}) {
  const { db, queue, mailer, from, now } = deps;
  await queue.work<{ outboxId: string }>(SEND_EMAIL_JOB, async ({ outboxId }) => {
    const email = await findOutboxEmail(db, outboxId);
    if (!email || email.status === 'sent' || !mailer) return;
    try {
      await mailer.send({
        from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        attachments: email.attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
      });
      await markSent(db, outboxId, now());
    } catch (err) {
      await recordFailedAttempt(db, outboxId, String((err as Error).message));
      throw err; // pg-boss retries with backoff
    }
  });
}

/** On start-up, hand any e-mail still pending (e.g. after a crash between commit and enqueue) to the queue again. */
export async function requeuePendingEmails(db: Db, queue: JobQueue, mailer: Mailer | null): Promise<number> {
  if (!mailer) return 0;
  const pending = await listPendingIds(db);
  for (const id of pending) await scheduleDelivery(queue, id);
  return pending.length;
}
