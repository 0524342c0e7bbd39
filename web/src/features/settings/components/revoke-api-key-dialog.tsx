import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { ApiKeySummary } from '@ringready/core/api-access';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke “{apiKey.name}”?</DialogTitle>
          <DialogDescription>
            Anything using the key {apiKey.prefix}… stops working at once. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep key
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending && <Loader2 className="animate-spin" aria-hidden />}
            Revoke key
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
