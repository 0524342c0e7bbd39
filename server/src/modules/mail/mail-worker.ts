import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../providers/mailer.ts';
import { SEND_EMAIL_JOB, findOutboxEmail } from './outbox.ts';

/**
 * Delivers outbox e-mails. With no mailer configured, messages stay in the outbox
 * (status 'pending') where /dev/mailbox shows them outside production.
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
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: now(), attempts: sql`${outboxEmails.attempts} + 1` })
        .where(eq(outboxEmails.id, outboxId));
    } catch (err) {
      await db
        .update(outboxEmails)
        .set({
          attempts: sql`${outboxEmails.attempts} + 1`,
          lastError: String((err as Error).message).slice(0, 500),
        })
        .where(eq(outboxEmails.id, outboxId));
      throw err; // pg-boss retries with backoff
    }
  });
}

/** On start-up, hand any e-mail still pending (e.g. after a crash between commit and enqueue) to the queue again. */
export async function requeuePendingEmails(db: Db, queue: JobQueue, mailer: Mailer | null): Promise<number> {
  if (!mailer) return 0;
  const pending = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'));
  for (const { id } of pending) await queue.send(SEND_EMAIL_JOB, { outboxId: id }, { singletonKey: id });
  return pending.length;
}
