import { RefreshCw } from 'lucide-react';
import type { WebhookDeliverySummary } from '@ringready/core/api-access';
import { LoadMoreButton } from '../../../components/load-more-button';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { useWebhookDeliveries } from '../webhooks-api';

const STATUS: Record<WebhookDeliverySummary['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'yellow' },
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One endpoint's delivery log, newest first: status, event, the receiver's answer, attempts and time. */
export function WebhookDeliveriesTable({ endpointId, url }: { endpointId: string; url: string }) {
  const log = useWebhookDeliveries(endpointId);
  if (log.isPending) return <Spinner label="Loading deliveries..." className="py-4" />;
  if (log.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {getErrorMessage(log.error, 'The delivery log could not be loaded.')}
      </p>
    );
  const deliveries = log.deliveries ?? [];
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <h4 className="text-sm font-medium text-stone-800">Recent deliveries</h4>
        <Button variant="ghost" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCw aria-hidden className={log.isFetching ? 'animate-spin' : undefined} /> Refresh
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <p className="text-sm text-stone-600">No deliveries yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={`Deliveries to ${url}`}>
            <thead className="border-b border-stone-200 text-xs text-stone-500">
              <tr>
                <th className="py-2 pr-3 font-medium">Status</th>
                <th className="py-2 pr-3 font-medium">Event</th>
                <th className="py-2 pr-3 font-medium">Response</th>
                <th className="py-2 pr-3 font-medium">Attempts</th>
                <th className="py-2 font-medium">Time</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <td className="py-2 pr-3">
                    <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge>
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">{d.eventType}</td>
                  <td className="py-2 pr-3" title={d.lastError ?? undefined}>
                    {d.responseCode ?? (d.lastError ? 'No answer' : '—')}
                  </td>
                  <td className="py-2 pr-3">{d.attempts}</td>
                  <td className="py-2">{formatTime(d.deliveredAt ?? d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton list={log} label="Older deliveries" />
    </div>
  );
}
