/** The public face of the mail module: what other modules and the app use of it. */
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
  reportReadyEmail,
  RESET_SUBJECT,
  resetPasswordEmail,
  teamInvitationEmail,
  WELCOME_SUBJECT,
  welcomeEmail,
} from './templates.ts';
