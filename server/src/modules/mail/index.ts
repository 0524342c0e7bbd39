export { subscribeMail } from './mail-subscribers.ts';
export { registerMailWorker, requeuePendingEmails, scheduleDelivery } from './mail-worker.ts';
export { registerMailboxRoutes } from './mailbox-routes.ts';
export { addToOutbox, countRecentEmails } from './outbox-repository.ts';
export {
  addressOf,
  assignmentEmail,
  officeHourConfirmationEmail,
  PAYMENT_FAILED_SUBJECT,
  paymentFailedEmail,
  reportPdfEmail,
  RESET_SUBJECT,
  resetPasswordEmail,
  teamInvitationEmail,
  WELCOME_SUBJECT,
  welcomeEmail,
} from './templates.ts';
