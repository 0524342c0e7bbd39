import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { outboxEmails, type OutboxAttachment } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export const SEND_EMAIL_JOB = 'email-send';

export interface OutgoingEmail {
  userId?: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
}

/** Writes the e-mail to the outbox (inside the caller's transaction) and returns its id. */
export async function addToOutbox(q: Queryable, email: OutgoingEmail): Promise<string> {
  const [row] = await q
    .insert(outboxEmails)
    .values({
      userId: email.userId ?? null,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments ?? [],
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

/** Call after the transaction that wrote the outbox row has committed. */
export async function scheduleDelivery(queue: JobQueue, outboxId: string): Promise<void> {
  await queue.send(SEND_EMAIL_JOB, { outboxId }, { singletonKey: outboxId });
}

export async function countRecentEmails(
  q: Queryable,
  to: string,
  subject: string,
  since: Date,
): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.toAddress, to),
        eq(outboxEmails.subject, subject),
        gte(outboxEmails.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function listOutbox(q: Queryable, limit = 100) {
  return q.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}

export async function findOutboxEmail(q: Queryable, id: string) {
  const [row] = await q.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}
