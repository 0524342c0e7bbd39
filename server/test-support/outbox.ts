import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { outboxEmails } from '../src/db/schema.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until no job of the queue is waiting, retrying or running (jobs run a moment after they are queued). */
export async function jobsSettled(db: Db, name: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${name}
          and state in ('created', 'retry', 'active')`,
    );
    if ((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs of ${name} still pending after ${ms} ms`);
    await sleep(50);
  }
}

/** The e-mails to an address, once there are at least `count` of them. */
export async function emailsTo(db: Db, address: string, count = 1, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} e-mails to ${address}`);
    await sleep(50);
  }
}
