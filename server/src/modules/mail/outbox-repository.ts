import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { outboxEmails, type OutboxAttachment } from '../../db/schema.ts';

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

export async function markSent(q: Queryable, id: string, now: Date) {
  await q
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outboxEmails.attempts} + 1` })
    .where(eq(outboxEmails.id, id));
}

export async function recordFailedAttempt(q: Queryable, id: string, error: string) {
  await q
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(outboxEmails.id, id));
}

export async function listPendingIds(q: Queryable) {
  const rows = await q
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'));
  return rows.map((r) => r.id);
}
