import type { User } from '@ringready/core/api';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';

/** Settings → API: personal API keys, then outgoing webhooks. */
export function ApiSection({ user }: { user: User }) {
  return (
    <section aria-label="API" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ApiKeysCard user={user} />
      <WebhooksCard />
    </section>
  );
}
