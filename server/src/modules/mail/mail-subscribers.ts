import type { AppContext } from '../../context.ts';
import { scheduleDelivery } from './mail-worker.ts';
import { addToOutbox } from './outbox-repository.ts';
import { reportReadyEmail } from './templates.ts';

/** The e-mails domain events send: rendered and written to the outbox in the event's transaction. */
export function subscribeMail(ctx: AppContext): void {
  ctx.events.subscribe('report.ready', async (tx, event) => {
    const session = { id: event.sessionId, fileName: event.title };
    const email = reportReadyEmail(event.user, session, event.score, ctx.config.publicUrl);
    const outboxId = await addToOutbox(tx, email);
    return () => scheduleDelivery(ctx.queue, outboxId);
  });
}
