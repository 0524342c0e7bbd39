import { buildIcs } from '@ringready/core/ics';
import type { OutgoingEmail } from './outbox-repository.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" ` +
      'style="background:#be185d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">' +
      `${escapeHtml(link.label)}</a></p>`
    : '';
  return (
    `<div style="font-family:system-ui,sans-serif;max-width:560px">${body}${button}` +
    '<p style="color:#666">— RingReady</p></div>'
  );
}

/** 'Name <a@b>' → 'a@b' */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export const RESET_SUBJECT = 'Reset your RingReady password';

export function resetPasswordEmail(
  user: { id: string; name: string; email: string },
  link: string,
): OutgoingEmail {
  const lines = [
    `Hi ${user.name},`,
    'Someone (hopefully you) asked to reset the password of your RingReady account.',
    'The link below works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail.',
  ];
  return {
    userId: user.id,
    to: user.email,
    subject: RESET_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Reset password' }),
  };
}

export function officeHourConfirmationEmail(
  user: { id: string; name: string; email: string },
  hour: {
    id: string;
    title: string;
    description: string;
    host: string;
    scheduledAt: Date;
    durationMinutes: number;
    joinUrl: string | null;
  },
  organizerEmail: string,
): OutgoingEmail {
  const when = hour.scheduledAt.toUTCString();
  const lines = [
    `Hi ${user.name},`,
    `You're registered for "${hour.title}" with ${hour.host} on ${when} (${hour.durationMinutes} minutes).`,
    hour.description,
    'The calendar invite is attached.',
  ];
  const ics = buildIcs({
    uid: `office-hour-${hour.id}-${user.id}@ringready.app`,
    title: `RingReady Office Hours: ${hour.title}`,
    description: hour.description,
    start: hour.scheduledAt,
    durationMinutes: hour.durationMinutes,
    url: hour.joinUrl ?? undefined,
    organizerEmail,
    attendeeEmail: user.email,
  });
  return {
    userId: user.id,
    to: user.email,
    subject: `You're registered: ${hour.title}`,
    text: lines.join('\n\n') + (hour.joinUrl ? `\n\nJoin link: ${hour.joinUrl}\n` : '\n'),
    html: layout(lines, hour.joinUrl ? { href: hour.joinUrl, label: 'Join link' } : undefined),
    attachments: [
      {
        filename: 'office-hours.ics',
        contentType: 'text/calendar; method=REQUEST; charset=utf-8',
        content: Buffer.from(ics).toString('base64'),
      },
    ],
  };
}

export function reportReadyEmail(
  user: { id: string; name: string; email: string },
  session: { id: string; fileName: string | null },
  score: number,
  publicUrl: string,
): OutgoingEmail {
  const link = `${publicUrl}/report/${session.id}`;
  const lines = [
    `Hi ${user.name},`,
    `Your coaching report for ${session.fileName ?? 'your call'} is ready. Overall score: ${score}/100.`,
    'Open it to see what went well, what to change, and the evidence from your own call.',
  ];
  return {
    userId: user.id,
    to: user.email,
    subject: 'Your RingReady report is ready',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Open your report' }),
  };
}

export function reportPdfEmail(
  user: { id: string; name: string; email: string },
  title: string,
  pdf: Buffer,
  fileName: string,
): OutgoingEmail {
  const lines = [`Hi ${user.name},`, `Your training report "${title}" is attached as a PDF.`];
  return {
    userId: user.id,
    to: user.email,
    subject: `Your RingReady training report: ${title}`,
    text: lines.join('\n\n') + '\n',
    html: layout(lines),
    attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf.toString('base64') }],
  };
}

export const WELCOME_SUBJECT = 'Welcome to RingReady: set your password';

/** After a checkout created the account: the link sets the first password (a one-time reset token). */
export function welcomeEmail(
  user: { id: string; name: string; email: string },
  plan: { name: string; trialEndsAt: Date | null },
  link: string,
  linkValidDays: number,
): OutgoingEmail {
  const lines = [
    `Hi ${user.name},`,
    plan.trialEndsAt
      ? `Your RingReady ${plan.name} plan is ready. Your free trial runs until ${plan.trialEndsAt.toUTCString()}.`
      : `Your RingReady ${plan.name} plan is ready.`,
    `Set your password to sign in. The link works once and expires in ${linkValidDays} days; ` +
      'after that, use "Forgot password" on the sign-in page.',
  ];
  return {
    userId: user.id,
    to: user.email,
    subject: WELCOME_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Set your password' }),
  };
}

export const PAYMENT_FAILED_SUBJECT = 'Your RingReady payment failed';

/** A renewal could not be charged; the plan stays usable while the payment is retried. */
export function paymentFailedEmail(
  user: { id: string; name: string; email: string },
  planName: string,
  link: string,
): OutgoingEmail {
  const lines = [
    `Hi ${user.name},`,
    `We could not charge your card for your RingReady ${planName} plan. We will try again over the next days.`,
    'Please check or update your payment details so your plan keeps running.',
  ];
  return {
    userId: user.id,
    to: user.email,
    subject: PAYMENT_FAILED_SUBJECT,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Update payment' }),
  };
}

/**
 * An invitation to join a team: the one-time link accepts it (a new person sets a name and password
 * there; someone with an account signs in as the invited address).
 */
export function teamInvitationEmail(invite: {
  to: string;
  userId: string | null;
  teamName: string;
  invitedBy: string;
  role: 'manager' | 'member';
  link: string;
  validDays: number;
}): OutgoingEmail {
  // names are the users' own text: one line each in the subject
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  const team = oneLine(invite.teamName);
  const inviter = oneLine(invite.invitedBy);
  const lines = [
    'Hi,',
    `${inviter} invited you to join the team "${team}" on RingReady as a ${invite.role}.`,
    'RingReady is where wedding professionals practise sales calls with AI buyers and get coaching reports.',
    `The link below works once and expires in ${invite.validDays} days. If you were not expecting this, ` +
      'you can ignore this e-mail.',
  ];
  return {
    userId: invite.userId,
    to: invite.to,
    subject: `${inviter} invited you to ${team} on RingReady`,
    text: `${lines.join('\n\n')}\n\n${invite.link}\n`,
    html: layout(lines, { href: invite.link, label: 'Accept the invitation' }),
  };
}

/** A team lead assigned practice: which scenario, by when, and the score to reach. */
export function assignmentEmail(
  user: { id: string; name: string; email: string },
  assignment: { scenarioTitle: string; dueAt: Date; targetScore: number | null; assignedBy: string },
  link: string,
): OutgoingEmail {
  const lines = [
    `Hi ${user.name},`,
    `${assignment.assignedBy} assigned you a practice session: "${assignment.scenarioTitle}".`,
    `Please complete it by ${assignment.dueAt.toUTCString()}` +
      (assignment.targetScore === null ? '.' : ` with a score of at least ${assignment.targetScore}/100.`),
  ];
  return {
    userId: user.id,
    to: user.email,
    subject: `Practice assigned: ${assignment.scenarioTitle}`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout(lines, { href: link, label: 'Start practising' }),
  };
}
