import type { AppModule } from '../../lib/app-module.ts';
import { registerMailboxRoutes } from './mailbox-routes.ts';
import { registerMailWorker, requeuePendingEmails } from './mail-worker.ts';

export { subscribeMail } from './mail-subscribers.ts';
export { countRecentEmails } from './outbox-repository.ts';
export { PAYMENT_FAILED_SUBJECT, RESET_SUBJECT, WELCOME_SUBJECT } from './templates.ts';

export const mailModule: AppModule = {
  name: 'mail',
  async workers(ctx, { runWorkers }) {
    const { db, queue, mailer, now } = ctx;
    await registerMailWorker({ db, queue, mailer, from: ctx.config.smtpFrom, now });
    if (runWorkers) await requeuePendingEmails(db, queue, mailer);
  },
  routes(app, ctx) {
    // the outbox as a page, never in production
    if (ctx.config.env !== 'production') registerMailboxRoutes(app, ctx);
  },
};
