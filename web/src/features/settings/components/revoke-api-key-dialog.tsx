import { useState } from 'react';
import type { ApiKeySummary } from '@ringready/core/api-access';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { toastError } from '../../../lib/notify';
import { useRevokeApiKey } from '../api-keys-api';

/** Revoking is immediate and final, so it asks first. */
export function RevokeApiKeyDialog({ apiKey }: { apiKey: ApiKeySummary }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey();

  function confirm() {
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        setOpen(false);
        toast({
          variant: 'success',
          title: 'API key revoked',
          description: `“${apiKey.name}” no longer works.`,
        });
      },
      onError: (error) =>
        toastError('API key not revoked', error, 'The key could not be revoked. Please try again.'),
    });
  }

  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`} onClick={() => setOpen(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        request={
          open
            ? {
                title: `Revoke “${apiKey.name}”?`,
                description: `Anything using the key ${apiKey.prefix}… stops working at once. This cannot be undone.`,
                confirmLabel: 'Revoke key',
                cancelLabel: 'Keep key',
                destructive: true,
                onConfirm: confirm,
              }
            : null
        }
        busy={revoke.isPending}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
