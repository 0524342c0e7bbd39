import { useState } from 'react';
import { Copy, Eye, EyeOff, Loader2, Send } from 'lucide-react';
import type { WebhookEndpointSummary } from '@ringready/core/api-access';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { useDeleteWebhook, useSendTestEvent } from '../webhooks-api';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';

/** The signing secret, hidden until asked for, with a copy button. */
function Secret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ variant: 'success', title: 'Secret copied' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Not copied',
        description: 'Reveal the secret and copy it yourself.',
      });
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-stone-600">Signing secret:</span>
      <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs" aria-label="Signing secret">
        {shown ? secret : `whsec_${'•'.repeat(12)}`}
      </code>
      <Button variant="ghost" size="sm" onClick={() => setShown((s) => !s)}>
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {shown ? 'Hide' : 'Reveal'}
      </Button>
      <Button variant="ghost" size="sm" onClick={copy}>
        <Copy aria-hidden /> Copy
      </Button>
    </div>
  );
}

/** Deleting stops every delivery to the endpoint and removes its log, so it asks first. */
function DeleteEndpointDialog({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  function confirm() {
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', title: 'Webhook endpoint deleted' });
      },
      onError: (e) =>
        toastError('Endpoint not deleted', e, 'The endpoint could not be deleted. Please try again.'),
    });
  }
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Delete ${endpoint.url}`} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        request={
          open
            ? {
                title: 'Delete this endpoint?',
                description: `${endpoint.url} stops receiving events at once, and its delivery log is removed.`,
                confirmLabel: 'Delete endpoint',
                cancelLabel: 'Keep endpoint',
                destructive: true,
                onConfirm: confirm,
              }
            : null
        }
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** One endpoint: its address, events and secret; a test event; deletion; its delivery log. */
export function WebhookEndpointItem({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  const test = useSendTestEvent(endpoint.id);
  function sendTest() {
    test.mutate(undefined, {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Test event sent', description: 'It appears in the log below.' }),
      onError: (e) =>
        toastError('Test event not sent', e, 'The test event could not be sent. Please try again.'),
    });
  }
  return (
    <li aria-label={endpoint.url} className="grid gap-3 rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <span className="font-mono text-sm break-all text-stone-900">{endpoint.url}</span>
          <div className="flex flex-wrap gap-1">
            {endpoint.events.map((e) => (
              <Badge key={e} tone="blue">
                {e}
              </Badge>
            ))}
            {endpoint.disabled && <Badge tone="neutral">Disabled</Badge>}
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={sendTest} disabled={test.isPending}>
            {test.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            Send test event
          </Button>
          <DeleteEndpointDialog endpoint={endpoint} />
        </div>
      </div>
      <Secret secret={endpoint.secret} />
      <WebhookDeliveriesTable endpointId={endpoint.id} url={endpoint.url} />
    </li>
  );
}
