import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** Port: delivers one message or throws. */
export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** SMTP via nodemailer (smtp:// or smtps:// URL with credentials). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
