import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@ringready/core/api';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  API_SCOPE_LABELS,
  API_SCOPES,
  MAX_ACTIVE_API_KEYS,
  type ApiKeySummary,
} from '@ringready/core/api-access';
import { planIncludes } from '@ringready/core/billing';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-request';
import { BILLING_PATH, currentTier, formatLongDate } from '../../../lib/subscription';
import { useApiKeys, useIsTeamAdmin } from '../api-keys-api';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

type KeyStatus = 'Active' | 'Revoked' | 'Expired';
const STATUS_TONE: Record<KeyStatus, BadgeTone> = { Active: 'green', Revoked: 'red', Expired: 'neutral' };

function keyStatus(key: ApiKeySummary, now: Date): KeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}

function Title() {
  return (
    <CardTitle className="flex items-center gap-2 text-base">
      <KeyRound className="size-5 text-rose-700" aria-hidden /> API keys
    </CardTitle>
  );
}

/** What API access includes, for people whose plan does not: the way to it is an upgrade in Billing. */
function UpgradeCard() {
  return (
    <Card>
      <CardHeader>
        <Title />
        <CardDescription>API access is part of the Master plan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-stone-700">
        <ul className="list-disc space-y-1 pl-5" aria-label="API access includes">
          {API_SCOPES.map((scope) => (
            <li key={scope}>{API_SCOPE_LABELS[scope]}</li>
          ))}
          <li>
            Up to {MAX_ACTIVE_API_KEYS} keys, each with its own scopes, expiry and{' '}
            {API_KEY_REQUESTS_PER_MINUTE} requests a minute
          </li>
        </ul>
        <div>
          <Button asChild>
            <Link to={BILLING_PATH}>Upgrade to Master</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function KeysTable({ keys }: { keys: ApiKeySummary[] }) {
  const now = new Date();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="API keys">
        <thead className="border-b border-stone-200 text-xs text-stone-500">
          <tr>
            <th className="py-2 pr-3 font-medium">Name</th>
            <th className="py-2 pr-3 font-medium">Key</th>
            <th className="py-2 pr-3 font-medium">Scopes</th>
            <th className="py-2 pr-3 font-medium">Last used</th>
            <th className="py-2 pr-3 font-medium">Expires</th>
            <th className="py-2 pr-3 font-medium">Status</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {keys.map((key) => {
            const status = keyStatus(key, now);
            return (
              <tr key={key.id}>
                <td className="py-2 pr-3 font-medium text-stone-900">
                  {key.name}
                  {key.team && (
                    <Badge tone="purple" className="ml-2">
                      Team
                    </Badge>
                  )}
                </td>
                <td className="py-2 pr-3 font-mono text-xs">{key.prefix}…</td>
                <td className="py-2 pr-3 text-xs">{key.scopes.join(', ')}</td>
                <td className="py-2 pr-3">{key.lastUsedAt ? formatLongDate(key.lastUsedAt) : 'Never'}</td>
                <td className="py-2 pr-3">{key.expiresAt ? formatLongDate(key.expiresAt) : 'Never'}</td>
                <td className="py-2 pr-3">
                  <Badge tone={STATUS_TONE[status]}>{status}</Badge>
                </td>
                <td className="py-2 text-right">
                  {status === 'Active' && <RevokeApiKeyDialog apiKey={key} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Settings → API: the caller's keys (Master plan), their creation and revocation; others see the upgrade. */
export function ApiKeysCard({ user }: { user: User }) {
  const allowed = planIncludes(currentTier(user.subscription), 'api');
  const keys = useApiKeys(allowed);
  // only someone in a team can be its admin: nobody else is asked
  const teamAdmin = useIsTeamAdmin(allowed && user.inTeam !== false);
  if (!allowed) return <UpgradeCard />;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <Title />
            <CardDescription>
              Read your sessions and reports, and upload calls, from your own tools. Send a key as{' '}
              <code>Authorization: Bearer rr_live_…</code>; each key makes at most{' '}
              {API_KEY_REQUESTS_PER_MINUTE} requests a minute.
            </CardDescription>
          </div>
          <CreateApiKeyDialog isTeamAdmin={teamAdmin.data === true} />
        </div>
      </CardHeader>
      <CardContent>
        {keys.isPending ? (
          <Spinner label="Loading API keys..." className="py-6" />
        ) : keys.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {getErrorMessage(keys.error, 'Your API keys could not be loaded.')}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-stone-600">You have no API keys yet.</p>
        ) : (
          <KeysTable keys={keys.data} />
        )}
      </CardContent>
    </Card>
  );
}
