import { useState } from 'react';
import { Download, Loader2, Receipt } from 'lucide-react';
import type { Invoice } from '@ringready/core/billing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/empty-state';
import { downloadFile } from '../../../lib/download-file';
import { toastError } from '../../../lib/notify';
import { formatLongDate, formatMoney } from '../../../lib/subscription';
import { INVOICE_STATUS } from '../billing';

/** Downloads the invoice's receipt PDF (the bearer header needs a fetch, not a plain link). */
function ReceiptButton({ invoice }: { invoice: Invoice }) {
  const [busy, setBusy] = useState(false);
  const date = formatLongDate(invoice.createdAt);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(`/api/billing/invoices/${invoice.id}/receipt`, 'ringready-receipt.pdf');
    } catch (error) {
      toastError('Receipt', error, 'The receipt could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" size="sm" onClick={download} disabled={busy} aria-label={`Receipt for ${date}`}>
      {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      Receipt
    </Button>
  );
}

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base" id="invoices-heading">
          Invoices
        </CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.length === 0 ? (
          <EmptyState icon={Receipt} title="No invoices yet">
            Your invoices will appear here after your first payment.
          </EmptyState>
        ) : (
          <div className="-mx-5 overflow-x-auto px-5">
            <table aria-labelledby="invoices-heading" className="w-full min-w-[28rem] text-left text-sm">
              <thead className="border-b border-stone-200 text-xs text-stone-500 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Description
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Receipt</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {invoices.map((invoice) => {
                  const status = INVOICE_STATUS[invoice.status] ?? { label: invoice.status, tone: 'neutral' };
                  return (
                    <tr key={invoice.id}>
                      <td className="py-2.5 pr-3 whitespace-nowrap text-stone-700">
                        <time dateTime={invoice.createdAt}>{formatLongDate(invoice.createdAt)}</time>
                      </td>
                      <td className="py-2.5 pr-3 text-stone-900">{invoice.description}</td>
                      <td className="py-2.5 pr-3 text-right whitespace-nowrap text-stone-900 tabular-nums">
                        {formatMoney(invoice.amount, invoice.currency)}
                        {invoice.amountRefunded > 0 && invoice.status !== 'refunded' && (
                          <span className="block text-xs text-stone-500">
                            {formatMoney(invoice.amountRefunded, invoice.currency)} refunded
                          </span>
                        )}
                      </td>
                      <td className="py-2.5 pr-3">
                        <Badge tone={status.tone}>{status.label}</Badge>
                      </td>
                      <td className="py-2.5 text-right">
                        <ReceiptButton invoice={invoice} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
