import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isLoopbackAddress, isUuid } from '../../lib/http.ts';
import { findOutboxEmail, listOutbox } from './outbox-repository.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const linkify = (s: string) => esc(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
const page = (title: string, body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>` +
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
  `<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}` +
  `td,th{padding:.4rem .6rem;border-bottom:1px solid #e5e7eb;text-align:left}` +
  `pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border-radius:8px}</style></head>` +
  `<body>${body}</body></html>`;

/** Headers a proxy adds when it relays a request for someone else. */
const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * The mailbox shows password-reset links, so only a browser on this machine may read it: the socket's own
 * address decides, never TRUST_PROXY's reading of a forwarded-for header (the client's claim, not a fact).
 * A request a proxy relayed (it names a client it forwards for) comes from that client, wherever the proxy
 * runs, so it is refused too. Others get a plain 404.
 */
async function onlyThisMachine(req: FastifyRequest, reply: FastifyReply) {
  const relayed = RELAY_HEADERS.some((name) => req.headers[name] !== undefined);
  if (relayed || !isLoopbackAddress(req.raw.socket.remoteAddress))
    return reply.code(404).send({ message: 'Not found' });
}

/** Development mailbox: the outbox as a web page, registered only in development, for loopback clients. */
export function registerMailboxRoutes(app: FastifyInstance, ctx: AppContext) {
  if (ctx.config.env !== 'development') return;
  const local = { onRequest: onlyThisMachine };
  app.get('/dev/mailbox', local, async (_req, reply) => {
    const rows = await listOutbox(ctx.db);
    const items = rows
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${esc(m.toAddress)}</td>` +
          `<td><a href="/dev/mailbox/${m.id}">${esc(m.subject)}</a></td><td>${m.status}</td></tr>`,
      )
      .join('');
    const body = rows.length
      ? '<table><thead><tr><th>Created (UTC)</th><th>To</th><th>Subject</th><th>Status</th></tr></thead>' +
        `<tbody>${items}</tbody></table>`
      : '<p>The outbox is empty.</p>';
    return reply
      .type('text/html')
      .send(
        page(
          'Mailbox',
          '<h1>Development mailbox</h1>' +
            `<p>E-mails written to the outbox (no SMTP_URL configured, or already sent).</p>${body}`,
        ),
      );
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', local, async (req, reply) => {
    const m = isUuid(req.params.id) ? await findOutboxEmail(ctx.db, req.params.id) : undefined;
    if (!m)
      return reply
        .code(404)
        .type('text/html')
        .send(page('Not found', '<p>No such message. <a href="/dev/mailbox">Back</a></p>'));
    const files = m.attachments
      .map(
        (a, i) =>
          `<li><a href="/dev/mailbox/${m.id}/attachments/${i}">${esc(a.filename)}</a> (${esc(a.contentType)})</li>`,
      )
      .join('');
    return reply
      .type('text/html')
      .send(
        page(
          m.subject,
          `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${esc(m.subject)}</h1>` +
            `<p>To: ${esc(m.toAddress)} · ${m.status}</p>` +
            `<pre>${linkify(m.textBody)}</pre>${files ? `<h2>Attachments</h2><ul>${files}</ul>` : ''}`,
        ),
      );
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mailbox/:id/attachments/:index',
    local,
    async (req, reply) => {
      const m = isUuid(req.params.id) ? await findOutboxEmail(ctx.db, req.params.id) : undefined;
      const file = m?.attachments[Number(req.params.index)];
      if (!file) return reply.code(404).send({ message: 'Attachment not found' });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
        .send(Buffer.from(file.content, 'base64'));
    },
  );
}
