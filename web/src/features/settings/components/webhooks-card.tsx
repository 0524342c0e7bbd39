import { Webhook } from 'lucide-react';
import { WEBHOOK_SIGNATURE_HEADER } from '@ringready/core/api-access';
import { planIncludes } from '@ringready/core/billing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { currentTier } from '../../../lib/subscription';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useWebhookEndpoints } from '../webhooks-api';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookEndpointItem } from './webhook-endpoint-item';

/**
 * Settings → API: outgoing webhooks (Master plan; the API keys card above offers the upgrade to everyone
 * else). Team events are offered to team admins only: the user's role is their role in their team.
 */
export function WebhooksCard() {
  const user = useCurrentUser();
  const allowed = planIncludes(currentTier(user.data?.subscription), 'api');
  const endpoints = useWebhookEndpoints(allowed);
  if (!allowed) return null;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2 text-base">
              <Webhook className="size-5 text-rose-700" aria-hidden /> Webhooks
            </CardTitle>
            <CardDescription>
              Send events to your CRM or automation tools as they happen. Each request is signed with the
              endpoint’s secret in the <code>{WEBHOOK_SIGNATURE_HEADER}</code> header; failed deliveries are
              retried for several hours.
            </CardDescription>
          </div>
          <AddWebhookDialog isTeamAdmin={user.data?.role === 'admin'} />
        </div>
      </CardHeader>
      <CardContent>
        {endpoints.isPending ? (
          <Spinner label="Loading webhooks..." className="py-6" />
        ) : endpoints.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {getErrorMessage(endpoints.error, 'Your webhook endpoints could not be loaded.')}
          </p>
        ) : endpoints.data.length === 0 ? (
          <p className="text-sm text-stone-600">You have no webhook endpoints yet.</p>
        ) : (
          <ul className="grid gap-4" aria-label="Webhook endpoints">
            {endpoints.data.map((endpoint) => (
              <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
