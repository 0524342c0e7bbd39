
export { subscribeMail } from './mail-subscribers.ts';
export { registerMailWorker, requeuePendingEmails } from './mail-worker.ts';
export { registerMailboxRoutes } from './mailbox-routes.ts';
export { countRecentEmails } from './outbox-repository.ts';
export { PAYMENT_FAILED_SUBJECT, RESET_SUBJECT, WELCOME_SUBJECT } from './templates.ts';
