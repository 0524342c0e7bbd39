export { subscribeMail } from './mail-subscribers.ts';
export { registerMailWorker, requeuePendingEmails, scheduleDelivery } from './mail-worker.ts';
export { registerMailboxRoutes } from './mailbox-routes.ts';
export { addToOutbox, countRecentEmails } from './outbox-repository.ts';
export {
  assignmentEmail,
  PAYMENT_FAILED_SUBJECT,
  paymentFailedEmail,
  reportPdfEmail,
  RESET_SUBJECT,
  WELCOME_SUBJECT,
  welcomeEmail,
} from './templates.ts';
