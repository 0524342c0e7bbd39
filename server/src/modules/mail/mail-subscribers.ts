import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { scheduleDelivery } from './mail-worker.ts';
import { addToOutbox } from './outbox-repository.ts';
import type { OutgoingEmail } from './outbox-repository.ts';
import {
  addressOf,
  assignmentEmail,
  officeHourConfirmationEmail,
  paymentFailedEmail,
  reportPdfEmail,
  reportReadyEmail,
  resetPasswordEmail,
  teamInvitationEmail,
  welcomeEmail,
} from './templates.ts';

/**
 * The e-mails domain events send, in one place: each is rendered from its template and written to the
 * outbox in the event's transaction, and handed to the delivery job after commit.
 */
export function subscribeMail(ctx: AppContext): void {
  const { publicUrl, smtpFrom } = ctx.config;
  const queue = async (tx: Tx, email: OutgoingEmail) => {
    const outboxId = await addToOutbox(tx, email);
    return () => scheduleDelivery(ctx.queue, outboxId);
  };
  ctx.events.subscribe('report.ready', (tx, { user, sessionId, title, score }) =>
    queue(tx, reportReadyEmail(user, { id: sessionId, fileName: title }, score, publicUrl)),
  );
  ctx.events.subscribe('password.reset-requested', (tx, { user, link }) =>
    queue(tx, resetPasswordEmail(user, link)),
  );
  ctx.events.subscribe('office-hour.registered', (tx, { user, hour }) =>
    queue(tx, officeHourConfirmationEmail(user, hour, addressOf(smtpFrom))),
  );
  ctx.events.subscribe('invitation.sent', (tx, invitation) => queue(tx, teamInvitationEmail(invitation)));
  ctx.events.subscribe('assignment.assigned', (tx, { assignee, link, ...assignment }) =>
    queue(tx, assignmentEmail(assignee, assignment, link)),
  );
  ctx.events.subscribe('report.pdf-requested', (tx, { user, title, pdf, fileName }) =>
    queue(tx, reportPdfEmail(user, title, pdf, fileName)),
  );
  ctx.events.subscribe('checkout.account-created', (tx, { user, plan, link, validDays }) =>
    queue(tx, welcomeEmail(user, plan, link, validDays)),
  );
  ctx.events.subscribe('payment.failed', (tx, { user, planName, link }) =>
    queue(tx, paymentFailedEmail(user, planName, link)),
  );
}
