import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { InvoiceRow } from './invoice-repository.ts';

const ROSE = rgb(0.75, 0.09, 0.36);
const INK = rgb(0.11, 0.1, 0.09);
const MUTED = rgb(0.4, 0.38, 0.36);

export interface ReceiptParty {
  name: string;
  email: string;
  /** the card that paid, e.g. 'Visa ending 4242', when known */
  paidWith: string | null;
}

export const money = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** Standard PDF fonts speak WinAnsi only: anything else becomes '?'. */
const ansi = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * A receipt for one invoice: who paid, what for, when, how much, and any refund. Amounts are the
 * provider's (cents), never recomputed.
 */
export async function renderReceipt(invoice: InvoiceRow, party: ReceiptParty): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`RingReady receipt ${invoice.providerInvoiceId}`);
  doc.setAuthor('RingReady');
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, opts: { size?: number; strong?: boolean; color?: typeof INK } = {}) => {
    const size = opts.size ?? 11;
    page.drawText(ansi(text), { x: 50, y, size, font: opts.strong ? bold : font, color: opts.color ?? INK });
    y -= size + 9;
  };
  line('RingReady', { size: 22, strong: true, color: ROSE });
  line(invoice.status === 'open' ? 'Invoice (unpaid)' : 'Receipt', { size: 16, strong: true });
  y -= 8;
  line(`Receipt number: ${invoice.providerInvoiceId}`, { color: MUTED });
  line(`Date: ${invoice.invoiceCreatedAt.toISOString().slice(0, 10)}`, { color: MUTED });
  y -= 8;
  line('Billed to', { strong: true });
  line(party.name);
  line(party.email);
  y -= 8;
  line('Description', { strong: true });
  line(invoice.description);
  y -= 8;
  line(`Amount ${invoice.status === 'open' ? 'due' : 'paid'}: ${money(invoice.amount, invoice.currency)}`, {
    size: 14,
    strong: true,
  });
  if (party.paidWith && invoice.status !== 'open') line(`Paid with ${party.paidWith}`, { color: MUTED });
  if (invoice.amountRefunded > 0)
    line(
      `Refunded: ${money(invoice.amountRefunded, invoice.currency)}` +
        (invoice.refundedAt ? ` on ${invoice.refundedAt.toISOString().slice(0, 10)}` : ''),
      { color: ROSE },
    );
  y -= 16;
  line('Questions about this receipt? Reply to any RingReady e-mail.', { size: 9, color: MUTED });
  return doc.save();
}
